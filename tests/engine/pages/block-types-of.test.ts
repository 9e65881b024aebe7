// Which block types a page's body holds (src/engine/pages/block-types-of.ts), read from a compiled
// config (the tests' own): the documents page's, and a block nested in a box.
import { beforeAll, describe, expect, it } from 'vitest';
import { blockTypesOf } from '../../../src/engine/pages/block-types-of.ts';
import type { CompiledBlock } from '../../../src/blocks/types.generated.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';

beforeAll(() => void fixtureConfig(), 60_000);

describe('blockTypesOf', () => {
  it('finds the documents block on the documents page, and none on the postbox page', () => {
    const pages = fixtureConfig().pages['de-de'] ?? [];
    const page = (id: string) => pages.find((candidate) => candidate.id === id) as unknown as { blocks: CompiledBlock[] };
    expect(blockTypesOf(page('documents').blocks).has('documents')).toBe(true);
    expect(blockTypesOf(page('postbox').blocks).has('documents')).toBe(false);
  });

  it('looks into nested blocks', () => {
    const nested = [
      {
        type: 'box',
        rule: null,
        source: null,
        blocks: [{ type: 'container', rule: null, source: null, blocks: [{ type: 'documents', rule: null, source: null }] }],
      },
    ] as CompiledBlock[];
    expect([...blockTypesOf(nested)].sort()).toEqual(['box', 'container', 'documents']);
  });
});
