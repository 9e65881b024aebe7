/**
 * Offer-list expectations of the rule tests (`expect: offers: { list, first, includes,
 * excludes, featured }`): the local catalogue through the boundary check, selected by
 * selectOffers with the run's facts, the same code the build and the browser run. A failure
 * says what the list shows instead and carries explainOffer's trace of the rule that decided.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { explainOffer } from '../../src/engine/explain/offer.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { checkOffersAnswer } from '../../src/engine/offers/check-offer.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import { selectOffers } from '../../src/engine/offers/select.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import { closestName } from '../../src/node/closest-name.ts';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { loadOfferSelection } from '../offers/load-selection.ts';
import type { Failure } from './failure.ts';
import type { OffersExpectation } from './types.ts';

/** What offer expectations are checked against: the selection of the config under test and the catalogue. */
export interface OfferContext {
  selection: CompiledOfferSelection;
  catalogue: ProductOffer[];
}

/** The selection of `configDir` and the local product-offer service's catalogue; null without a selection file. */
export function loadOfferContext(repoRoot: string, config: CompiledConfig, configDir?: string): OfferContext | null {
  const selection = loadOfferSelection(repoRoot, config, configDir);
  return selection ? { selection, catalogue: checkOffersAnswer(productOffersAnswer()).offers } : null;
}

const shortList = (ids: readonly string[]) =>
  ids.length === 0 ? 'nothing' : ids.length > 6 ? `${ids.slice(0, 6).join(', ')}, … (${ids.length})` : ids.join(', ');

/** Every expectation of `expected` that does not hold for these facts. */
export function checkOffers(config: CompiledConfig, facts: Facts, offers: OfferContext | null, expected: OffersExpectation): Failure[] {
  const none = () => [];
  if (!offers)
    return [
      { path: ['offers'], message: 'expected an offer list, but no offer selection was loaded (is there a config/offers/selection.yaml?)', explain: none },
    ];
  const { selection, catalogue } = offers;
  const { list } = expected;
  const listed = selectOffers(selection, facts, catalogue, list);
  if (!listed) {
    const hint = closestName(
      list,
      selection.pages.map((p) => p.page),
    );
    return [
      {
        path: ['offers', 'list'],
        message: `unknown offer list "${list}" (no page entry of ${selection.file})${hint ? `; did you mean "${hint}"?` : ''}`,
        explain: none,
      },
    ];
  }
  const ids = listed.map((s) => s.offer.id);
  const featuredIds = listed.filter((s) => s.featured).map((s) => s.offer.id);
  const why = (offerId: string) => () => {
    const answer = explainOffer(config, { selection, facts, catalogue, list, offerId });
    return answer ? [answer.explanation] : [];
  };
  const failures: Failure[] = [];
  const known = new Set(catalogue.map((o) => o.id));
  const unknownId = (side: string, id: string, i: number): boolean => {
    if (known.has(id)) return false;
    const hint = closestName(id, known);
    failures.push({
      path: ['offers', side, i],
      message: `unknown offer "${id}": the catalogue (server/backend/product-offers.json, past the boundary check) has none${hint ? `; did you mean "${hint}"?` : ''}`,
      explain: none,
    });
    return true;
  };
  (expected.first ?? []).forEach((id, i) => {
    if (unknownId('first', id, i) || ids[i] === id) return;
    const at = ids.indexOf(id);
    const where = at < 0 ? 'it is not listed' : `it is at position ${at + 1}`;
    failures.push({
      path: ['offers', 'first', i],
      message: `expected "${id}" at position ${i + 1} of list ${list}, but ${where}; the list begins ${shortList(ids.slice(0, Math.max(3, (expected.first ?? []).length)))}`,
      explain: why(id),
    });
  });
  (expected.includes ?? []).forEach((id, i) => {
    if (unknownId('includes', id, i) || ids.includes(id)) return;
    failures.push({
      path: ['offers', 'includes', i],
      message: `expected list ${list} to show "${id}", but it does not (it shows ${shortList(ids)})`,
      explain: why(id),
    });
  });
  (expected.excludes ?? []).forEach((id, i) => {
    if (unknownId('excludes', id, i)) return;
    const at = ids.indexOf(id);
    if (at >= 0)
      failures.push({
        path: ['offers', 'excludes', i],
        message: `expected list ${list} not to show "${id}", but it does, at position ${at + 1}`,
        explain: why(id),
      });
  });
  if (expected.featured !== undefined) {
    expected.featured.forEach((id, i) => {
      if (unknownId('featured', id, i) || featuredIds.includes(id)) return;
      failures.push({
        path: ['offers', 'featured', i],
        message: `expected "${id}" featured on list ${list}, but ${ids.includes(id) ? 'it is listed without being featured' : 'it is not listed'}; featured: ${shortList(featuredIds)}`,
        explain: why(id),
      });
    });
    const extra = featuredIds.filter((id) => !expected.featured!.includes(id));
    if (extra.length > 0)
      failures.push({
        path: ['offers', 'featured'],
        message: `expected only ${shortList(expected.featured)} featured on list ${list}, but ${shortList(extra)} ${extra.length === 1 ? 'is' : 'are'} featured too`,
        explain: why(extra[0]!),
      });
  }
  return failures;
}
