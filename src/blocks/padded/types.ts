/**
 * A padded band's shapes. It holds blocks: generic over their type, which the block unions
 * (src/blocks/types.generated.ts) fill in, so this module need not import the unions.
 */
import type { BlockBase } from '../../engine/pages/block-base.ts';

export type PaddedBackground = 'none' | 'neutral' | 'brand' | 'highlight';

export interface PaddedBlockConfig<Child> extends BlockBase {
  type: 'padded';
  background?: PaddedBackground;
  blocks: Child[];
}
export interface CompiledPaddedBlock<Child> {
  type: 'padded';
  background: PaddedBackground;
  blocks: Child[];
}
export interface PaddedBlock<Child> {
  type: 'padded';
  id?: string;
  background: PaddedBackground;
  blocks: Child[];
}
