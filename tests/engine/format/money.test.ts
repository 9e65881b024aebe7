import { describe, expect, it } from 'vitest';
import { formatMoney, numberLocaleOf, toAmount } from '../../../src/engine/format/money.ts';

/** Intl separates the currency with a no-break space; compare on plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numberLocaleOf', () => {
  it('turns portal locales into BCP-47 tags', () => {
    expect(numberLocaleOf('de-de')).toBe('de-DE');
    expect(numberLocaleOf('en-gb')).toBe('en-GB');
    expect(numberLocaleOf('de-ch')).toBe('de-CH');
    expect(numberLocaleOf('EN_gb')).toBe('en-GB');
  });

  it('gives the generic English locale euro conventions', () => {
    expect(numberLocaleOf('en')).toBe('en-IE');
  });

  it('falls back to de-DE for a locale Intl cannot read', () => {
    expect(numberLocaleOf('!!')).toBe('de-DE');
    expect(numberLocaleOf('')).toBe('de-DE');
  });
});

describe('formatMoney', () => {
  it('formats euros the German way with two fraction digits', () => {
    expect(plain(formatMoney(15230.55, { locale: 'de-de' }))).toBe('15.230,55 €');
  });

  it('uses EUR when no currency is given', () => {
    expect(formatMoney(1, { locale: 'de-at' })).toContain('€');
  });

  it('always shows two fraction digits', () => {
    expect(plain(formatMoney(5, { locale: 'de-de' }))).toBe('5,00 €');
    expect(plain(formatMoney(0.125, { locale: 'de-de' }))).toBe('0,13 €');
    expect(plain(formatMoney(1234.5, { locale: 'en-gb', currency: 'GBP' }))).toBe('£1,234.50');
  });

  it('formats the generic English locale with a leading euro sign', () => {
    expect(formatMoney(15230.55, { locale: 'en' })).toBe('€15,230.55');
  });

  it('shows a minus sign for negative amounts', () => {
    expect(plain(formatMoney(-15230.55, { locale: 'de-de' }))).toBe('-15.230,55 €');
  });

  it('shows no minus sign for negative zero or amounts that round to zero', () => {
    expect(plain(formatMoney(-0, { locale: 'de-de' }))).toBe('0,00 €');
    expect(plain(formatMoney(-0.001, { locale: 'de-de' }))).toBe('0,00 €');
  });

  it('falls back to number and code for an unknown currency code', () => {
    expect(plain(formatMoney(15230.55, { locale: 'de-de', currency: 'EURO' }))).toBe('15.230,55 EURO');
  });

  it('gives an empty string for an amount that is not a number', () => {
    expect(formatMoney(Number.NaN, { locale: 'de-de' })).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY, { locale: 'de-de' })).toBe('');
  });

  it('uses the Swiss franc conventions for de-ch', () => {
    const text = formatMoney(15230.55, { locale: 'de-ch', currency: 'CHF' });
    expect(text).toContain('CHF');
    expect(text).toContain('.55');
  });
});

describe('toAmount', () => {
  it('builds an Amount with EUR by default', () => {
    expect(toAmount('Balance', 100.5)).toEqual({ label: 'Balance', amount: 100.5, currency: 'EUR', isNegative: false });
  });

  it('marks amounts below zero as negative', () => {
    expect(toAmount('Available', -0.01, 'GBP')).toEqual({
      label: 'Available',
      amount: -0.01,
      currency: 'GBP',
      isNegative: true,
    });
  });

  it('does not mark zero or negative zero as negative', () => {
    expect(toAmount('x', 0).isNegative).toBe(false);
    expect(toAmount('x', -0).isNegative).toBe(false);
  });
});
