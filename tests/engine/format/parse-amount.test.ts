import { describe, expect, it } from 'vitest';
import { exampleAmount, parseAmount } from '../../../src/engine/format/parse-amount.ts';

describe('parseAmount', () => {
  it.each([
    ['de-de', '10.000,50', 10000.5],
    ['de-de', '10000,5', 10000.5],
    ['de-de', '10.000', 10000],
    ['de-de', '1.234.567,89', 1234567.89],
    ['de-de', '10000.50', 10000.5],
    ['en-gb', '10,000.50', 10000.5],
    ['en-gb', '10000.5', 10000.5],
    ['en-gb', '10,000', 10000],
    ['en', '2,500.75', 2500.75],
    ['fr-fr', '10 000,50', 10000.5],
    ['fr-fr', '10\u202f000,50', 10000.5],
    ['pl-pl', '10\u00a0000,50', 10000.5],
    ['fi-fi', ' 5 000 ', 5000],
    ['de-ch', "10'000.50", 10000.5],
    ['de-ch', '10\u2019000.50', 10000.5],
    ['nl-nl', '€ 10.000,50'.slice(2), 10000.5],
  ])('%s reads %j as %d', (locale, typed, expected) => {
    expect(parseAmount(typed, locale)).toBe(expected);
  });

  it.each([
    ['de-de', ''],
    ['de-de', '   '],
    ['de-de', '10,005'],
    ['de-de', '-100'],
    ['de-de', '1e5'],
    ['de-de', '10.00.00'],
    ['en-gb', '10,00,000'],
    ['en-gb', 'ten'],
    ['en-gb', '10.5.5'],
    ['en-gb', '€100'],
  ])('%s refuses %j', (locale, typed) => {
    expect(parseAmount(typed, locale)).toBeNull();
  });

  it('writes its example the way it reads it', () => {
    for (const locale of ['de-de', 'en-gb', 'fr-fr', 'de-ch', 'pl-pl', 'fi-fi', 'it-it', 'es-es', 'nl-nl', 'en']) {
      expect(parseAmount(exampleAmount(locale), locale), locale).toBe(10000.5);
    }
    expect(exampleAmount('de-de')).toBe('10.000,50');
    expect(exampleAmount('en-gb')).toBe('10,000.50');
  });
});
