import type { CompiledConfig, CompiledMenuItem } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { holds } from '../rules/evaluate.ts';
import { createResolveContext } from '../resolve/context.ts';
import { headerTypeOf, variantOf, withHeaderType } from '../resolve/header-variant.ts';
import { itemHref } from '../resolve/items.ts';
import { menuFor } from '../resolve/menu.ts';
import { tracePrepared } from './trace.ts';
import { explainPageBlock } from './page.ts';
import { headerVerdicts, recorded } from './recorded.ts';
import type { Verdict } from '../resolve/record.ts';
import type { Resolvers } from '../resolve/resolve-types.ts';
import type { ExplainStep, Explanation } from './explanation.ts';

// Declared apart so that page.ts and steps.ts, which explain.ts imports, need not import it back.
export type { ExplainStep, Explanation } from './explanation.ts';

type Section = { name: string; items: CompiledMenuItem[]; kind: 'nav' | 'actions' | 'account' };

function sectionsOf(config: CompiledConfig, locale: string): Section[] {
  const menu = menuFor(config, locale);
  return [
    { name: 'nav.public', items: menu.nav.public, kind: 'nav' },
    { name: 'nav.private', items: menu.nav.private, kind: 'nav' },
    { name: 'nav.corporate', items: menu.nav.corporate, kind: 'nav' },
    { name: 'actions.public', items: menu.actions.public, kind: 'actions' },
    { name: 'actions.private', items: menu.actions.private, kind: 'actions' },
    { name: 'account', items: menu.account, kind: 'account' },
  ];
}

/** Finds items (with their ancestors) by id, or by the final href they would get. */
function findItems(config: CompiledConfig, facts: Facts, data: CustomerData, match: { id?: string; href?: string }, resolvers: Resolvers) {
  const ctx = createResolveContext(config, facts, data, resolvers.blocks, resolvers.customer);
  const found: { section: Section; path: CompiledMenuItem[] }[] = [];
  const wanted = match.href?.toLowerCase().replace(/\/+$/, '');
  // An item's final hrefs are worked out only when asked by href: `who` asks every persona by id.
  const hasWanted = (item: CompiledMenuItem) => (item.href ?? []).some((c) => ctx.href(c.value)?.toLowerCase().replace(/\/+$/, '') === wanted);
  const visit = (section: Section, items: CompiledMenuItem[], ancestors: CompiledMenuItem[]) => {
    for (const item of items) {
      if ((match.id && item.id === match.id) || (wanted && hasWanted(item))) {
        found.push({ section, path: [...ancestors, item] });
      }
      if (item.children) visit(section, item.children, [...ancestors, item]);
    }
  };
  for (const section of sectionsOf(config, ctx.locale)) visit(section, section.items, []);
  return { found, ctx };
}

/**
 * Why a menu item is shown or hidden for these facts (spec 2.4, 2.5). The verdict is resolve's
 * (its record, resolve/record.ts): shown when resolve kept the item and every dropdown above it.
 * The steps say why in words, each rule with its place and the facts it read.
 */
export function explainItem(
  config: CompiledConfig,
  rawFacts: Facts,
  data: CustomerData,
  match: { id?: string; href?: string },
  resolvers: Resolvers,
): Explanation[] {
  const facts = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  const { found, ctx } = findItems(config, facts, data, match, resolvers);
  const subject = match.id ? `item "${match.id}"` : `link ${match.href}`;
  const menu = menuFor(config, ctx.locale);
  // Blocks and links of the page body (config/pages/) answer to ids and hrefs too.
  const blocks = explainPageBlock(config, rawFacts, data, match, resolvers);
  if (found.length === 0) {
    if (blocks.length > 0) return blocks;
    const where = menu.file || `(no menu for ${ctx.locale})`;
    return [
      {
        subject,
        shown: false,
        outcome: `not defined in the ${ctx.locale} menu (${where}${config.menus[ctx.locale] ? '' : `, the fallback menu of ${config.locales.menuFallback}`})`,
        steps: [],
      },
    ];
  }
  const verdict = headerVerdicts(config, rawFacts, data, resolvers);
  const type = facts.page.headerType ?? 'public';
  const variant = variantOf(config, facts);
  const items = found.map(({ section, path }) => {
    const item = path[path.length - 1]!;
    const steps: ExplainStep[] = [];
    steps.push({
      says: `header type is ${type}; variant "${variant.variant}": ${variant.description}`,
      passes: type !== 'integrated',
      source: variant.source,
      trace: tracePrepared(variant.rule, facts, config),
    });
    steps.push(sectionStep(section, variant, path[0]!));
    if (section.kind === 'account') steps.push(reducedStep(config, facts, path[0]!, verdict(path[0]!)));
    for (const node of path) steps.push(...nodeSteps(config, facts, node, node === item, verdict(node)));
    const shown = path.every((node) => verdict(node) === 'kept');
    if (!shown && steps.every((s) => s.passes)) steps.push(notReachedStep(section, type, data));
    const href = itemHref(item, ctx);
    return {
      subject: `${subject} in ${section.name} of ${menu.file}${item.source ? `:${item.source.line}:${item.source.col}` : ''}`,
      shown,
      outcome: shown ? `shown${href ? ` with href ${href}` : ''}` : 'hidden',
      steps,
    };
  });
  return [...items, ...blocks];
}

/** The reduced account menu keeps some top-level entries (headers.yaml); resolve noted those it dropped. */
function reducedStep(config: CompiledConfig, facts: Facts, top: CompiledMenuItem, decided: Verdict | undefined): ExplainStep {
  const reduced = config.headers.reducedAccountMenu;
  const applies = holds(reduced.rule, facts);
  const kept = decided !== 'reduced-menu';
  return {
    says: applies
      ? `the reduced account menu applies and ${kept ? 'keeps' : 'drops'} "${top.id}" (keeps ${reduced.items.join(', ')})`
      : 'the full account menu applies',
    passes: kept,
    trace: tracePrepared(reduced.rule, facts, config),
  };
}

/** The steps of one item on the path: its rule, as resolve found it, and a dropdown resolve dropped as empty. */
function nodeSteps(config: CompiledConfig, facts: Facts, node: CompiledMenuItem, isSelf: boolean, decided: Verdict | undefined): ExplainStep[] {
  // Resolve did not get to an item below a dropped dropdown: its rule is shown as it stands.
  const passes = decided === undefined ? holds(node.rule, facts) : decided !== 'rule';
  const steps: ExplainStep[] = [
    {
      says: node.rule
        ? `${isSelf ? 'its' : `parent "${node.id}"'s`} rule ${passes ? 'holds' : 'does not hold'}`
        : `${isSelf ? 'it has' : `parent "${node.id}" has`} no rule (always shown)`,
      passes,
      source: node.source,
      trace: tracePrepared(node.rule, facts, config),
    },
  ];
  if (decided === 'empty') {
    steps.push({
      says: `${isSelf ? 'it' : `parent "${node.id}"`} is a dropdown with no link of its own and every entry in it is hidden: an empty dropdown is dropped`,
      passes: false,
      source: node.source,
    });
  }
  return steps;
}

/** Every step passes, yet resolve never drew the item: its section was not drawn. */
function notReachedStep(section: Section, type: string, data: CustomerData): ExplainStep {
  const loading = section.kind === 'nav' && type === 'private' && data.loading === true;
  return {
    says: loading ? "the private navigation is drawn once the customer's data is there (it is loading)" : `the header does not draw ${section.name} here`,
    passes: false,
  };
}

function sectionStep(section: Section, variant: ReturnType<typeof variantOf>, top: CompiledMenuItem): ExplainStep {
  if (section.kind === 'nav') {
    const wanted = `nav.${variant.nav}`;
    return { says: `the variant shows ${variant.nav === 'none' ? 'no navigation' : wanted}; the item is in ${section.name}`, passes: wanted === section.name };
  }
  if (section.kind === 'account')
    return { says: `the variant ${variant.account ? 'shows' : 'does not show'} the account menu`, passes: variant.account === true };
  const actions = variant.actions;
  // A variant that lists actions by id draws those of either section, and no other.
  const passes = Array.isArray(actions) ? actions.includes(top.id) : actions !== 'none' && `actions.${actions}` === section.name;
  return { says: `the variant shows actions: ${Array.isArray(actions) ? actions.join(', ') : actions}; the item is in ${section.name}`, passes };
}

/**
 * Why a required-action redirect applies, or why none does (spec 4). The verdict is resolve's
 * (its record): the redirect whose rule held, kept unless its page is the one the customer is on
 * or its link is unsafe.
 */
export function explainRedirect(config: CompiledConfig, rawFacts: Facts, data: CustomerData, resolvers: Resolvers): Explanation {
  const facts = withHeaderType(rawFacts, headerTypeOf(config, rawFacts));
  const ctx = createResolveContext(config, facts, data, resolvers.blocks, resolvers.customer);
  const { verdict } = recorded(config, rawFacts, data, resolvers);
  const steps: ExplainStep[] = [];
  const excluded = config.redirects.neverOn.includes(facts.page.kind);
  steps.push({ says: `page ${facts.page.path} is of kind "${facts.page.kind}"${excluded ? ', where no redirect applies' : ''}`, passes: !excluded });
  if (excluded) return { subject: 'required-action redirect', shown: false, outcome: 'no redirect', steps };
  for (const redirect of config.redirects.list) {
    const decided = verdict(redirect);
    const passes = decided !== undefined;
    steps.push({
      says: `${redirect.action}: ${redirect.description} ${passes ? '(holds)' : '(does not hold)'}`,
      passes,
      source: redirect.rule.source,
      trace: tracePrepared(redirect.rule, facts, config),
    });
    if (passes) {
      const target = ctx.href(redirect.href);
      const outcome =
        decided === 'kept'
          ? `redirect to ${target} (${redirect.action})`
          : decided === 'same-page'
            ? `${redirect.action} applies, but the customer is already on ${target}`
            : `${redirect.action} applies, but its link ${redirect.href} is unsafe (validate reports it): no redirect`;
      return { subject: 'required-action redirect', shown: decided === 'kept', outcome, steps };
    }
  }
  return { subject: 'required-action redirect', shown: false, outcome: 'no redirect: no rule holds', steps };
}
