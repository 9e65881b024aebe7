/**
 * The offer blocks' resolver (offers, offer-detail, bank-profile: src/blocks/offers/,
 * src/blocks/offer-detail/, src/blocks/bank-profile/).
 * Compiling keeps the list's name; the build adds the offers, selection and texts
 * (offers/block-data.ts). Resolving hands the block on as it is: selecting, filtering and
 * formatting run in the offer components' own chunk (the engine's offers/ functions), which keeps
 * this resolver, part of every page's first load, tiny. One function for both types.
 */
import type { Block } from '../../../blocks/types.generated.ts';
import type { CompiledOf } from './definition.ts';

/** The block's rule has been applied and its source serves explain only; what is left is the view. */
export function offerBlockResolver<T extends 'offers' | 'offer-detail' | 'bank-profile'>(block: CompiledOf<T>): Block {
  return block as Block;
}
