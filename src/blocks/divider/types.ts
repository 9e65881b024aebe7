/** A divider block's shapes: it has no settings of its own. */
import type { BlockBase } from '../../engine/pages/block-base.ts';

export interface DividerBlockConfig extends BlockBase {
  type: 'divider';
}
export interface CompiledDividerBlock {
  type: 'divider';
}
export interface DividerBlock {
  type: 'divider';
  id?: string;
}
