/**
 * The offer blocks (issue 15, section 2). Compiling keeps the list's name; the build adds the
 * offers, selection and texts (offers/block-data.ts). Resolving hands the block on as it is:
 * selecting, filtering and formatting run in the offer components' own chunk (the engine's
 * offers/ functions), which keeps this resolver, part of every page's first load, tiny.
 */
import type { Block } from '../../types/blocks.ts';
import type { BlockCompile, CompiledOf } from './definition.ts';

export const offersCompiler: BlockCompile<'offers'> = (config) => ({ type: 'offers', list: config.list });

export const offerDetailCompiler: BlockCompile<'offer-detail'> = () => ({ type: 'offer-detail' });

/** The block's rule has been applied and its source serves explain only; what is left is the view. */
export function offerBlockResolver<T extends 'offers' | 'offer-detail'>(block: CompiledOf<T>): Block {
  return block as Block;
}
