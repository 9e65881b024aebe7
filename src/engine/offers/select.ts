/**
 * Which offers a page lists, in which order, which featured (config/offers/selection.yaml):
 * the offers for sale, less those a restriction hides, those the page's rule takes, sorted
 * by the page's keys, the featured ones moved up (each featured entry in turn), cut at the page's limit. Rules see the
 * facts plus the offer under decision as `offer`.
 */
import type { Facts } from '../facts/types.ts';
import { holds } from '../rules/evaluate.ts';
import type { ProductOffer } from './offer.ts';
import type { OfferSelectionRules } from './block-data-types.ts';
import type { SortKey } from './sort-key.ts';

export interface SelectedOffer {
  offer: ProductOffer;
  featured: boolean;
  /** Which of the page's featured entries featured it (its index, in the order written). */
  featuredBy?: number;
}

/**
 * The offers `page` (a page id of config/pages) lists for these facts; null when the
 * selection has no entry for that page (it is no offer page).
 */
export function selectOffers(selection: OfferSelectionRules, facts: Facts, offers: readonly ProductOffer[], page: string): SelectedOffer[] | null {
  const entry = selection.pages.find((p) => p.page === page);
  if (!entry) return null;
  const decide = (offer: ProductOffer) => ({ ...facts, offer });
  const listed = offers.filter((offer) => {
    const data = decide(offer);
    return holds(selection.forSale, data) && !selection.restrictions.some((r) => holds(r.rule, data)) && holds(entry.rule, data);
  });
  const sorted = [...listed].sort(byKeys(entry.order));
  const featured = featuredOffers(entry.featured, sorted, decide);
  const ordered = [...featured.keys(), ...sorted.filter((o) => !featured.has(o))];
  return ordered.slice(0, entry.limit ?? undefined).map((offer) => {
    const by = featured.get(offer);
    return by === undefined ? { offer, featured: false } : { offer, featured: true, featuredBy: by };
  });
}

/**
 * The featured offers, in the order they come first, with the entry that featured each: each entry in turn takes the first offers
 * of the page's order its rule holds for, up to its max, leaving out those an earlier entry took
 * (a campaign written before a standing promotion comes before it).
 */
function featuredOffers(
  entries: OfferSelectionRules['pages'][number]['featured'],
  sorted: readonly ProductOffer[],
  decide: (offer: ProductOffer) => object,
): Map<ProductOffer, number> {
  const featured = new Map<ProductOffer, number>();
  entries.forEach((entry, index) => {
    let left = entry.max;
    for (const offer of sorted) {
      if (left === 0) break;
      if (!featured.has(offer) && holds(entry.rule, decide(offer))) {
        featured.set(offer, index);
        left--;
      }
    }
  });
  return featured;
}

function fieldOf(offer: ProductOffer, field: SortKey['field']): string | number | null {
  return field === 'bank.name' ? offer.bank.name : offer[field];
}

/** Sort keys in turn; a missing value (null) last in either direction; then by id, so equal offers keep one order. */
function byKeys(keys: readonly SortKey[]) {
  return (a: ProductOffer, b: ProductOffer): number => {
    for (const { field, direction } of keys) {
      const x = fieldOf(a, field);
      const y = fieldOf(b, field);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = x < y ? -1 : 1;
      return direction === 'ascending' ? order : -order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
