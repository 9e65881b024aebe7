/**
 * Which offers a page lists, in which order, which featured (config/offers/selection.yaml):
 * the offers for sale, less those a restriction hides, those the page's rule takes, sorted
 * by the page's keys, the first featured ones moved up, cut at the page's limit. Rules see the
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
  let featuredLeft = entry.featured?.max ?? 0;
  const featured = new Set<ProductOffer>();
  for (const offer of sorted) {
    if (featuredLeft === 0) break;
    if (entry.featured && holds(entry.featured.rule, decide(offer))) {
      featured.add(offer);
      featuredLeft--;
    }
  }
  const ordered = [...sorted.filter((o) => featured.has(o)), ...sorted.filter((o) => !featured.has(o))];
  return ordered.slice(0, entry.limit ?? undefined).map((offer) => ({ offer, featured: featured.has(offer) }));
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
