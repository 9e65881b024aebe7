/**
 * Whether the offer lists of a locale change at an instant: the selection's rules are shared by
 * every locale, so a campaign's `from` is a time in all of them, while it changes the lists of
 * only those markets that sell what it selects. `portal schedule` names a time only for the
 * locales whose lists differ just before it and at it. The lists compared are a visitor's, what
 * the prerendered pages show and what a rebuild at that time is for.
 */
import { visitorFacts } from '../offers/visitor.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { nowFacts, timeZoneOf } from '../../src/engine/facts/now.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import { selectOffers } from '../../src/engine/offers/select.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';

/** One locale's lists at one instant, as text: the offers in order, a featured one marked. */
type ListsAt = (locale: string, at: number) => string;

export function offerListsAt(config: CompiledConfig, selection: CompiledOfferSelection, catalogue: readonly ProductOffer[]): ListsAt {
  const seen = new Map<string, string>();
  // A visitor's facts on each offer page, derived once: only `now` differs from one instant to the next.
  const visitors = new Map<string, { page: string; facts: Facts }[]>();
  const visitorsOf = (locale: string) => {
    let found = visitors.get(locale);
    if (!found) {
      const pages = (config.pages[locale] ?? []).filter((page) => selection.pages.some((entry) => entry.page === page.id));
      found = pages.map((page) => ({ page: page.id, facts: visitorFacts(config, locale, page.path ?? `/${locale}/`) }));
      visitors.set(locale, found);
    }
    return found;
  };
  return (locale, at) => {
    const key = `${locale}|${at}`;
    let lists = seen.get(key);
    if (lists === undefined) {
      const timeZone = timeZoneOf(config.locales.byCode[locale]);
      lists = visitorsOf(locale)
        .map(({ page, facts: visitor }) => {
          const facts = { ...visitor, now: nowFacts(at, timeZone) };
          const listed = selectOffers(selection, facts, catalogue, page) ?? [];
          return `${page}:${listed.map((s) => (s.featured ? `*${s.offer.id}` : s.offer.id)).join(',')}`;
        })
        .join('\n');
      seen.set(key, lists);
    }
    return lists;
  };
}

/** The locales of a time whose lists change at it (a millisecond before against the instant). */
export function localesWhoseListsChange<T extends { locale: string; at: number }>(instants: readonly T[], listsAt: ListsAt): T[] {
  return instants.filter(({ locale, at }) => listsAt(locale, at - 1) !== listsAt(locale, at));
}
