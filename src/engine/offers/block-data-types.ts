/**
 * What an offer block (`offers`, `offer-detail`) carries besides its config, as the view model
 * names it (src/blocks/offers/types.ts, src/blocks/offer-detail/types.ts). Its own module that
 * imports only import-free ones: the view-model types are imported by the modules that facts and
 * rules are made of, so naming those here would close a cycle. block-data.ts makes and reads it.
 */
import type { ProductOffer } from './offer.ts';
import type { SortKey } from './sort-key.ts';

export interface ListedOffer {
  id: string;
  featured: boolean;
}

/** A prepared rule as the browser gets it: the JSON-Logic alone. */
export interface OfferRule {
  logic: unknown;
}

/** config/offers/selection.yaml compiled (a CompiledOfferSelection is one). */
export interface OfferSelectionRules {
  forSale: OfferRule;
  restrictions: readonly { id: string; rule: OfferRule }[];
  pages: readonly { page: string; rule: OfferRule; order: readonly SortKey[]; featured: readonly { rule: OfferRule; max: number }[]; limit: number | null }[];
}

export interface OfferBlockData {
  /** The offers of the build's catalogue (past the boundary check) the block lists: for the detail block, those some offer page of this locale lists. */
  offers: ProductOffer[];
  /** The block's list as a visitor saw it at build time, in order; for the detail block every listed offer. */
  listed: ListedOffer[];
  /** The build's date (YYYY-MM-DD), for "rates as of". */
  builtOn: string;
  selection: OfferSelectionRules;
  /**
   * A visitor's facts on this page at build time (engine Facts): the live answer is selected
   * with them, at the visit's time (block-data.ts `visitFacts`).
   */
  visitorFacts: Record<string, unknown>;
  /** config/strings/offers/<language>.yaml. */
  texts: Record<string, string>;
  /** The path of the locale's offer detail page (the offer's id is appended), or null when it has none. */
  detailPath: string | null;
  /** The path of the locale's bank page (the bank's id is appended), or null when it has none. */
  bankPath?: string | null;
}
