import { describe, expect, it, vi } from 'vitest';
import { createLocalFakeToken, decodeToken, isTokenExpired, readToken, tokenLifetimeSeconds, tokenRemainingSeconds } from '../../../src/app/session/token.ts';
import { signToken } from '../support/jwt.ts';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const nowS = NOW / 1000;

describe('token expiry', () => {
  it('a token before its exp is valid, after it expired', async () => {
    const token = await signToken({ iat: nowS - 10, exp: nowS + 60 });
    expect(isTokenExpired(token, NOW, 0)).toBe(false);
    expect(isTokenExpired(token, NOW + 60_000, 0)).toBe(false);
    expect(isTokenExpired(token, NOW + 60_001, 0)).toBe(true);
  });

  it('server clock ahead (positive difference) expires the token earlier on the client clock', async () => {
    const token = await signToken({ iat: nowS, exp: nowS + 60 });
    // server is 30 s ahead: at client NOW+31s it is already NOW+61s on the server
    expect(isTokenExpired(token, NOW + 31_000, 30_000)).toBe(true);
    expect(isTokenExpired(token, NOW + 29_000, 30_000)).toBe(false);
    expect(tokenRemainingSeconds(token, NOW, 30_000)).toBe(30);
  });

  it('server clock behind (negative difference) expires the token later on the client clock', async () => {
    const token = await signToken({ iat: nowS, exp: nowS + 60 });
    expect(isTokenExpired(token, NOW + 89_000, -30_000)).toBe(false);
    expect(isTokenExpired(token, NOW + 91_000, -30_000)).toBe(true);
    expect(tokenRemainingSeconds(token, NOW, -30_000)).toBe(90);
  });

  it('missing, undecodable and exp-less tokens count as expired', () => {
    expect(isTokenExpired(null, NOW, 0)).toBe(true);
    expect(isTokenExpired('', NOW, 0)).toBe(true);
    expect(isTokenExpired('not-a-jwt', NOW, 0)).toBe(true);
    expect(isTokenExpired(createLocalFakeToken(NOW).replace(/\.[^.]+\./, '.!!!.'), NOW, 0)).toBe(true);
    const noExp = `${btoa('{"alg":"none"}')}.${btoa('{"sub":"x"}')}.`;
    expect(readToken(noExp)).toEqual({ sub: 'x' });
    expect(isTokenExpired(noExp, NOW, 0)).toBe(true);
  });

  it('decodeToken logs and rethrows an undecodable token (spec 8)', () => {
    const log = vi.fn();
    expect(() => decodeToken('garbage', log)).toThrow();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('token lifetime', () => {
  it('is exp - iat', async () => {
    expect(tokenLifetimeSeconds(await signToken({ iat: nowS, exp: nowS + 900 }))).toBe(900);
  });

  it('defaults to 5 minutes when unreadable', async () => {
    expect(tokenLifetimeSeconds(null)).toBe(300);
    expect(tokenLifetimeSeconds('garbage')).toBe(300);
    expect(tokenLifetimeSeconds(await signToken({ iat: nowS, exp: nowS }))).toBe(300);
  });
});

describe('local fake token', () => {
  it('expires 220 s ahead, was issued 20 s ago, and decodes', () => {
    const token = createLocalFakeToken(NOW, { customer_id: 'C9' });
    expect(token.split('.')).toHaveLength(3);
    const claims = decodeToken(token);
    expect(claims).toMatchObject({ exp: nowS + 220, iat: nowS - 20, customer_id: 'C9', azp: 'login' });
    expect(tokenLifetimeSeconds(token)).toBe(240);
    expect(tokenRemainingSeconds(token, NOW, 0)).toBe(220);
  });
});
