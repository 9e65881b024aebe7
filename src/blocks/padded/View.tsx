/** A padded band (spec 2.9) around its blocks. */
import { useContext } from 'react';
import { PaddedContent } from '../../render/blocks/PaddedContent.tsx';
import type { BlockProps } from '../../render/page/block-props.ts';
import { ChildBlocksContext } from '../../render/page/ChildBlocksContext.ts';
import type { Block } from '../types.generated.ts';
import type { PaddedBlock } from './types.ts';

/**
 * The band's background is a theme class (page.css), not an inline style: prerendered HTML runs
 * under a Content-Security-Policy without 'unsafe-inline' styles.
 */
export function View({ block, ...context }: BlockProps<PaddedBlock<Block>>) {
  const PageBlocks = useContext(ChildBlocksContext);
  return (
    <PaddedContent designVersion={context.designVersion} as="section" className={`pp-padded pp-padded--${block.background}`}>
      <PageBlocks blocks={block.blocks} {...context} />
    </PaddedContent>
  );
}
