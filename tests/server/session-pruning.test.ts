// The identity service's sessions are pruned, so memory does not grow with every
// login ever made: a session past its end goes, with all its refresh tokens.
import { describe, expect, it } from 'vitest';
import { IssuedRefreshTokens } from '../../server/identity/issued-refresh-tokens.ts';
import { BAC } from './fixtures.ts';
import { get, login, startHarness } from './harness.ts';

describe('session state pruning', () => {
  it('forgets issued refresh tokens past their expiry, and never holds more than its maximum', () => {
    let now = 1_000_000;
    const issued = new IssuedRefreshTokens(() => now, 40);
    for (let i = 0; i < 30; i++) issued.remember(`early-${i}`, now + 60);
    expect(issued.size).toBe(30);
    expect(issued.wasIssued('early-0')).toBe(true);
    expect(issued.wasIssued('never')).toBe(false);
    now += 61;
    expect(issued.wasIssued('early-0')).toBe(false);
    issued.remember('late', now + 60);
    expect(issued.size).toBe(1);
    for (let i = 0; i < 100; i++) issued.remember(`burst-${i}`, now + 60);
    expect(issued.size).toBe(40);
    expect(issued.wasIssued('burst-99')).toBe(true);
  });

  it('on a running stack, a session pruned by a later login stays refused and uncounted', async () => {
    const h = await startHarness({ tokenLifetime: 10, refreshLifetime: 20, sessionMax: 30 });
    try {
      const first = await login(h.stack, 'active-de');
      for (let i = 0; i < 30; i++) await login(h.stack, 'active-de');
      h.clock.advance(31);
      await login(h.stack, 'active-de');
      // The pruned session's token reads as unknown: refused, as an ended session's always was.
      expect((await get(h.stack, `/api/customers/${BAC}`, first.access_token)).status).toBe(401);
      const personas = (await (await get(h.stack, '/auth/local/personas')).json()) as { id: string; activeSessions: number }[];
      expect(personas.find((p) => p.id === 'active-de')?.activeSessions).toBe(1);
    } finally {
      await h.stop();
    }
  });
});
