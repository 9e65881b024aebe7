/**
 * Why an offer is (or is not) on an offer list for these facts (config/offers/selection.yaml):
 * `portal explain --offer` and the offer expectations of the rule tests print it. The verdict
 * and position are selectOffers' own answer, the same code the build and the browser run;
 * the steps retrace its rules (forSale, each restriction, the list's `when`, `featured`) with
 * their place in the file and the facts and offer fields they read. Node tools only.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { holds } from '../rules/evaluate.ts';
import type { PreparedRule } from '../rules/types.ts';
import type { ProductOffer } from '../offers/offer.ts';
import { selectOffers, type SelectedOffer } from '../offers/select.ts';
import type { CompiledOfferSelection } from '../offers/selection.ts';
import type { ExplainStep, Explanation } from './explanation.ts';
import { tracePrepared } from './trace.ts';

export interface OfferQuestion {
  selection: CompiledOfferSelection;
  facts: Facts;
  /** The catalogue past the boundary check (check-offer.ts). */
  catalogue: readonly ProductOffer[];
  /** A page entry of the selection (`products`, `products-overnight`, …). */
  list: string;
  offerId: string;
}

/** The decision for one offer: listed (position from 1) or the first rule that keeps it off. */
export interface OfferVerdict {
  listed: boolean;
  position: number | null;
  featured: boolean;
  /** How many offers the list shows. */
  of: number;
  /** Which rule decided: "forSale", "restriction <id>", "the when of list <list>", "limit", or "listed". */
  decidedBy: string;
  /** Where that rule is written (null when it was no rule: listed, or cut by the limit). */
  at: string | null;
}

const placeOf = (rule: PreparedRule) => (rule.source?.line ? `${rule.source.file}:${rule.source.line}:${rule.source.col}` : null);

function step(says: string, passes: boolean, rule: PreparedRule, data: Facts, config: CompiledConfig): ExplainStep {
  return { says, passes, source: rule.source, trace: tracePrepared(rule, data, config) };
}

/** What selectOffers answers for the offer, and the rule that decided when it is not listed. */
export function offerVerdict(question: OfferQuestion, offer: ProductOffer, listedNow: SelectedOffer[]): OfferVerdict {
  const { selection, facts, list } = question;
  const data = { ...facts, offer } as unknown as Facts;
  const index = listedNow.findIndex((s) => s.offer.id === offer.id);
  const of = listedNow.length;
  if (index >= 0) return { listed: true, position: index + 1, featured: listedNow[index]!.featured, of, decidedBy: 'listed', at: null };
  const entry = selection.pages.find((p) => p.page === list)!;
  const restriction = selection.restrictions.find((r) => holds(r.rule, data));
  const [decidedBy, rule] = !holds(selection.forSale, data)
    ? ['forSale', selection.forSale]
    : restriction
      ? [`restriction ${restriction.id}`, restriction.rule]
      : !holds(entry.rule, data)
        ? [`the when of list ${list}`, entry.rule]
        : ['limit', null];
  return { listed: false, position: null, featured: false, of, decidedBy, at: rule ? placeOf(rule) : null };
}

/**
 * The explanation of one offer on one list. Null when the list is no entry of the selection
 * or the catalogue has no such offer (the caller says which, with a did-you-mean).
 */
export function explainOffer(config: CompiledConfig, question: OfferQuestion): { explanation: Explanation; verdict: OfferVerdict } | null {
  const { selection, facts, catalogue, list, offerId } = question;
  const entry = selection.pages.find((p) => p.page === list);
  const offer = catalogue.find((o) => o.id === offerId);
  if (!entry || !offer) return null;
  const listedNow = selectOffers(selection, facts, catalogue, list) ?? [];
  const verdict = offerVerdict(question, offer, listedNow);
  const data = { ...facts, offer } as unknown as Facts;
  const steps: ExplainStep[] = [];
  steps.push(step('for sale (forSale.when)', holds(selection.forSale, data), selection.forSale, data, config));
  for (const r of selection.restrictions) {
    const hides = holds(r.rule, data);
    steps.push(step(`restriction "${r.id}" ${hides ? 'hides it' : 'does not apply'}: ${r.description}`, !hides, r.rule, data, config));
  }
  steps.push(step(`list "${list}" takes it (its when)`, holds(entry.rule, data), entry.rule, data, config));
  const featuredBy = verdict.listed ? listedNow[verdict.position! - 1]?.featuredBy : undefined;
  entry.featured.forEach((featured, index) => {
    // One entry reads as before there were lists of them; of several, each is named by its place.
    const which = entry.featured.length > 1 ? `featured entry ${index + 1} of ${entry.featured.length}` : 'the featured rule';
    const eligible = holds(featured.rule, data);
    const says =
      featuredBy === index
        ? entry.featured.length > 1
          ? `featured by ${which} (one of the first ${featured.max} it picks, moved to the top)`
          : `featured (one of the first ${featured.max} the featured rule picks, moved to the top)`
        : featuredBy !== undefined && eligible
          ? `${which} holds too, but an earlier featured entry features it`
          : eligible
            ? `${which} holds, but the list already features ${featured.max} offers ranked higher`
            : `not featured: ${which} does not hold`;
    steps.push(step(says, true, featured.rule, data, config));
  });
  const order = entry.order.map((k) => `${k.field} ${k.direction}`).join(', then ');
  steps.push({
    says: `ordered by ${order || 'id'}${entry.limit !== null ? `, cut at ${entry.limit}` : ''}`,
    passes: verdict.decidedBy !== 'limit',
    source: entry.rule.source,
  });
  const outcome = verdict.listed
    ? `listed at position ${verdict.position} of ${verdict.of}${verdict.featured ? ', featured' : ''}`
    : `not listed: ${verdict.decidedBy === 'limit' ? `it passes every rule but falls below the limit of ${entry.limit}` : `decided by ${verdict.decidedBy}${verdict.at ? ` (${verdict.at})` : ''}`}`;
  return { explanation: { subject: `offer "${offerId}" on list "${list}" (${selection.file})`, shown: verdict.listed, outcome, steps }, verdict };
}
