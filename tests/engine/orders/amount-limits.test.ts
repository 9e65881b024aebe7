import { describe, expect, it } from 'vitest';
import { amountOverLimit } from '../../../src/engine/orders/amount-limits.ts';

const OFFER = { minimum: 1000, maximum: 100_000, available: 20_000, currency: 'EUR' };

describe('amountOverLimit', () => {
  it('lets an amount within the offer and the balance through, the limits included', () => {
    expect(amountOverLimit(1000, OFFER)).toBeNull();
    expect(amountOverLimit(20_000, OFFER)).toBeNull();
  });

  it('answers as the order service does: the minimum, then the maximum, then what is available', () => {
    expect(amountOverLimit(999.99, OFFER)).toEqual({ outcome: 'limit', code: 'min', values: { min: 1000 }, currency: 'EUR' });
    expect(amountOverLimit(100_000.01, { ...OFFER, available: 1_000_000 })).toEqual({
      outcome: 'limit',
      code: 'max',
      values: { max: 100_000 },
      currency: 'EUR',
    });
    // Above both the maximum and the balance: the maximum is named first, as the service names it.
    expect(amountOverLimit(200_000, OFFER)?.code).toBe('max');
    expect(amountOverLimit(20_000.01, OFFER)).toEqual({ outcome: 'limit', code: 'higherThanLeftOver', values: { leftOver: 20_000 }, currency: 'EUR' });
  });

  it('names nothing below zero as what is left, and checks only the balance without an offer', () => {
    expect(amountOverLimit(10, { ...OFFER, available: -5 })?.values).toEqual({ min: 1000 });
    const withdrawal = { minimum: null, maximum: null, available: -5, currency: 'EUR' };
    expect(amountOverLimit(10, withdrawal)).toEqual({ outcome: 'limit', code: 'higherThanLeftOver', values: { leftOver: 0 }, currency: 'EUR' });
    expect(amountOverLimit(0.01, { ...withdrawal, available: 0.01 })).toBeNull();
  });
});
