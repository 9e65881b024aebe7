/**
 * One offer's facts as its detail page lists them, for one locale: bank and its country, rate,
 * term or notice period, minimum and maximum, how interest is paid, early termination, the
 * deposit guarantee. Numbers and names through Intl (table.ts); words from the block's texts.
 */
import { formatMoney } from '../format/money.ts';
import type { ProductOffer } from './offer.ts';
import { offerText, tableLabels, type OfferTexts } from './offer-view.ts';
import { offerTable } from './table.ts';

export interface OfferFactRow {
  key: string;
  label: string;
  value: string;
}

export interface OfferFacts {
  /** The bank's country as a flag code (render/blocks/FlagIcon.tsx). */
  flag: string;
  rate: string;
  term: string;
  rows: OfferFactRow[];
}

/** The offer id a detail page's path names: its last segment (/de-de/products/offer/<id>/). */
export function offerIdOfPath(path: string): string {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  try {
    return decodeURIComponent(segments[segments.length - 1] ?? '');
  } catch {
    return '';
  }
}

export function offerFacts(offer: ProductOffer, locale: string, texts: OfferTexts): OfferFacts {
  const t = (key: string) => offerText(texts, key);
  const cells = offerTable([{ offer, featured: false }], locale, tableLabels(texts)).rows[0]?.cells ?? [];
  const text = (index: number) => cells[index]?.text ?? '';
  const money = (amount: number, currency = offer.currency) => formatMoney(amount, { locale, currency });
  const rows: OfferFactRow[] = [
    { key: 'bank', label: t('detail.bank'), value: text(0) },
    { key: 'rate', label: t('column.rate'), value: text(1) },
    { key: 'term', label: offer.productType === 'NOTICE' ? t('detail.notice') : t('column.term'), value: text(2) },
    { key: 'minimum', label: t('column.minimum'), value: money(offer.minimumAmount) },
    { key: 'maximum', label: t('detail.maximum'), value: money(offer.maximumAmount) },
    { key: 'payment', label: t('detail.payment'), value: t(`payment.${offer.interestPayment}`) },
    { key: 'early', label: t('detail.early'), value: t(offer.earlyTermination ? 'detail.early.yes' : 'detail.early.no') },
    { key: 'guarantee', label: t('column.guarantee'), value: text(4) },
  ];
  return { flag: offer.bankCountry.toLowerCase(), rate: text(1), term: text(2), rows };
}
