/**
 * The shapes that resolving and the block resolvers share: the context every resolver step
 * reads, the customer-only resolvers it may carry, and what a block resolver is handed. They
 * refer to each other (the context holds the customer's block resolvers, a block resolver is
 * handed the context), so they live in one module that imports neither resolve/context.ts nor
 * pages/blocks/: with them split over those two folders, the engine had an import cycle
 *. context.ts and pages/blocks/definition.ts re-export them,
 * so importers keep their paths.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { PreparedRule } from '../rules/types.ts';
import type { Block, BlockType, CompiledBlock, DataBlockType } from '../../blocks/types.generated.ts';
import type { CompiledPage } from '../pages/compiled.ts';
import type { AccountMenu, Balance } from '../types/view-model.ts';
import type { Verdict } from './record.ts';

/** What every resolver step reads: config, facts, the raw payloads, and derived helpers. */
export interface ResolveContext {
  config: CompiledConfig;
  facts: Facts;
  data: CustomerData;
  /** The page the path is (config/pages/), or null when the locale declares no pages. */
  page: CompiledPage | null;
  /** Every block type's resolver but the data-bound types' (the caller's registry, src/blocks/resolvers.generated.ts). */
  blocks: BlockResolvers;
  /** What a logged-in customer's view needs (avatar menu, balance, data blocks); null: not resolved. */
  customer: CustomerResolvers | null;
  locale: string;
  language: string;
  /** Final href per spec 2.1 (null for unsafe links). */
  href: (raw: string) => string | null;
  /** The engine's UI string for the page language, falling back to English, then the key. */
  text: (key: string, vars?: Record<string, string>) => string;
  /** holds(rule, facts) for this context's facts, each distinct rule evaluated once. */
  holds: (rule: PreparedRule | null | undefined) => boolean;
  /** Notes why a piece of config was kept or dropped, when a caller asked for a record (record.ts); else absent. */
  note?: (subject: object, verdict: Verdict) => void;
}

/**
 * The block resolvers the engine is handed: it imports no block folder's code, so a caller plugs
 * them in (src/blocks/registry.ts for Node; the browser hands the customer part when it arrives).
 */
export interface Resolvers {
  blocks: BlockResolvers;
  /** The customer-only resolvers; null: a visitor's view, or the browser before they arrived. */
  customer: CustomerResolvers | null;
}

/** The resolvers of the block types that are not data-bound (data-bound ones share dataBlockResolver). */
export type BlockResolvers = { readonly [T in Exclude<BlockType, DataBlockType>]: BlockResolve<T> };

/** What only a logged-in customer's view model needs (src/blocks/customer-resolvers.ts gives them). */
export interface CustomerResolvers {
  accountMenu(ctx: ResolveContext): AccountMenu | null;
  balance(ctx: ResolveContext): Balance | null;
  blocks: { readonly [T in DataBlockType]: BlockResolve<T> };
}

export type CompiledOf<T extends BlockType> = Extract<CompiledBlock, { type: T }>;

/** What resolving a block may ask for: the request's context and its nested blocks resolved. */
export interface BlockResolution {
  ctx: ResolveContext;
  /** The customer calls have not answered yet: data-bound blocks show their skeleton. */
  loading: boolean;
  blocks(list: readonly CompiledBlock[]): Block[];
}

/** The view-model block, or null when there is nothing to show (an empty list, say). */
export type BlockResolve<T extends BlockType> = (block: CompiledOf<T>, resolution: BlockResolution) => Block | null;
