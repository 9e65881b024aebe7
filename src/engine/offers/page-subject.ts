/**
 * What names an offer's own page (/<locale>/products/offer/<id>/): its heading, which is also its
 * document title, and its description, from the offer's facts in the locale (offer-detail.ts)
 * and the block's texts (`detail.pageTitle.<product type>`, `detail.metaDescription` in
 * config/strings/offers/). The build writes them into the detail block (tools/offers/offer-build.ts),
 * so each offer's page is told apart by search engines, tabs and screen readers while the first
 * load carries no offer formatting. Every offer page's body carries every offer's names (about
 * 25 bytes gzip each), so they say no more than a search result needs.
 */
import type { PageSubject } from '../pages/block-base.ts';
import { offerFacts } from './offer-detail.ts';
import type { ProductOffer } from './offer.ts';
import { offerText, type OfferTexts } from './offer-view.ts';

export function offerPageSubject(offer: ProductOffer, locale: string, texts: OfferTexts): PageSubject {
  const facts = offerFacts(offer, locale, texts);
  const value = (key: string) => facts.rows.find((row) => row.key === key)?.value ?? '';
  const values = { bank: offer.bank.name, rate: facts.rate, term: facts.term, minimum: value('minimum'), bankAndCountry: value('bank') };
  // The heading names the kind of deposit in words (a fixed-term deposit of 2 years at ...).
  return {
    title: offerText(texts, `detail.pageTitle.${offer.productType}`, values),
    description: offerText(texts, 'detail.metaDescription', values),
  };
}

/** Every offer's page names, by offer id (the last segment of its page's path). */
export function offerPageSubjects(offers: readonly ProductOffer[], locale: string, texts: OfferTexts): Record<string, PageSubject> {
  return Object.fromEntries(offers.map((offer) => [offer.id, offerPageSubject(offer, locale, texts)]));
}
