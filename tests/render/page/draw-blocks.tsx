/**
 * Draws page blocks as the page renderer does (en-gb, design v2), in a Suspense boundary that
 * says "loading chunk" while a lazy block's code loads. drawLazy waits until that code has drawn.
 */
import { Suspense } from 'react';
import { expect } from 'vitest';
import { screen, waitFor, type RenderResult } from '@testing-library/react';
import type { Block } from '../../../src/blocks/types.generated.ts';
import { PageBlocks } from '../../../src/render/page/index.ts';
import { renderWithI18n } from '../footer/i18n.tsx';

export function draw(blocks: Block[], { loggedIn = false } = {}): RenderResult {
  return renderWithI18n(
    <Suspense fallback={<p>loading chunk</p>}>
      <PageBlocks blocks={blocks} designVersion="v2" loggedIn={loggedIn} locale="en-gb" headingLevel={2} />
    </Suspense>,
  );
}

/** The customer blocks are chunks of their own (lazy): wait until the chunk has drawn the block. */
export async function drawLazy(blocks: Block[], options: { loggedIn?: boolean } = {}): Promise<RenderResult> {
  const result = draw(blocks, options);
  await waitFor(() => expect(screen.queryByText('loading chunk')).toBeNull());
  return result;
}
