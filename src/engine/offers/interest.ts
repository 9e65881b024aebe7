/**
 * The interest an offer earns on an amount (the calculator of the offer pages, the
 * deposit order form). One function, so the public list, the detail page and the order form
 * can never quote different figures for the same offer.
 *
 * The product-offer service states a nominal rate per year and how interest is paid:
 * - AT_MATURITY: interest stays in the deposit and earns interest itself once a year
 *   (compounded yearly over whole years, simple for the months that remain);
 * - YEARLY and MONTHLY: interest is paid out to the customer's account, so it does not compound.
 * Overnight and notice offers have no term: the caller passes the months to calculate for
 * (the calculator's own choice, 12 by default). Amounts are rounded to cents at the end only.
 */
import type { InterestPayment } from './offer.ts';

export interface InterestQuestion {
  amount: number;
  /** Percent per year: 2.3 is 2.30 % p.a. */
  ratePerYear: number;
  months: number;
  payment: InterestPayment;
}

export interface InterestAnswer {
  /** Interest earned over the whole term, rounded to cents. */
  interest: number;
  /** Amount plus interest at maturity (for paid-out interest: what was paid out plus the amount). */
  total: number;
  /** Number of interest payments over the term (1 for AT_MATURITY). */
  payments: number;
  /** One payment's amount for YEARLY and MONTHLY (the last one may be shorter); the interest for AT_MATURITY. */
  perPayment: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Null when the question makes no sense (negative, not finite, zero months): callers show no figure. */
export function interestFor({ amount, ratePerYear, months, payment }: InterestQuestion): InterestAnswer | null {
  if (![amount, ratePerYear, months].every(Number.isFinite) || amount <= 0 || ratePerYear < 0 || months <= 0) return null;
  const rate = ratePerYear / 100;
  if (payment === 'AT_MATURITY') {
    const years = Math.floor(months / 12);
    const rest = months - years * 12;
    const grown = amount * (1 + rate) ** years * (1 + (rate * rest) / 12);
    const interest = cents(grown - amount);
    return { interest, total: cents(amount + interest), payments: 1, perPayment: interest };
  }
  const interest = cents((amount * rate * months) / 12);
  const periodMonths = payment === 'YEARLY' ? 12 : 1;
  return {
    interest,
    total: cents(amount + interest),
    payments: Math.ceil(months / periodMonths),
    perPayment: cents((amount * rate * Math.min(periodMonths, months)) / 12),
  };
}
