/**
 * What an offer block (`offers`, `offer-detail`) carries besides its config: the build's
 * offers for the page's market, which of them a visitor was listed at build time (what the
 * prerendered HTML shows, so the browser's first render draws the same), the selection's
 * rules (so the live answer is selected the same way, with the visitor's own facts) and the
 * block's texts (config/strings/offers/, which travel with the offer pages only). The build
 * writes it into the page's body (tools/vite/portal-config-plugin.ts); Node tools that
 * compile config without the catalogue leave it out, and the block then draws nothing.
 */
import type { Facts } from '../facts/types.ts';
import type { ProductOffer } from './offer.ts';
import { selectOffers, type SelectedOffer } from './select.ts';
import type { CompiledOfferSelection } from './selection.ts';

export interface ListedOffer {
  id: string;
  featured: boolean;
}

export interface OfferBlockData {
  /** The offers of the build's catalogue (past the boundary check) the block lists: for the detail block, those some offer page of this locale lists. */
  offers: ProductOffer[];
  /** The block's list as a visitor saw it at build time, in order; for the detail block every listed offer. */
  listed: ListedOffer[];
  /** The build's date (YYYY-MM-DD), for "rates as of". */
  builtOn: string;
  selection: CompiledOfferSelection;
  /** config/strings/offers/<language>.yaml. */
  texts: Record<string, string>;
  /** The path of the locale's offer detail page (the offer's id is appended), or null when it has none. */
  detailPath: string | null;
}

/**
 * The offers `list` (a page entry of the selection) shows for these facts; every offer some
 * entry lists (each once, featured when any entry features it) when `list` is null.
 */
export function listOffers(selection: CompiledOfferSelection, facts: Facts, offers: readonly ProductOffer[], list: string | null): SelectedOffer[] {
  if (list !== null) return selectOffers(selection, facts, offers, list) ?? [];
  const all = new Map<string, SelectedOffer>();
  for (const entry of selection.pages) {
    for (const selected of selectOffers(selection, facts, offers, entry.page) ?? []) {
      const known = all.get(selected.offer.id);
      all.set(selected.offer.id, { offer: selected.offer, featured: selected.featured || (known?.featured ?? false) });
    }
  }
  return [...all.values()];
}

/** The build-time list back as offers (ids the offers no longer hold are left out). */
export function listedAt(data: OfferBlockData): SelectedOffer[] {
  const byId = new Map(data.offers.map((offer) => [offer.id, offer]));
  return data.listed.flatMap(({ id, featured }) => {
    const offer = byId.get(id);
    return offer ? [{ offer, featured }] : [];
  });
}

/** The data of one offer block for one locale at build time, for a visitor (no customer facts). */
export function offerBlockData(input: {
  selection: CompiledOfferSelection;
  visitorFacts: Facts;
  catalogue: readonly ProductOffer[];
  list: string | null;
  texts: Record<string, string>;
  detailPath: string | null;
}): OfferBlockData {
  const { selection, visitorFacts, catalogue, list } = input;
  const everyListed = listOffers(selection, visitorFacts, catalogue, null);
  const listed = list === null ? everyListed : listOffers(selection, visitorFacts, catalogue, list);
  return {
    // A list block needs its own offers only; the detail block every offer it may be asked for.
    offers: listed.map((selected) => selected.offer),
    listed: listed.map(({ offer, featured }) => ({ id: offer.id, featured })),
    builtOn: visitorFacts.now.date,
    selection,
    texts: input.texts,
    detailPath: input.detailPath,
  };
}
