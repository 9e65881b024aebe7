import { expect, it } from 'vitest';
import { openDepositHref } from '../../../src/engine/offers/open-deposit-link.ts';
import { orderableOffer } from '../../../src/engine/offers/orderable.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';

it('links an offer to the open-deposit page of the locale, its id encoded', () => {
  expect(openDepositHref('de-de', 'tauernbank-term-48m')).toBe('/de-de/open-deposit/?offer=tauernbank-term-48m');
  expect(openDepositHref('en-gb', 'a b/c&d')).toBe('/en-gb/open-deposit/?offer=a%20b%2Fc%26d');
  expect(new URL(openDepositHref('fr-fr', 'x&y=z'), 'http://h').searchParams.get('offer')).toBe('x&y=z');
});

it('an order form opens only an offer sold in the locale on the day', () => {
  const offer = { id: 'o', markets: ['de-de'], availableFrom: '2026-01-01', availableUntil: '2026-12-31' } as ProductOffer;
  expect(orderableOffer([offer], 'o', 'de-de', '2026-06-01')).toBe(offer);
  expect(orderableOffer([offer], 'o', 'en-gb', '2026-06-01')).toBeNull();
  expect(orderableOffer([offer], 'o', 'de-de', '2025-12-31')).toBeNull();
  expect(orderableOffer([offer], 'o', 'de-de', '2027-01-01')).toBeNull();
  expect(orderableOffer([offer], 'p', 'de-de', '2026-06-01')).toBeNull();
  expect(orderableOffer([offer], null, 'de-de', '2026-06-01')).toBeNull();
  expect(orderableOffer([{ ...offer, availableUntil: null }], 'o', 'de-de', '2099-01-01')).not.toBeNull();
});
