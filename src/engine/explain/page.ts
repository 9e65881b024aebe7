/**
 * Why a block (or a link of a link list) of the page body shows or not: the page the path is,
 * whether its audience lets this visitor see a body, and the rules of the block and of the
 * blocks around it, each with its file and line (config/pages/).
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { CompiledBlock, CompiledLink } from '../pages/compiled.ts';
import { createResolveContext } from '../resolve/context.ts';
import type { Explanation, ExplainStep } from './explanation.ts';
import { factStep, ruleStep, typedFacts } from './steps.ts';

interface Found {
  path: CompiledBlock[];
  link: CompiledLink | null;
}

function same(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase().replace(/\/+$/, '') === b.toLowerCase().replace(/\/+$/, '');
}

function findBlocks(blocks: readonly CompiledBlock[], match: { id?: string; href?: string }, href: (raw: string) => string | null, ancestors: CompiledBlock[] = []): Found[] {
  const found: Found[] = [];
  for (const block of blocks) {
    const path = [...ancestors, block];
    if (match.id !== undefined && block.id === match.id) found.push({ path, link: null });
    if (match.href !== undefined && block.type === 'call-to-action' && same(href(block.href), match.href)) found.push({ path, link: null });
    if (block.type === 'link-list') {
      for (const link of block.links) {
        if ((match.id !== undefined && link.id === match.id) || (match.href !== undefined && same(href(link.href), match.href))) found.push({ path, link });
      }
    }
    if ('blocks' in block) found.push(...findBlocks(block.blocks, match, href, path));
  }
  return found;
}

/** Explanations for page blocks matching the id or final href; empty when the page has none. */
export function explainPageBlock(config: CompiledConfig, rawFacts: Facts, data: CustomerData, match: { id?: string; href?: string }): Explanation[] {
  const facts = typedFacts(config, rawFacts);
  const ctx = createResolveContext(config, facts, data);
  const page = ctx.page;
  if (!page) return [];
  const where = page.source ? `${page.source.file}:${page.source.line}:${page.source.col}` : 'config/pages/';
  return findBlocks(page.blocks, match, ctx.href).map(({ path, link }) => {
    const target = link ?? path[path.length - 1]!;
    const name = link ? `link "${link.id}"` : `${path[path.length - 1]!.type} block${path[path.length - 1]!.id ? ` "${path[path.length - 1]!.id}"` : ''}`;
    const gated = page.audience === 'customer' && !facts.customer.loggedIn && data.loading !== true;
    const steps: ExplainStep[] = [
      { ...factStep(`the path is page "${page.id}" (kind ${page.kind}, for ${page.audience === 'any' ? 'everyone' : page.audience === 'public' ? 'visitors' : 'customers'})`, true), source: page.source },
      factStep(gated ? 'the page is for customers and nobody is logged in: the login prompt takes the body\'s place' : 'the visitor may see the body', !gated),
      ...path.map((block, i) => {
        const self = i === path.length - 1 && !link;
        const label = self ? 'its rule' : `${block.type} block${block.id ? ` "${block.id}"` : ''} around it`;
        return { ...ruleStep(config, facts, label, block.rule), source: block.rule?.source ?? block.source };
      }),
      ...(link ? [{ ...ruleStep(config, facts, 'its rule', link.rule), source: link.rule?.source ?? link.source }] : []),
    ];
    const shown = steps.every((step) => step.passes);
    const href = 'href' in target && typeof target.href === 'string' ? ctx.href(target.href) : null;
    return {
      subject: `${name} on page "${page.id}" of ${where}`,
      shown,
      outcome: shown ? `shown${href ? ` with href ${href}` : ''}` : 'hidden',
      steps,
    };
  });
}
