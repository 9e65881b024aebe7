/**
 * How a block that holds blocks (padded band, container, box) draws its children. The page
 * renderer provides itself here, so the layout blocks need not import it: PageBlocks imports
 * the registry, the registry imports the layout blocks, and an import back from them would
 * close a cycle.
 */
import { createContext, type ComponentType } from 'react';
import type { Block } from '../../blocks/types.generated.ts';
import type { BlockProps } from './block-props.ts';

export interface PageBlocksProps extends Omit<BlockProps, 'block'> {
  blocks: readonly Block[];
}

/** Outside a PageBlocks there are no child blocks to draw: the default draws nothing. */
export const ChildBlocksContext = createContext<ComponentType<PageBlocksProps>>(() => null);
