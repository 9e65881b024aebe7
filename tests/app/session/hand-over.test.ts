// The token-exchange route asks before a hand-over replaces the session of a
// different signed-in customer; the same customer, or no live session, goes on without a question.
import { describe, expect, it } from 'vitest';
import { handOverQuestion } from '../../../src/app/session/hand-over.ts';

/** An unsigned token with these claims: the question reads claims only (the provider verifies). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'at+jwt' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);
const signedIn = (access: string | null, endsAt: number | null = NOW + 60_000) => ({ getAccessToken: () => access, getSessionMaxAt: () => endsAt });

describe('handOverQuestion', () => {
  const erika = token({ sub: 'active-de', customer_id: 'DE7788990011' });
  const other = token({ sub: 'other-de', customer_id: 'DE0000000099' });

  it('asks when another customer is signed in, naming both', () => {
    expect(handOverQuestion(signedIn(erika), other, NOW)).toEqual({ current: 'DE7788990011', handed: 'DE0000000099' });
  });

  it('goes on for the same customer, without a session, and when the session has ended', () => {
    expect(handOverQuestion(signedIn(erika), token({ sub: 'active-de', customer_id: 'DE7788990011' }), NOW)).toBeNull();
    expect(handOverQuestion(signedIn(null), other, NOW)).toBeNull();
    expect(handOverQuestion(signedIn(erika, NOW - 1), other, NOW)).toBeNull();
  });

  it('asks when either token does not say whose it is', () => {
    expect(handOverQuestion(signedIn(erika), 'not-a-token', NOW)).toEqual({ current: 'DE7788990011', handed: '?' });
    expect(handOverQuestion(signedIn(token({ sub: 'x' })), other, NOW)).toEqual({ current: '?', handed: 'DE0000000099' });
  });
});
