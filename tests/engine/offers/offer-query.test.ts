/**
 * The offer list's filter in the address: what a shared link says is read back as written,
 * nonsense is ignored part by part (that part keeps its default), and writing keeps the
 * address's other parameters.
 */
import { describe, expect, it } from 'vitest';
import { NO_FILTER, isNoFilter, parseOfferQuery, withOfferQuery } from '../../../src/engine/offers/offer-query.ts';

describe('parseOfferQuery', () => {
  it('reads amount, term and sort', () => {
    expect(parseOfferQuery('?amount=10000&term=12&sort=rate')).toEqual({ amount: 10000, termMonths: 12, sort: 'rate' });
    expect(parseOfferQuery('sort=term&amount=2500.50')).toEqual({ amount: 2500.5, termMonths: null, sort: 'term' });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseOfferQuery('')).toEqual(NO_FILTER);
    expect(isNoFilter(parseOfferQuery(''))).toBe(true);
  });

  it.each([
    ['amount=-5', 'a negative amount'],
    ['amount=0', 'a zero amount'],
    ['amount=abc', 'a word'],
    ['amount=1e6', 'an exponent'],
    ['amount=99999999999', 'an amount beyond any offer'],
    ['amount=10.555', 'more than cents'],
    ['term=0', 'a zero term'],
    ['term=6.5', 'half a month'],
    ['term=121', 'more than ten years'],
    ['term=twelve', 'a word for a term'],
    ['sort=bank', 'an unknown sort'],
    ['sort=', 'an empty sort'],
  ])('ignores %s (%s)', (query) => {
    expect(parseOfferQuery(query)).toEqual(NO_FILTER);
  });

  it('keeps the good parts of a query with a bad one', () => {
    expect(parseOfferQuery('amount=5000&term=banana&sort=rate')).toEqual({ amount: 5000, termMonths: null, sort: 'rate' });
  });

  it('takes a URLSearchParams as well as a string', () => {
    expect(parseOfferQuery(new URLSearchParams({ term: '24' }))).toEqual({ amount: null, termMonths: 24, sort: null });
  });
});

describe('withOfferQuery', () => {
  it('writes the filter and leaves defaults out', () => {
    expect(withOfferQuery('', { amount: 10000, termMonths: 12, sort: 'rate' })).toBe('?amount=10000&term=12&sort=rate');
    expect(withOfferQuery('?amount=10000&term=12&sort=rate', NO_FILTER)).toBe('');
  });

  it("keeps the address's other parameters", () => {
    expect(withOfferQuery('?flags=x&amount=5', { amount: 700, termMonths: null, sort: null })).toBe('?flags=x&amount=700');
  });

  it('reads back what it wrote', () => {
    const filter = { amount: 25000, termMonths: 36, sort: 'term' as const };
    expect(parseOfferQuery(withOfferQuery('?design=v1', filter))).toEqual(filter);
  });
});
