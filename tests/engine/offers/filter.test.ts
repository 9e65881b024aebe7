/**
 * Filtering and sorting an offer list: the amount keeps offers whose minimum ≤ amount ≤
 * maximum, the term keeps that exact term, sorting by rate or term orders with the other as a
 * tie-break and then the id; without a sort the page's order (featured first) stays. Checked
 * against the local catalogue with expectations worked out here, not by the code under test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filterOffers, termChoices } from '../../../src/engine/offers/filter.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { NO_FILTER } from '../../../src/engine/offers/offer-query.ts';
import type { SelectedOffer } from '../../../src/engine/offers/select.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;
const listed: SelectedOffer[] = catalogue.filter((o) => o.markets.includes('de-de')).map((offer, i) => ({ offer, featured: i < 2 }));
const ids = (list: SelectedOffer[]) => list.map((s) => s.offer.id);

function make(id: string, rate: number, term: number | null, min = 1000, max = 100_000, notice: number | null = null): SelectedOffer {
  const offer = { ...catalogue[0]!, id, interestRate: rate, termMonths: term, noticePeriodDays: notice, minimumAmount: min, maximumAmount: max };
  return { offer, featured: false };
}

describe('filterOffers', () => {
  it('without a filter keeps the list and its order', () => {
    expect(ids(filterOffers(listed, NO_FILTER))).toEqual(ids(listed));
  });

  it('by amount keeps exactly the offers that take it, limits included', () => {
    const list = [make('a', 1, 12, 5000, 50_000), make('b', 1, 12, 1000, 4999), make('c', 1, 12, 50_000, 100_000)];
    expect(ids(filterOffers(list, { ...NO_FILTER, amount: 5000 }))).toEqual(['a']);
    expect(ids(filterOffers(list, { ...NO_FILTER, amount: 50_000 }))).toEqual(['a', 'c']);
    expect(ids(filterOffers(list, { ...NO_FILTER, amount: 4999 }))).toEqual(['b']);
    expect(ids(filterOffers(list, { ...NO_FILTER, amount: 200_000 }))).toEqual([]);
  });

  it('by term keeps that term only (overnight and notice offers have none)', () => {
    const list = [make('a', 1, 12), make('b', 1, 24), make('c', 1, null), make('d', 1, 12)];
    expect(ids(filterOffers(list, { ...NO_FILTER, termMonths: 12 }))).toEqual(['a', 'd']);
  });

  it('sorts by rate, highest first, then shortest term, then id', () => {
    const list = [make('x', 2, 24), make('b', 3, 12), make('a', 2, 12), make('c', 2, 12)];
    expect(ids(filterOffers(list, { ...NO_FILTER, sort: 'rate' }))).toEqual(['b', 'a', 'c', 'x']);
  });

  it('sorts by term, shortest first (overnight, then notice by days), then highest rate', () => {
    const list = [make('t24', 3, 24), make('t12', 2, 12), make('t12b', 2.5, 12), make('notice', 1, null, 1000, 100_000, 90), make('overnight', 1, null)];
    expect(ids(filterOffers(list, { ...NO_FILTER, sort: 'term' }))).toEqual(['overnight', 'notice', 't12b', 't12', 't24']);
  });

  it('does not change the list it was given', () => {
    const before = ids(listed);
    filterOffers(listed, { amount: 5000, termMonths: 12, sort: 'rate' });
    expect(ids(listed)).toEqual(before);
  });

  it('on the catalogue: amount and rate sort together match a plain reading of the offers', () => {
    const amount = 150_000;
    const terms = listed.filter((s) => s.offer.productType === 'TERM');
    const expected = terms
      .map((s) => s.offer)
      .filter((o) => o.minimumAmount <= amount && amount <= o.maximumAmount)
      .sort((a, b) => b.interestRate - a.interestRate || a.termMonths! - b.termMonths! || (a.id < b.id ? -1 : 1))
      .map((o) => o.id);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(terms.length);
    expect(ids(filterOffers(terms, { amount, termMonths: null, sort: 'rate' }))).toEqual(expected);
  });
});

describe('termChoices', () => {
  it('lists each term once, shortest first', () => {
    expect(termChoices([make('a', 1, 24), make('b', 1, 3), make('c', 1, 24), make('d', 1, null)])).toEqual([3, 24]);
  });
});
