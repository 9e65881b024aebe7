/**
 * Offer lists as one more part of a view: for a persona in a locale, every offer
 * list of config/offers/selection.yaml whose page that locale has, selected the way the build
 * and the browser select it (selectOffers over the local catalogue), with the persona moved
 * onto the list's page. Shaped like a view-model part, `offers[list].offers[id]`, so the
 * generic comparison names an offer that joins or leaves a list, and a changed order.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { selectOffers } from '../../src/engine/offers/select.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { OfferContext } from '../rule-tests/offers.ts';
import { withOverrides } from '../portal/persona.ts';

export interface ListedOffer {
  id: string;
  /** The rate shown on the list, in percent: a changed catalogue or filter can move it. */
  interestRate: number;
  featured?: true;
}

export interface OfferListPart {
  /** The list's page id (the selection's `page:`). */
  id: string;
  path: string;
  offers: ListedOffer[];
}

/** Every offer list `persona` (already in `locale`) sees in `config`; empty without a selection. */
export function offerListsOf(config: CompiledConfig, offers: OfferContext | null, persona: Persona, locale: string): OfferListPart[] {
  if (!offers) return [];
  const pages = config.pages[locale] ?? [];
  const lists: OfferListPart[] = [];
  for (const entry of offers.selection.pages) {
    const page = pages.find((p) => p.id === entry.page && p.path !== null);
    if (!page) continue;
    const facts = deriveFacts(withOverrides(persona, { page: page.path! }), config);
    const selected = selectOffers(offers.selection, facts, offers.catalogue, entry.page) ?? [];
    lists.push({
      id: entry.page,
      path: page.path!,
      offers: selected.map((s) => ({
        id: s.offer.id,
        interestRate: s.offer.interestRate,
        ...(s.featured ? { featured: true as const } : {}),
      })),
    });
  }
  return lists;
}
