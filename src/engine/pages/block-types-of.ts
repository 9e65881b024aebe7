/**
 * The block types a page's body holds, nested ones included (a box, a container, padded
 * content). The customer calls read it: a call that only one block type needs (the documents)
 * is made on a page that shows that block, and on no other.
 */
import type { CompiledBlock } from '../../blocks/types.generated.ts';

export function blockTypesOf(blocks: readonly CompiledBlock[]): Set<string> {
  const types = new Set<string>();
  const visit = (list: readonly CompiledBlock[]) => {
    for (const block of list) {
      types.add(block.type);
      if ('blocks' in block) visit(block.blocks);
    }
  };
  visit(blocks);
  return types;
}
