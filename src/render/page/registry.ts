/**
 * The page renderer's block lookup: each block type's component (src/blocks/views.generated.ts,
 * written from the type folders' View.tsx), or the app's own where it supplies one (login, which
 * depends on its environment).
 */
import type { ComponentType } from 'react';
import type { Block } from '../../blocks/types.generated.ts';
import { BLOCK_COMPONENTS, LAZY_BLOCKS } from '../../blocks/views.generated.ts';
import type { AppBlockComponents, BlockComponents, BlockProps } from './block-props.ts';

/** Starts loading the code of the given block types (a page about to be shown); failures show when it renders. */
export function preloadBlockComponents(types: Iterable<string>): void {
  for (const type of types) LAZY_BLOCKS[type as Block['type']]?.preload().catch(() => undefined);
}

export function componentFor(block: Block, appBlocks: AppBlockComponents | undefined): ComponentType<BlockProps> | null {
  const component = (appBlocks as Partial<BlockComponents> | undefined)?.[block.type] ?? BLOCK_COMPONENTS[block.type];
  return (component as ComponentType<BlockProps> | undefined) ?? null;
}
