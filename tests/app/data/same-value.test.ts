import { describe, expect, it } from 'vitest';
import { sameValue } from '../../../src/app/data/same-value.ts';

describe('sameValue (structural equality of view-model data)', () => {
  it('is true for equal plain data, however deep', () => {
    expect(sameValue({ a: [1, { b: 'x', c: null }], d: true }, { a: [1, { b: 'x', c: null }], d: true })).toBe(true);
    expect(sameValue([], [])).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('is false for any difference: a value, a missing or extra key, an array length, array against object', () => {
    expect(sameValue({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameValue([1], [1, 1])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ a: null }, { a: {} })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});
