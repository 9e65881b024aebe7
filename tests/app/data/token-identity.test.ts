/** Reading the stored access token (app/data/token-identity.ts): spec 5 expiry, spec 8 an undecodable token. */
import { describe, expect, it } from 'vitest';
import { readStoredToken } from '../../../src/app/data/token-identity.ts';

const jwt = (claims: Record<string, unknown>) => `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.`;
const NOW = 1_800_000_000_000;

describe('readStoredToken', () => {
  it('reads who is logged in from a valid token, and counts an expired one as no login', () => {
    expect(readStoredToken(jwt({ exp: NOW / 1000 + 60, customer_id: 'DE1', user_id: 'u-1' }), NOW, 0)).toMatchObject({
      valid: true,
      identity: { customerNumber: 'DE1', userId: 'u-1' },
    });
    expect(readStoredToken(jwt({ exp: NOW / 1000 - 1, customer_id: 'DE1' }), NOW, 0)).toMatchObject({ valid: false, identity: null });
  });

  it('logs a token it cannot decode and rethrows (spec 8), for the caller to end the session', () => {
    const logged: string[] = [];
    expect(() => readStoredToken('not-a-jwt', NOW, 0, (message) => logged.push(message))).toThrow(/Invalid token specified/);
    expect(logged).toEqual(['Access token cannot be decoded']);
  });
});
