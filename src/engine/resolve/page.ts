/**
 * The view model's page (config/pages/): which page the path is, its title and its body with
 * every block resolved for this request. A customer page for someone not logged in has no body:
 * the engine's login gate (header variant logo-only) takes its place.
 */
import type { Block, BlockType, CompiledBlock } from '../../blocks/types.generated.ts';
import type { BlockResolution, BlockResolve, CompiledOf } from '../pages/blocks/definition.ts';
import type { Page } from '../types/view-model.ts';
import type { ResolveContext } from './context.ts';
import type { BlockResolvers } from './resolve-types.ts';
import { pageTitle } from './page-subject.ts';
import { TRACING } from './tracing.ts';
import { dataBlockResolver } from '../pages/blocks/data-blocks.ts';

function resolveBlocks(list: readonly CompiledBlock[], resolution: BlockResolution): Block[] {
  const out: Block[] = [];
  for (const block of list) {
    if (!resolution.ctx.holds(block.rule)) {
      if (TRACING) resolution.ctx.note?.(block, 'rule');
      continue;
    }
    // The type's own resolver, or for a data-bound type the skeleton and, with data, its customer resolver (ctx.customer).
    const resolveBlock = ((resolution.ctx.blocks as Partial<BlockResolvers>)[block.type as keyof BlockResolvers] ??
      dataBlockResolver) as BlockResolve<BlockType>;
    const resolved = resolveBlock(block as CompiledOf<BlockType>, resolution);
    if (TRACING) resolution.ctx.note?.(block, resolved ? 'kept' : 'empty');
    if (resolved) out.push(resolved);
  }
  return out;
}

const NO_PAGE: Page = { id: 'not-found', kind: 'not-found', audience: 'any', status: 404, path: null, title: '', intro: null, blocks: [] };

export function resolvePage(ctx: ResolveContext): Page {
  const page = ctx.page;
  if (!page) return NO_PAGE;
  const loading = ctx.data.loading === true;
  const gated = page.audience === 'customer' && !ctx.facts.customer.loggedIn && !loading;
  const resolution: BlockResolution = { ctx, loading, blocks: (list) => resolveBlocks(list, resolution) };
  return {
    id: page.id,
    kind: page.kind,
    audience: page.audience,
    status: page.notFound ? 404 : 200,
    path: page.path,
    title: pageTitle(ctx),
    intro: page.intro,
    blocks: gated ? [] : resolveBlocks(page.blocks, resolution),
  };
}
