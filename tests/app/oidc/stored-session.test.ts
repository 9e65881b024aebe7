/**
 * A token endpoint's answer as the token store keeps it (app/oidc/stored-session.ts): the server
 * clock's difference from the access token's `iat`, read with the app's token decoder.
 */
import { describe, expect, it, vi } from 'vitest';
import { storedSessionFrom } from '../../../src/app/oidc/stored-session.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const RECEIVED_AT = Date.parse('2026-11-27T10:00:00Z');

describe('the stored session of a token answer', () => {
  it("takes the server clock's difference from iat, with a name that is not ASCII in the token", () => {
    const iat = RECEIVED_AT / 1000 + 90;
    const session = storedSessionFrom(
      { access_token: jwt({ iat, exp: iat + 300, name: 'Jürgen Müßig' }), refresh_token: 'r', refresh_expires_in: 1800, id_token: 'i' },
      RECEIVED_AT,
    );
    expect(session).toEqual({
      accessToken: expect.any(String),
      refreshToken: 'r',
      serverTimeDiffMs: 90_000,
      refreshExpiresAt: RECEIVED_AT + 1_800_000,
      idToken: 'i',
    });
  });

  it('assumes no difference for a token without iat, and no maximum without refresh_expires_in', () => {
    for (const token of [jwt({ exp: 1 }), jwt({ iat: 'yesterday' })]) {
      const session = storedSessionFrom({ access_token: token }, RECEIVED_AT);
      expect(session.serverTimeDiffMs, token).toBe(0);
      expect(session.refreshExpiresAt).toBeNull();
      expect(session.refreshToken).toBeNull();
    }
  });

  it('logs and rethrows an access token it cannot decode (spec 8): the portal reads its claims, so the sign-in fails', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => storedSessionFrom({ access_token: 'opaque-token', refresh_token: 'r' }, RECEIVED_AT)).toThrow(/Invalid token specified/);
      expect(logged).toHaveBeenCalledWith('Access token cannot be decoded', expect.any(Error));
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses an answer without an access token', () => {
    expect(() => storedSessionFrom({ refresh_token: 'r' }, RECEIVED_AT)).toThrow('no access_token');
    expect(() => storedSessionFrom({ access_token: '' }, RECEIVED_AT)).toThrow('no access_token');
  });
});
