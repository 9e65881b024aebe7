/**
 * The partner banks of a locale, as the offers its pages list name them: each bank
 * with an offer listed there has a page of its own (/<locale>/bank/<bank id>/: where it is based,
 * the deposit guarantee that protects it, its offers), and the banks list links to them. A bank
 * is known by its offers only: the product-offer service has no list of banks (spec 7).
 */
import type { PageSubject } from '../pages/block-base.ts';
import { formatMoney } from '../format/money.ts';
import type { OfferBlockData } from './block-data-types.ts';
import type { BankListData } from './bank-list-types.ts';
import { countryNamer } from './country-name.ts';
import type { ProductOffer } from './offer.ts';
import { offerText, type OfferTexts } from './offer-view.ts';

export type { BankListData, BankListEntry } from './bank-list-types.ts';

/** One bank as its offers describe it. */
export interface PartnerBank {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 country of its licence. */
  country: string;
  guarantee: ProductOffer['depositGuarantee'];
}

/** Every bank of `offers`, once each, as its first offer names it; sorted by name in the locale. */
export function banksOf(offers: readonly ProductOffer[], locale: string): PartnerBank[] {
  const banks = new Map<string, PartnerBank>();
  for (const offer of offers) {
    if (!banks.has(offer.bank.id))
      banks.set(offer.bank.id, { id: offer.bank.id, name: offer.bank.name, country: offer.bankCountry, guarantee: offer.depositGuarantee });
  }
  const collator = new Intl.Collator(locale);
  return [...banks.values()].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
}

/** The path of a bank's page, `profilePath` the locale's bank page (/de-de/bank/). */
export function bankHref(profilePath: string, bankId: string): string {
  return `${profilePath}${encodeURIComponent(bankId)}/`;
}

export function bankListData(offers: readonly ProductOffer[], locale: string, profilePath: string): BankListData {
  const country = countryNamer(locale);
  return {
    banks: banksOf(offers, locale).map((bank) => ({
      id: bank.id,
      name: bank.name,
      flag: bank.country.toLowerCase(),
      country: country(bank.country),
      href: bankHref(profilePath, bank.id),
    })),
  };
}

/**
 * The bank page's data as one bank's page needs it (its HTML carries that bank's offers only; see
 * engine/pages/page-data.ts): the block carries every offer its locale lists.
 */
export function bankDataFor(data: OfferBlockData, bankId: string): OfferBlockData {
  const ids = new Set(data.offers.filter((offer) => offer.bank.id === bankId).map((offer) => offer.id));
  return { ...data, offers: data.offers.filter((offer) => ids.has(offer.id)), listed: data.listed.filter((listed) => ids.has(listed.id)) };
}

/** What names a bank's page: its heading (also the document title) and its description, by bank id. */
export function bankPageSubjects(offers: readonly ProductOffer[], locale: string, texts: OfferTexts): Record<string, PageSubject> {
  const country = countryNamer(locale);
  return Object.fromEntries(
    banksOf(offers, locale).map((bank) => {
      const limit = formatMoney(bank.guarantee.limit.amount, { locale, currency: bank.guarantee.limit.currency });
      const values = { bank: bank.name, country: country(bank.country), scheme: bank.guarantee.scheme, limit };
      return [bank.id, { title: offerText(texts, 'bank.pageTitle', values), description: offerText(texts, 'bank.metaDescription', values) }];
    }),
  );
}
