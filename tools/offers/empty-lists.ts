/**
 * `validate`'s warnings about offer lists that can show nothing: a page entry of
 * config/offers/selection.yaml whose `when` takes no offer of the catalogue sold in any market
 * that has the page (a term no bank offers there), and a `featured` entry (a campaign) that
 * matches no offer its list takes. Each at its `when`, naming the reason. Time is left out on
 * purpose: an entry's own from/until and the offers' dates say when, this says whether ever.
 * Decided for a visitor: the restrictions hide offers from customers, never the other way.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import { evaluate, holds } from '../../src/engine/rules/evaluate.ts';
import type { PreparedRule } from '../../src/engine/rules/types.ts';
import { besideWindow } from '../../src/engine/rules/window.ts';
import { offerField, varName, visitorFacts } from './visitor.ts';
import type { Problem } from '../config/problems.ts';

/** An offer as a market sells it, with that market's visitor facts to decide on it. */
interface Candidate {
  offer: ProductOffer;
  locale: string;
  facts: Facts;
}

/** The rule's logic without its window's bounds (they compare the time, which this leaves out): a window alone takes every offer. */
const whenOf = (rule: PreparedRule): unknown => besideWindow(rule, 'logic') ?? true;

const takes = (logic: unknown, c: Candidate) => Boolean(evaluate(logic, { ...c.facts, offer: c.offer }));

const listed = (values: Iterable<unknown>) => {
  const all = [...new Set([...values].map((v) => (v === null || v === undefined ? 'none' : String(v))))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  return all.length > 12 ? `${all.slice(0, 12).join(', ')}, …` : all.join(', ');
};

/** The field an `{ "==": [{ var: offer.<field> }, value] }` (either way round) compares, and the value. */
function offerEquality(part: unknown): { field: string; value: unknown } | null {
  const args =
    part && typeof part === 'object' && !Array.isArray(part)
      ? ((part as Record<string, unknown>)['=='] ?? (part as Record<string, unknown>)['==='])
      : undefined;
  if (!Array.isArray(args) || args.length !== 2) return null;
  const at = args.findIndex((arg) => varName(arg)?.startsWith('offer.'));
  if (at < 0 || varName(args[1 - at]) !== null) return null;
  return { field: varName(args[at])!.slice('offer.'.length), value: args[1 - at] };
}

/** Why no candidate passes `logic`: the first part of an `and` that none of those the parts before it take passes. */
function whyNone(logic: unknown, pool: readonly Candidate[], what: string): string {
  const markets = listed(pool.map((c) => c.locale));
  if (pool.length === 0) return `no offer is ${what} in ${markets || 'any market that has the page'}`;
  const parts =
    logic && typeof logic === 'object' && !Array.isArray(logic) && Array.isArray((logic as { and?: unknown }).and)
      ? (logic as { and: unknown[] }).and
      : [logic];
  // Narrowed part by part, so the values named are those of the offers the earlier parts take (the terms of the term deposits).
  let left = pool;
  for (const part of parts) {
    const passing = left.filter((c) => takes(part, c));
    if (passing.length > 0) {
      left = passing;
      continue;
    }
    const equality = offerEquality(part);
    if (equality)
      return `no offer ${what} in ${markets} has ${equality.field} ${JSON.stringify(equality.value)} (there: ${listed(left.map((c) => offerField(c.offer, equality.field)))})`;
    return `${JSON.stringify(part)} holds for no offer ${what} in ${markets}`;
  }
  return `no offer ${what} in ${markets} meets all of it`;
}

export function emptyOfferLists(config: CompiledConfig, selection: CompiledOfferSelection, catalogue: readonly ProductOffer[], now: number): Problem[] {
  const problems: Problem[] = [];
  const warn = (rule: PreparedRule, code: string, message: string) =>
    problems.push({ file: rule.source?.file ?? selection.file, line: rule.source?.line || 1, col: rule.source?.col || 1, code, severity: 'warning', message });
  for (const entry of selection.pages) {
    // Every offer each market that has the page sells and no restriction holds back, for a visitor.
    const sold: Candidate[] = config.locales.list.flatMap(({ code }) => {
      const page = config.pages[code]?.find((p) => p.id === entry.page);
      if (!page) return [];
      const facts = visitorFacts(config, code, page.path ?? `/${code}/`, now);
      return catalogue.filter((offer) => offer.markets.includes(code)).map((offer) => ({ offer, locale: code, facts }));
    });
    const open = sold.filter((c) => !selection.restrictions.some((r) => holds(r.rule, { ...c.facts, offer: c.offer })));
    const when = whenOf(entry.rule);
    const taken = open.filter((c) => takes(when, c));
    if (taken.length === 0) {
      const heldBack = sold.filter((c) => takes(when, c));
      const reason =
        heldBack.length > 0
          ? `each offer it takes there is held back by a restriction (${listed(selection.restrictions.filter((r) => heldBack.some((c) => holds(r.rule, { ...c.facts, offer: c.offer }))).map((r) => r.id))})`
          : whyNone(when, open, 'sold');
      warn(entry.rule, 'OFFER_LIST_EMPTY', `page "${entry.page}" lists no offer for any visitor or market: ${reason}`);
      continue;
    }
    entry.featured.forEach((featured, index) => {
      if (taken.some((c) => takes(whenOf(featured.rule), c))) return;
      const which = entry.featured.length > 1 ? `featured entry ${index + 1}` : 'featured';
      warn(
        featured.rule,
        'FEATURED_NEVER_MATCHES',
        `${which} on page "${entry.page}" never matches: ${whyNone(whenOf(featured.rule), taken, `listed on "${entry.page}"`)}`,
      );
    });
  }
  return problems;
}
