/** A centred container's shapes, generic over the blocks it holds (the unions fill them in). */
import type { BlockBase } from '../../engine/pages/block-base.ts';

export interface ContainerBlockConfig<Child> extends BlockBase {
  type: 'container';
  blocks: Child[];
}
export interface CompiledContainerBlock<Child> {
  type: 'container';
  blocks: Child[];
}
export interface ContainerBlock<Child> {
  type: 'container';
  id?: string;
  blocks: Child[];
}
