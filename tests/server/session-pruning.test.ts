// Issue 17.3: the identity service's sessions are pruned, so memory does not grow with every
// login ever made: a session past its end goes, with all its refresh tokens.
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../server/identity/sessions.ts';
import { BAC } from './fixtures.ts';
import { get, login, startHarness } from './harness.ts';

describe('session store pruning', () => {
  it('forgets sessions past their end (logged out or not) and their refresh tokens when another starts', () => {
    const store = new SessionStore({ refreshLifetime: 60, sessionMax: 100 });
    const t0 = 1_000_000;
    for (let i = 0; i < 50; i++) {
      const { refreshToken } = store.start('active-de', 'login', t0);
      const rotated = store.rotate(refreshToken, t0 + 10);
      if (i % 2 === 0 && rotated.ok) store.end(rotated.refreshToken);
    }
    expect(store.size).toEqual({ sessions: 50, refreshTokens: 100 });
    // Still within their maximum: kept, so a logout of an ended session stays idempotent.
    store.start('active-de', 'login', t0 + 99);
    expect(store.size.sessions).toBe(51);
    const late = store.start('active-de', 'login', t0 + 100);
    expect(store.size).toEqual({ sessions: 2, refreshTokens: 2 });
    expect(store.rotate(late.refreshToken, t0 + 101).ok).toBe(true);
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
