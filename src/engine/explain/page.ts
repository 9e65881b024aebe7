/**
 * Why a block (or a link of a link list) of the page body shows or not: the page the path is,
 * whether its audience lets this visitor see a body, and the rules of the block and of the
 * blocks around it, each with its file and line (config/pages/).
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import type { CompiledBlock } from '../../blocks/types.generated.ts';
import type { CompiledLink } from '../../blocks/link-list/types.ts';
import { createResolveContext } from '../resolve/context.ts';
import type { Explanation, ExplainStep } from './explanation.ts';
import { factStep, ruleStep, typedFacts } from './steps.ts';
import { recorded } from './recorded.ts';
import type { Verdict } from '../resolve/record.ts';
import type { Resolvers } from '../resolve/resolve-types.ts';

interface Found {
  path: CompiledBlock[];
  link: CompiledLink | null;
}

function same(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase().replace(/\/+$/, '') === b.toLowerCase().replace(/\/+$/, '');
}

function findBlocks(
  blocks: readonly CompiledBlock[],
  match: { id?: string; href?: string },
  href: (raw: string) => string | null,
  ancestors: CompiledBlock[] = [],
): Found[] {
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

/** What a verdict of resolve's record (resolve/record.ts) says about a block or link, when it is not "kept" or "rule". */
const DROPPED: Partial<Record<Verdict, string>> = {
  empty: 'nothing is left to show in it (every link or entry in it is hidden, its link is unsafe, or its data has none): resolve drops it',
  'unsafe-href': 'its link is unsafe (validate reports it): resolve drops it',
};

/** The steps for the blocks around a target and the target itself, each passing as resolve decided. */
function pathSteps(
  config: CompiledConfig,
  facts: Facts,
  path: CompiledBlock[],
  link: CompiledLink | null,
  verdict: (subject: object) => Verdict | undefined,
): ExplainStep[] {
  const steps: ExplainStep[] = [];
  const targets: { subject: CompiledBlock | CompiledLink; label: string }[] = path.map((block, i) => ({
    subject: block,
    label: i === path.length - 1 && !link ? 'its rule' : `${block.type} block${block.id ? ` "${block.id}"` : ''} around it`,
  }));
  if (link) targets.push({ subject: link, label: 'its rule' });
  for (const { subject, label } of targets) {
    const decided = verdict(subject);
    const step = { ...ruleStep(config, facts, label, subject.rule), source: subject.rule?.source ?? subject.source };
    // Below a block resolve dropped, it decided nothing: the rule is shown as it stands.
    if (decided !== undefined) step.passes = decided !== 'rule';
    steps.push(step);
    const dropped = decided ? DROPPED[decided] : undefined;
    if (dropped) steps.push({ says: `${label === 'its rule' ? 'it' : label}: ${dropped}`, passes: false, source: subject.source });
  }
  return steps;
}

/**
 * Explanations for page blocks matching the id or final href; empty when the page has none. The
 * verdict is resolve's (its record): shown when resolve kept the target and every block around it.
 */
export function explainPageBlock(
  config: CompiledConfig,
  rawFacts: Facts,
  data: CustomerData,
  match: { id?: string; href?: string },
  resolvers: Resolvers,
): Explanation[] {
  const facts = typedFacts(config, rawFacts);
  const ctx = createResolveContext(config, facts, data, resolvers.blocks, resolvers.customer);
  const page = ctx.page;
  if (!page) return [];
  const found = findBlocks(page.blocks, match, ctx.href);
  if (found.length === 0) return [];
  const { verdict } = recorded(config, rawFacts, data, resolvers);
  const where = page.source ? `${page.source.file}:${page.source.line}:${page.source.col}` : 'config/pages/';
  return found.map(({ path, link }) => {
    const target = link ?? path[path.length - 1]!;
    const name = link ? `link "${link.id}"` : `${path[path.length - 1]!.type} block${path[path.length - 1]!.id ? ` "${path[path.length - 1]!.id}"` : ''}`;
    const gated = page.audience === 'customer' && !facts.customer.loggedIn && data.loading !== true;
    const steps: ExplainStep[] = [
      {
        ...factStep(
          `the path is page "${page.id}" (kind ${page.kind}, for ${page.audience === 'any' ? 'everyone' : page.audience === 'public' ? 'visitors' : 'customers'})`,
          true,
        ),
        source: page.source,
      },
      factStep(gated ? "the page is for customers and nobody is logged in: the login prompt takes the body's place" : 'the visitor may see the body', !gated),
      ...pathSteps(config, facts, path, link, verdict),
    ];
    const shown = [...path, ...(link ? [link] : [])].every((subject) => verdict(subject) === 'kept');
    if (!shown && steps.every((step) => step.passes)) steps.push(factStep('resolve did not draw it on this page', false));
    const href = 'href' in target && typeof target.href === 'string' ? ctx.href(target.href) : null;
    return {
      subject: `${name} on page "${page.id}" of ${where}`,
      shown,
      outcome: shown ? `shown${href ? ` with href ${href}` : ''}` : 'hidden',
      steps,
    };
  });
}
