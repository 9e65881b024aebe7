import { describe, expect, it } from 'vitest';
import { interestFor } from '../../../src/engine/offers/interest.ts';

describe('interestFor', () => {
  it('pays simple interest for part of a year at maturity', () => {
    // 10,000 at 3 % for 6 months: 10,000 × 0.03 × 6/12 = 150.
    expect(interestFor({ amount: 10000, ratePerYear: 3, months: 6, payment: 'AT_MATURITY' })).toEqual({
      interest: 150,
      total: 10150,
      payments: 1,
      perPayment: 150,
    });
  });

  it('compounds yearly at maturity over whole years, simple for the rest', () => {
    // 10,000 × 1.02² = 10,404; then × (1 + 0.02 × 6/12) = 10,508.04.
    expect(interestFor({ amount: 10000, ratePerYear: 2, months: 30, payment: 'AT_MATURITY' })?.interest).toBe(508.04);
  });

  it('does not compound interest that is paid out', () => {
    expect(interestFor({ amount: 10000, ratePerYear: 2, months: 24, payment: 'YEARLY' })).toEqual({
      interest: 400,
      total: 10400,
      payments: 2,
      perPayment: 200,
    });
    expect(interestFor({ amount: 12000, ratePerYear: 2.5, months: 3, payment: 'MONTHLY' })).toEqual({
      interest: 75,
      total: 12075,
      payments: 3,
      perPayment: 25,
    });
  });

  it('rounds to cents at the end only', () => {
    expect(interestFor({ amount: 3333.33, ratePerYear: 1.75, months: 7, payment: 'AT_MATURITY' })?.interest).toBe(34.03);
  });

  it('answers nothing for amounts, rates or terms that make no sense', () => {
    expect(interestFor({ amount: 0, ratePerYear: 2, months: 12, payment: 'YEARLY' })).toBeNull();
    expect(interestFor({ amount: 1000, ratePerYear: -1, months: 12, payment: 'YEARLY' })).toBeNull();
    expect(interestFor({ amount: 1000, ratePerYear: 2, months: 0, payment: 'YEARLY' })).toBeNull();
    expect(interestFor({ amount: Number.NaN, ratePerYear: 2, months: 12, payment: 'YEARLY' })).toBeNull();
  });
});
