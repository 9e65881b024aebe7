/** A bordered box's shapes, generic over the blocks it holds (the unions fill them in). */
import type { BlockBase, Localized } from '../../engine/pages/block-base.ts';

export interface BoxBlockConfig<Child> extends BlockBase {
  type: 'box';
  title?: Localized;
  blocks: Child[];
}
export interface CompiledBoxBlock<Child> {
  type: 'box';
  title?: string;
  blocks: Child[];
}
export interface BoxBlock<Child> {
  type: 'box';
  id?: string;
  title?: string;
  blocks: Child[];
}
