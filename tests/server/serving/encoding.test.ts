import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding } from '../../../server/serving/encoding.ts';

const BOTH = ['br', 'gzip'] as const;

describe('parseAcceptEncoding', () => {
  it('reads codings and q-values, case-insensitively, x-gzip as gzip', () => {
    expect([...parseAcceptEncoding('GZIP;q=0.8, br, *;q=0, x-gzip;Q=0.5')]).toEqual([
      ['gzip', 0.5],
      ['br', 1],
      ['*', 0],
    ]);
  });

  it('ignores malformed entries instead of guessing', () => {
    expect([...parseAcceptEncoding('br;q=2, gzip;q=-1, deflate;q=abc, compress;q=0.1234, , ;q=1, a b, zstd;q=0.25')]).toEqual([['zstd', 0.25]]);
  });
});

describe('chooseEncoding', () => {
  const cases: [string | undefined, readonly ('br' | 'gzip')[], string][] = [
    [undefined, BOTH, 'identity'],
    ['', BOTH, 'identity'],
    ['gzip, deflate, br', BOTH, 'br'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['gzip, deflate, br', [], 'identity'],
    ['br', ['gzip'], 'identity'],
    ['gzip;q=1, br;q=0.5', BOTH, 'gzip'],
    ['gzip;q=0.5, br;q=0.9', BOTH, 'br'],
    ['gzip;q=0.5', BOTH, 'gzip'],
    ['br;q=0, gzip', BOTH, 'gzip'],
    ['br;q=0, gzip;q=0', BOTH, 'identity'],
    ['*', BOTH, 'br'],
    ['*;q=0.5, br;q=0', BOTH, 'gzip'],
    ['identity', BOTH, 'identity'],
    ['identity;q=1, gzip;q=0.5', BOTH, 'identity'],
    ['identity, gzip', BOTH, 'gzip'],
    // Nothing acceptable, not even identity: the raw file anyway, never a 406.
    ['identity;q=0', BOTH, 'identity'],
    ['*;q=0', BOTH, 'identity'],
    ['deflate', BOTH, 'identity'],
  ];
  for (const [header, available, expected] of cases) {
    it(`${JSON.stringify(header)} with ${available.join('+') || 'no variants'} -> ${expected}`, () => {
      expect(chooseEncoding(header, available)).toBe(expected);
    });
  }
});
