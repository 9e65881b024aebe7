import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionMonitor, formatCountdown, type SessionMonitorOptions } from '../../../src/app/session/session-clock.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { createTokenStore, type TokenStore } from '../../../src/app/session/token-store.ts';
import type { SessionFlags, SessionState, SessionTrackAction } from '../../../src/app/session/types.ts';
import { unsignedToken } from '../support/jwt.ts';

const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);

/** A token issued `issuedAgo` s before `atMs`, living `lifetime` s in all. */
function token(atMs: number, lifetime: number, issuedAgo = 0): string {
  const iat = Math.floor(atMs / 1000) - issuedAgo;
  return unsignedToken({ sub: 'u', iat, exp: iat + lifetime });
}

/** Test double for the auth service: refresh issues a fresh token of `nextLifetime` seconds. */
function fakeAuth(tokens: TokenStore, nextLifetime = 300) {
  const calls = { refresh: 0, expire: 0 };
  let fail = false;
  return {
    calls,
    failNext: () => (fail = true),
    auth: {
      refresh: async () => {
        calls.refresh += 1;
        if (fail) throw new Error('Refresh token failed!');
        const session = { accessToken: token(Date.now(), nextLifetime) };
        tokens.save(session);
        return session;
      },
      expireSession: async () => {
        calls.expire += 1;
        tokens.clear();
      },
    },
  };
}

function setup(
  opts: { lifetime?: number; issuedAgo?: number; nextLifetime?: number; flags?: Partial<SessionFlags>; sessionMaxAt?: number; access?: string | null } = {},
) {
  const tokens = createTokenStore({ storage: createMemoryStorage() });
  const access = opts.access === undefined ? token(Date.now(), opts.lifetime ?? 300, opts.issuedAgo ?? 0) : opts.access;
  if (access !== null) tokens.save({ accessToken: access, refreshToken: 'r', refreshExpiresAt: opts.sessionMaxAt ?? null });
  const { auth, calls, failNext } = fakeAuth(tokens, opts.nextLifetime);
  const tracked: SessionTrackAction[] = [];
  let flags: SessionFlags = { loggedIn: true, ...opts.flags };
  let emit: (() => void) | undefined;
  const changes: SessionState[] = [];
  const options: SessionMonitorOptions = {
    tokens,
    auth,
    flags: () => flags,
    track: (action) => tracked.push(action),
    activitySource: (onActivity) => {
      emit = onActivity;
      return () => (emit = undefined);
    },
    onChange: (state) => changes.push(state),
    log: () => undefined,
  };
  const monitor = createSessionMonitor(options);
  return {
    monitor,
    tokens,
    calls,
    failNext,
    tracked,
    changes,
    activity: () => emit?.(),
    listening: () => emit !== undefined,
    setFlags: (next: Partial<SessionFlags>) => (flags = { ...flags, ...next }),
  };
}

/** Advance the fake clock to T0 + seconds (running timers and settling promises). */
async function at(seconds: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(T0 + seconds * 1000 - Date.now());
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session countdown', () => {
  it('appears when 120 s of idle time remain, showing "2:00" then "1:59", tracked once', async () => {
    const s = setup({ lifetime: 300 });
    s.monitor.start();
    expect(s.monitor.getState().status).toBe('active');
    await at(179);
    expect(s.monitor.getState().status).toBe('active');
    await at(180);
    expect(s.monitor.getState()).toEqual({ status: 'countdown', remainingSeconds: 120, countdownText: '2:00', extendedByMinutes: null });
    await at(181);
    expect(s.monitor.getState().countdownText).toBe('1:59');
    await at(200);
    expect(s.monitor.getState().countdownText).toBe('1:40');
    expect(s.tracked.filter((a) => a === 'shown')).toHaveLength(1);
  });

  it('formats minutes:seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(119)).toBe('1:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('activity resets the idle clock, at most once per second', async () => {
    const s = setup({ lifetime: 300 });
    s.monitor.start();
    await at(100);
    s.activity(); // accepted: idle clock restarts at 100 s
    await vi.advanceTimersByTimeAsync(500);
    s.activity(); // 0.5 s later: ignored
    await at(279);
    expect(s.monitor.getState().status).toBe('active');
    await at(280); // 120 s left counted from 100 s, not from 100.5 s
    expect(s.monitor.getState().countdownText).toBe('2:00');
    s.activity(); // a second or more after the last reset: accepted, countdown dismissed at once
    expect(s.monitor.getState().status).toBe('active');
    expect(s.tracked.filter((a) => a === 'shown')).toHaveLength(1);
    await at(281);
    s.monitor.recordActivity(); // exactly 1 s later: accepted again
    await at(460);
    expect(s.monitor.getState().status).toBe('active');
    await at(461);
    expect(s.monitor.getState().countdownText).toBe('2:00');
    expect(s.tracked.filter((a) => a === 'shown')).toHaveLength(2);
  });
});

describe('dismissing the countdown (Escape)', () => {
  it('is activity at once: the idle countdown goes and the idle clock restarts, even within a second of other activity', async () => {
    const s = setup({ lifetime: 300 });
    s.monitor.start();
    await at(180);
    expect(s.monitor.getState().status).toBe('countdown');
    s.activity(); // the window's key down of the same Escape press, a moment earlier
    s.monitor.dismiss();
    expect(s.monitor.getState().status).toBe('active');
    await at(359);
    expect(s.monitor.getState().status).toBe('active');
    await at(360);
    expect(s.monitor.getState().countdownText).toBe('2:00');
  });

  it("hides a countdown of the token's own end for the rest of that token; the session still ends on time", async () => {
    // The session maximum is near: no refresh can help, the token runs out (countdown at 480 s).
    const s = setup({ lifetime: 600, sessionMaxAt: T0 + 550_000 });
    s.monitor.start();
    await at(400);
    s.activity();
    await at(480);
    expect(s.monitor.getState()).toMatchObject({ status: 'countdown', countdownText: '2:00' });
    s.monitor.dismiss();
    expect(s.monitor.getState().status).toBe('active');
    await at(500);
    expect(s.monitor.getState().status).toBe('active');
    expect(s.tracked.filter((a) => a === 'shown')).toHaveLength(1);
    await at(600);
    expect(s.monitor.getState().status).toBe('expired');
    expect(s.calls.expire).toBe(1);
  });

  it('does nothing when the monitor is not running', () => {
    const s = setup({ lifetime: 300 });
    s.monitor.dismiss();
    expect(s.monitor.getState().status).toBe('inactive');
  });
});

describe('automatic refresh', () => {
  it('refreshes once when the token has 120 s left and tracks extended-automatically', async () => {
    const s = setup({ lifetime: 600 });
    s.monitor.start();
    await at(400);
    s.activity();
    await at(479);
    expect(s.calls.refresh).toBe(0);
    await at(480);
    expect(s.calls.refresh).toBe(1);
    expect(s.tracked).toEqual(['extended-automatically']);
    // the renewed token is not about to end the session: no countdown
    expect(s.monitor.getState().status).toBe('active');
    await at(490);
    expect(s.calls.refresh).toBe(1);
  });

  it('does not refresh when the session is about to reach its maximum; the token then runs out', async () => {
    const s = setup({ lifetime: 600, sessionMaxAt: T0 + 550_000 });
    s.monitor.start();
    await at(400);
    s.activity();
    await at(480);
    expect(s.calls.refresh).toBe(0);
    expect(s.monitor.getState()).toMatchObject({ status: 'countdown', countdownText: '2:00' });
    await at(599);
    expect(s.monitor.getState().countdownText).toBe('0:01');
    await at(600);
    expect(s.monitor.getState().status).toBe('expired');
    expect(s.calls.expire).toBe(1);
  });

  it('refreshes while the session maximum is more than 120 s away', async () => {
    const s = setup({ lifetime: 600, sessionMaxAt: T0 + 601_000 });
    s.monitor.start();
    await at(400);
    s.activity();
    await at(480);
    expect(s.calls.refresh).toBe(1);
  });

  it('does not refresh when automatic refresh is off', async () => {
    const s = setup({ lifetime: 600, flags: { autoRefresh: false } });
    s.monitor.start();
    await at(400);
    s.activity();
    await at(500);
    expect(s.calls.refresh).toBe(0);
  });

  it('a failed automatic refresh is only logged and not retried for the same token', async () => {
    const s = setup({ lifetime: 600 });
    s.failNext();
    s.monitor.start();
    await at(400);
    s.activity();
    await at(485);
    expect(s.calls.refresh).toBe(1);
    expect(s.tracked).not.toContain('extended-automatically');
  });
});

describe('manual extension', () => {
  it('refreshes and confirms for exactly 5 s with floor(token lifetime / 60) minutes', async () => {
    const s = setup({ lifetime: 300, nextLifetime: 899, flags: { autoRefresh: false } });
    s.monitor.start();
    await at(190);
    expect(s.monitor.getState().status).toBe('countdown');
    await s.monitor.extend();
    expect(s.calls.refresh).toBeGreaterThanOrEqual(1);
    expect(s.monitor.getState()).toEqual({ status: 'extended', remainingSeconds: null, countdownText: null, extendedByMinutes: 14 });
    expect(s.tracked).toContain('extended-manually');
    await vi.advanceTimersByTimeAsync(4999);
    expect(s.monitor.getState().status).toBe('extended');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.monitor.getState().status).toBe('active');
  });

  it('rejects with the auth error when the refresh fails', async () => {
    const s = setup({ lifetime: 300 });
    s.monitor.start();
    s.failNext();
    await expect(s.monitor.extend()).rejects.toThrow('Refresh token failed!');
    expect(s.monitor.getState().status).toBe('active');
  });
});

describe('expiry', () => {
  it('ends the session when idle time runs out first', async () => {
    const s = setup({ lifetime: 300 }); // tokens keep being renewed automatically
    s.monitor.start();
    await at(299);
    expect(s.monitor.getState()).toMatchObject({ status: 'countdown', countdownText: '0:01' });
    await at(300);
    expect(s.monitor.getState()).toEqual({ status: 'expired', remainingSeconds: 0, countdownText: '0:00', extendedByMinutes: null });
    expect(s.tracked.at(-1)).toBe('expired');
    expect(s.calls.expire).toBe(1);
    expect(s.tokens.getAccessToken()).toBeNull();
    await at(400);
    expect(s.calls.expire).toBe(1); // stopped
  });

  it('ends the session when token time runs out first', async () => {
    // issued 400 s ago with 600 s lifetime: idle limit 600 s, token has 200 s left
    const s = setup({ lifetime: 600, issuedAgo: 400, flags: { autoRefresh: false } });
    s.monitor.start();
    await at(80);
    expect(s.monitor.getState().countdownText).toBe('2:00');
    await at(199);
    expect(s.monitor.getState().status).toBe('countdown');
    await at(200);
    expect(s.monitor.getState().status).toBe('expired');
    expect(s.calls.expire).toBe(1);
  });
});

describe('mobile web view', () => {
  it('counts token time only: idleness never warns nor ends the session', async () => {
    const s = setup({ lifetime: 300, flags: { mobileWebView: true } });
    s.monitor.start();
    await at(1000);
    expect(s.monitor.getState().status).toBe('active');
    expect(s.calls.refresh).toBeGreaterThan(1);
    expect(s.calls.expire).toBe(0);
  });

  it('warns and ends by token time', async () => {
    const s = setup({ lifetime: 300, flags: { mobileWebView: true, autoRefresh: false } });
    s.monitor.start();
    await at(180);
    expect(s.monitor.getState().countdownText).toBe('2:00');
    await at(300);
    expect(s.monitor.getState().status).toBe('expired');
  });
});

describe('when monitoring runs', () => {
  it('is off without a token, with an expired token, or when not logged in', async () => {
    const none = setup({ access: null });
    none.monitor.start();
    expect(none.monitor.getState().status).toBe('inactive');
    const expired = setup({ access: token(T0 - 1_000_000, 300) });
    expired.monitor.start();
    expect(expired.monitor.getState().status).toBe('inactive');
    const anonymous = setup({ flags: { loggedIn: false } });
    anonymous.monitor.start();
    await at(1000);
    expect(anonymous.monitor.getState().status).toBe('inactive');
    expect(anonymous.calls).toEqual({ refresh: 0, expire: 0 });
  });

  it('is off in a local environment unless the localTimeout flag is on', () => {
    const local = setup({ flags: { localEnvironment: true } });
    local.monitor.start();
    expect(local.monitor.getState().status).toBe('inactive');
    const timed = setup({ flags: { localEnvironment: true, localTimeout: true } });
    timed.monitor.start();
    expect(timed.monitor.getState().status).toBe('active');
  });

  it('listens for activity only while running', () => {
    const s = setup();
    expect(s.listening()).toBe(false);
    s.monitor.start();
    expect(s.listening()).toBe(true);
    s.monitor.stop();
    expect(s.listening()).toBe(false);
  });

  it('stops when the token disappears (logged out elsewhere)', async () => {
    const s = setup();
    s.monitor.start();
    s.tokens.clear();
    await at(1);
    expect(s.monitor.getState().status).toBe('inactive');
    expect(s.listening()).toBe(false);
  });

  it('notifies subscribers only on change and keeps the snapshot stable', async () => {
    const s = setup({ lifetime: 300 });
    let notified = 0;
    s.monitor.subscribe(() => (notified += 1));
    s.monitor.start();
    const first = s.monitor.getState();
    await at(100);
    expect(s.monitor.getState()).toBe(first);
    expect(notified).toBe(1); // inactive -> active
    s.monitor.stop();
    expect(s.monitor.getState().status).toBe('inactive');
    expect(s.changes.map((c) => c.status)).toEqual(['active', 'inactive']);
  });
});

describe('injected environment', () => {
  it('runs on a hand-driven clock and scheduler, no global timers involved', () => {
    vi.useRealTimers();
    let clock = T0;
    const ticks: (() => void)[] = [];
    const tokens = createTokenStore({ storage: createMemoryStorage() });
    tokens.save({ accessToken: token(T0, 300) });
    const { auth } = fakeAuth(tokens);
    const monitor = createSessionMonitor({
      tokens,
      auth,
      flags: () => ({ loggedIn: true, autoRefresh: false }),
      now: () => clock,
      scheduler: {
        setInterval: (callback) => ticks.push(callback),
        clearInterval: () => ticks.splice(0),
        setTimeout: () => 0,
        clearTimeout: () => undefined,
      },
    });
    monitor.start();
    clock = T0 + 181_000;
    ticks.forEach((tick) => tick());
    expect(monitor.getState().countdownText).toBe('1:59');
  });
});
