/**
 * The partner banks of a locale as its offers name them (src/engine/offers/banks.ts):
 * one entry per bank, A to Z as the locale sorts names, the country in the page's language, the
 * page's address; a bank page's data keeps that bank's offers only. Made-up offers, so a name
 * with an umlaut and a bank with several offers are certain to be there.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OfferBlockData } from '../../../src/engine/offers/block-data-types.ts';
import { bankDataFor, bankHref, bankListData, banksOf } from '../../../src/engine/offers/banks.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;
const base = catalogue[0]!;
const offer = (id: string, bankId: string, name: string, country: string): ProductOffer => ({ ...base, id, bank: { id: bankId, name }, bankCountry: country });
const offers = [
  offer('z-1', 'zeta', 'Zeta Bank', 'FI'),
  offer('o-1', 'oster', 'Österbank AG', 'AT'),
  offer('z-2', 'zeta', 'Zeta Bank', 'FI'),
  offer('a-1', 'alpha', 'Alpha Bank', 'IT'),
];

describe('banksOf', () => {
  it('names each bank once, sorted as the locale sorts names (Ö with O in German)', () => {
    expect(banksOf(offers, 'de-de').map((bank) => bank.id)).toEqual(['alpha', 'oster', 'zeta']);
    expect(banksOf([], 'de-de')).toEqual([]);
  });
});

describe('bankListData', () => {
  it("gives each bank its flag, its country in the page's language and its page's address", () => {
    expect(bankListData(offers, 'de-de', '/de-de/bank/').banks).toEqual([
      { id: 'alpha', name: 'Alpha Bank', flag: 'it', country: 'Italien', href: '/de-de/bank/alpha/' },
      { id: 'oster', name: 'Österbank AG', flag: 'at', country: 'Österreich', href: '/de-de/bank/oster/' },
      { id: 'zeta', name: 'Zeta Bank', flag: 'fi', country: 'Finnland', href: '/de-de/bank/zeta/' },
    ]);
    expect(bankListData(offers, 'en-gb', '/en-gb/bank/').banks.map((bank) => bank.country)).toEqual(['Italy', 'Austria', 'Finland']);
  });

  it('escapes an id that is not a plain path segment', () => {
    expect(bankHref('/de-de/bank/', 'a/b c')).toBe('/de-de/bank/a%2Fb%20c/');
  });
});

describe('bankDataFor', () => {
  it("keeps the named bank's offers and listed rows only, and nothing for an unknown bank", () => {
    const data = { offers, listed: offers.map((o) => ({ id: o.id, featured: false })) } as unknown as OfferBlockData;
    const zeta = bankDataFor(data, 'zeta');
    expect(zeta.offers.map((o) => o.id)).toEqual(['z-1', 'z-2']);
    expect(zeta.listed.map((l) => l.id)).toEqual(['z-1', 'z-2']);
    expect(bankDataFor(data, 'no-such-bank').offers).toEqual([]);
  });
});
