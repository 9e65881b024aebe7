/**
 * The figures the order form shows, formatted with Intl in the page's locale: money (two
 * decimals, the engine's formatMoney), the rate per year, the term, and the interest the amount
 * earns (interestFor: the one calculation the offer pages use too).
 */
import { formatMoney, numberLocaleOf } from '../../engine/format/money.ts';
import { interestFor, type InterestAnswer } from '../../engine/offers/interest.ts';
import type { ProductOffer } from '../../engine/offers/offer.ts';

/** Overnight and notice offers have no term: the form shows a year's interest. */
export const MONTHS_WITHOUT_TERM = 12;

export const money = (amount: number, locale: string, currency: string): string => formatMoney(amount, { locale, currency });

export function rateOf(offer: ProductOffer, locale: string): string {
  return new Intl.NumberFormat(numberLocaleOf(locale), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    offer.interestRate / 100,
  );
}

/** "12 months", "90 days" in the locale's words; null when the offer has neither a term nor a notice period. */
export function termOf(offer: ProductOffer, locale: string): string | null {
  const [count, unit] =
    offer.termMonths !== null ? [offer.termMonths, 'month'] : offer.noticePeriodDays !== null ? [offer.noticePeriodDays, 'day'] : [null, null];
  if (count === null || unit === null) return null;
  return new Intl.NumberFormat(numberLocaleOf(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

export function interestOf(offer: ProductOffer, amount: number | null): InterestAnswer | null {
  if (amount === null) return null;
  return interestFor({ amount, ratePerYear: offer.interestRate, months: offer.termMonths ?? MONTHS_WITHOUT_TERM, payment: offer.interestPayment });
}
