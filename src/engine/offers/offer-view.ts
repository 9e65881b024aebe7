/**
 * The offers of a list as the visitor reads them, for one locale: bank with its country's flag
 * and name, rate, term, minimum, the interest at the amount entered (interest.ts, the one
 * calculation) and the deposit guarantee, every number formatted with Intl (table.ts), plus
 * the link to the offer's detail page. Texts come from the block (config/strings/offers/).
 */
import { formatMoney } from '../format/money.ts';
import { fillPlaceholders } from '../format/placeholders.ts';
import { interestFor } from './interest.ts';
import type { ProductOffer } from './offer.ts';
import type { SelectedOffer } from './select.ts';
import { offerTable, type OfferTableLabels } from './table.ts';

/** Offers without a term (overnight, notice) earn interest for as long as the money stays: the list shows a year. */
export const MONTHS_WITHOUT_TERM = 12;
/** The amount the interest column assumes until the visitor enters one. */
export const DEFAULT_INTEREST_AMOUNT = 10_000;

export interface OfferRowView {
  id: string;
  featured: boolean;
  bankName: string;
  /** The bank's country as a flag code (render/blocks/FlagIcon.tsx: an image on every system, where an emoji is letters on Windows). */
  flag: string;
  /** "Nordhafen Bank AG (Deutschland)": the name and the country in words. */
  bank: string;
  rate: string;
  term: string;
  minimum: string;
  /** The interest at the amount, or the reason there is none (outside the offer's minimum and maximum). */
  interest: string;
  guarantee: string;
  href: string | null;
}

export interface OfferListView {
  headers: { bank: string; rate: string; term: string; minimum: string; interest: string; guarantee: string; details: string };
  rows: OfferRowView[];
}

export type OfferTexts = Record<string, string>;

/** The block's text, or its key when a text is missing (validate reports missing translations before a build). */
export function offerText(texts: OfferTexts, key: string, values: Record<string, string> = {}): string {
  return fillPlaceholders(texts[key] ?? key, values);
}

export function tableLabels(texts: OfferTexts): OfferTableLabels {
  const t = (key: string) => offerText(texts, key);
  return {
    bank: t('column.bank'),
    rate: t('column.rate'),
    term: t('column.term'),
    minimum: t('column.minimum'),
    guarantee: t('column.guarantee'),
    overnight: t('term.overnight'),
    notice: texts['term.notice'] ?? '{{period}}',
    guaranteeLimit: texts['guarantee.limit'] ?? '{{limit}} ({{scheme}})',
  };
}

export function interestText(offer: ProductOffer, amount: number, locale: string, texts: OfferTexts): string {
  if (amount < offer.minimumAmount || amount > offer.maximumAmount) return offerText(texts, 'interest.outOfRange');
  const months = offer.termMonths ?? MONTHS_WITHOUT_TERM;
  const answer = interestFor({ amount, ratePerYear: offer.interestRate, months, payment: offer.interestPayment });
  if (!answer) return '–';
  const money = formatMoney(answer.interest, { locale, currency: offer.currency });
  return offer.termMonths === null ? offerText(texts, 'interest.perYear', { interest: money }) : money;
}

export function detailHref(detailPath: string | null, offerId: string): string | null {
  return detailPath === null ? null : `${detailPath}${encodeURIComponent(offerId)}/`;
}

/** `currency`: the amount's currency in the interest column's header (the list's offers share one per market). */
export function offerListView(selected: readonly SelectedOffer[], locale: string, texts: OfferTexts, amount: number, detailPath: string | null): OfferListView {
  const table = offerTable(selected, locale, tableLabels(texts));
  const currency = selected[0]?.offer.currency ?? 'EUR';
  const rows = selected.map(({ offer, featured }, index): OfferRowView => {
    const cells = table.rows[index]?.cells ?? [];
    return {
      id: offer.id,
      featured,
      bankName: offer.bank.name,
      flag: offer.bankCountry.toLowerCase(),
      bank: cells[0]?.text ?? offer.bank.name,
      rate: cells[1]?.text ?? '',
      term: cells[2]?.text ?? '',
      minimum: cells[3]?.text ?? '',
      interest: interestText(offer, amount, locale, texts),
      guarantee: cells[4]?.text ?? '',
      href: detailHref(detailPath, offer.id),
    };
  });
  const t = (key: string, values?: Record<string, string>) => offerText(texts, key, values);
  return {
    headers: {
      bank: t('column.bank'),
      rate: t('column.rate'),
      term: t('column.term'),
      minimum: t('column.minimum'),
      interest: t('column.interest', { amount: formatMoney(amount, { locale, currency }) }),
      guarantee: t('column.guarantee'),
      details: t('column.details'),
    },
    rows,
  };
}
