import { describe, expect, it } from 'vitest';
import { roundToHalf, starBucket } from '../../../src/engine/format/reviews.ts';

describe('roundToHalf', () => {
  it.each([
    [4.2, 4],
    [4.24, 4],
    [4.25, 4.5],
    [4.6, 4.5],
    [4.75, 5],
    [3, 3],
    [1.1, 1],
  ])('rounds %d to %d', (score, expected) => {
    expect(roundToHalf(score)).toBe(expected);
  });

  it('reads scores sent as strings', () => {
    expect(roundToHalf('4.3')).toBe(4.5);
  });

  it('gives 0 for absent or non-numeric scores', () => {
    expect(roundToHalf(undefined)).toBe(0);
    expect(roundToHalf(null)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
    expect(roundToHalf('')).toBe(0);
    expect(roundToHalf('great')).toBe(0);
    expect(roundToHalf(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('keeps the result within 0 to 5', () => {
    expect(roundToHalf(-1)).toBe(0);
    expect(Object.is(roundToHalf(-0.1), 0)).toBe(true);
    expect(roundToHalf(7)).toBe(5);
  });
});

describe('starBucket', () => {
  it.each([
    [1, 1],
    [1.7, 1],
    [1.71, 2],
    [2.7, 2],
    [2.71, 3],
    [3.7, 3],
    [3.8, 4],
    [4.2, 4],
    [4.21, 5],
    [4.8, 5],
    [5, 5],
  ])('puts score %d in bucket %d', (score, bucket) => {
    expect(starBucket(score)).toBe(bucket);
  });

  it('uses the raw score, not the rounded one', () => {
    // 4.4 rounds to 4.5, but 4.4 is above 4.2 anyway; 4.1 rounds to 4 and stays in 4.
    expect(starBucket(4.1)).toBe(4);
    // 1.74 rounds to 1.5 (bucket 1 if rounded first) but is above 1.7.
    expect(starBucket(1.74)).toBe(2);
  });

  it('gives 0 for an absent score', () => {
    expect(starBucket(undefined)).toBe(0);
    expect(starBucket(null)).toBe(0);
    expect(starBucket(Number.NaN)).toBe(0);
    expect(starBucket('n/a')).toBe(0);
  });

  it('gives 0 for a zero or negative score', () => {
    expect(starBucket(0)).toBe(0);
    expect(starBucket(-2)).toBe(0);
  });

  it('reads scores sent as strings', () => {
    expect(starBucket('4.5')).toBe(5);
  });
});
