/**
 * The session monitor (spec 4 "Session"): a state machine over an injected clock, timers and
 * activity source, in the style of TanStack Query's focusManager, bridged to React through
 * `subscribe`/`getState` (useSyncExternalStore). See README.md beside this file.
 *
 * Every tick (1 s) it computes
 *   tokenRemaining = exp - (now + serverTimeDiff)           (seconds, server clock)
 *   idleRemaining  = tokenLifetime - (now - lastActivity)    (Infinity in the mobile web view)
 * and then, in this order: expiry when min(idle, token) <= 0; automatic refresh when the
 * token has <= 120 s left; countdown when the remaining time that will not be renewed by
 * itself is <= 120 s; else active.
 *
 * The session maximum: the refresh token's expiry (`tokens.getSessionMaxAt()`, from
 * refresh_expires_in at the last refresh, or the refresh token's own exp). The identity
 * service caps that at the session's maximum length, so when it is <= 120 s away a refresh
 * cannot buy more time and automatic refresh stops; the token then runs out visibly.
 */
import { ACTIVITY_THROTTLE_MS, EXTENSION_CONFIRMATION_MS, SESSION_MAX_GUARD_SECONDS, SESSION_TICK_MS, SESSION_WARNING_SECONDS } from './constants.ts';
import type { AuthService } from './auth-service.ts';
import { isTokenExpired, tokenLifetimeSeconds, tokenRemainingSeconds } from './token.ts';
import type { TokenStore } from './token-store.ts';
import type { ActivitySource, Scheduler, SessionFlags, SessionState, SessionTrackAction } from './types.ts';

export interface SessionMonitorOptions {
  tokens: Pick<TokenStore, 'getAccessToken' | 'getServerTimeDiff' | 'getSessionMaxAt'>;
  auth: Pick<AuthService, 'refresh' | 'expireSession'>;
  flags: () => SessionFlags;
  now?: () => number;
  scheduler?: Scheduler;
  /** No default: the app passes `createWindowActivitySource()`; tests pass their own. */
  activitySource?: ActivitySource;
  track?: (action: SessionTrackAction) => void;
  onChange?: (state: SessionState) => void;
  log?: (message: string, error: unknown) => void;
}

export interface SessionMonitor {
  /** Begins monitoring if spec 4 allows it (logged in, valid token, not local unless localTimeout). */
  start(): void;
  /** Stops timers and listeners; state becomes inactive unless it already expired. */
  stop(): void;
  /** One evaluation; the interval calls this every second. */
  tick(): void;
  /** User activity; resets the idle clock at most once per second. */
  recordActivity(): void;
  /**
   * The customer dismissed the countdown (Escape): activity at once (not throttled: a deliberate
   * answer), and a countdown that activity cannot end (the token's own, near the session's
   * maximum or with automatic refresh off) is not shown again for this token. Expiry is unchanged.
   */
  dismiss(): void;
  /** "Extend session": refresh, then confirm for 5 s. Rejects with the auth error. */
  extend(): Promise<void>;
  setActivitySource(source: ActivitySource): void;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
}

const INACTIVE: SessionState = { status: 'inactive', remainingSeconds: null, countdownText: null, extendedByMinutes: null };
const ACTIVE: SessionState = { status: 'active', remainingSeconds: null, countdownText: null, extendedByMinutes: null };

const globalScheduler: Scheduler = {
  // Looked up per call so fake timers installed after creation still apply.
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Parameters<typeof clearInterval>[0]),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

/** "m:ss", e.g. 119 -> "1:59" (spec 4: the countdown shows minutes:seconds). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function createSessionMonitor(options: SessionMonitorOptions): SessionMonitor {
  const now = options.now ?? Date.now;
  const scheduler = options.scheduler ?? globalScheduler;
  const track = options.track ?? (() => undefined);
  const log = options.log ?? ((message, error) => console.error(message, error));
  const { tokens, auth } = options;

  let state: SessionState = INACTIVE;
  const listeners = new Set<() => void>();
  let activitySource = options.activitySource;
  let detachActivity: (() => void) | undefined;
  let interval: unknown = null;
  let confirmationTimer: unknown = null;
  let running = false;
  let lastActivityAt = 0;
  let refreshing = false;
  // The token an automatic refresh was last started for: never retry the same one, so a
  // short-lived token (or a failed refresh) cannot cause a refresh every second.
  let autoRefreshedToken: string | null = null;
  // The token whose own countdown the customer dismissed: its end is not announced again.
  let dismissedToken: string | null = null;

  function setState(next: SessionState): void {
    if (
      next.status === state.status &&
      next.remainingSeconds === state.remainingSeconds &&
      next.countdownText === state.countdownText &&
      next.extendedByMinutes === state.extendedByMinutes
    ) {
      return; // same snapshot object, as useSyncExternalStore requires
    }
    state = next;
    options.onChange?.(state);
    for (const listener of [...listeners]) listener();
  }

  function monitoringAllowed(flags: SessionFlags): boolean {
    return flags.loggedIn && (!flags.localEnvironment || flags.localTimeout === true);
  }

  function halt(final: SessionState): void {
    running = false;
    if (interval !== null) scheduler.clearInterval(interval);
    if (confirmationTimer !== null) scheduler.clearTimeout(confirmationTimer);
    interval = null;
    confirmationTimer = null;
    detachActivity?.();
    detachActivity = undefined;
    setState(final);
  }

  function expire(): void {
    halt({ status: 'expired', remainingSeconds: 0, countdownText: formatCountdown(0), extendedByMinutes: null });
    track('expired');
    auth.expireSession().catch((error: unknown) => log('Ending the expired session failed', error));
  }

  function autoRefresh(token: string, tokenRemaining: number, at: number, flags: SessionFlags): void {
    if (refreshing || flags.autoRefresh === false || token === autoRefreshedToken) return;
    if (tokenRemaining > SESSION_WARNING_SECONDS) return;
    const sessionMaxAt = tokens.getSessionMaxAt();
    if (sessionMaxAt !== null && (sessionMaxAt - at) / 1000 <= SESSION_MAX_GUARD_SECONDS) return;
    autoRefreshedToken = token;
    refreshing = true;
    auth
      .refresh()
      .then(
        () => {
          if (running) track('extended-automatically');
        },
        // Spec 8: automatic extension failure is logged only (auth already logged out).
        (error: unknown) => log('Automatic session extension failed', error),
      )
      .finally(() => {
        refreshing = false;
      });
  }

  function tick(): void {
    if (!running) return;
    const flags = options.flags();
    const token = tokens.getAccessToken();
    if (!monitoringAllowed(flags) || !token) {
      halt(INACTIVE); // logged out elsewhere (another tab, a 403 handler): nothing to watch
      return;
    }
    const at = now();
    const tokenRemaining = tokenRemainingSeconds(token, at, tokens.getServerTimeDiff()) ?? 0;
    const idleRemaining = flags.mobileWebView ? Number.POSITIVE_INFINITY : tokenLifetimeSeconds(token) - (at - lastActivityAt) / 1000;

    if (Math.min(idleRemaining, tokenRemaining) <= 0) {
      expire();
      return;
    }
    autoRefresh(token, tokenRemaining, at, flags);
    if (confirmationTimer !== null) return; // the 5 s confirmation stays, whatever else

    // A token being renewed is not going to end the session: warn only about time that is.
    const tokenCounts = refreshing ? Number.POSITIVE_INFINITY : tokenRemaining;
    const remaining = Math.min(idleRemaining, tokenCounts);
    const warnsOfToken = tokenCounts <= SESSION_WARNING_SECONDS && token !== dismissedToken;
    if (idleRemaining <= SESSION_WARNING_SECONDS || warnsOfToken) {
      if (state.status !== 'countdown') track('shown');
      const seconds = Math.max(0, Math.ceil(remaining));
      setState({ status: 'countdown', remainingSeconds: seconds, countdownText: formatCountdown(seconds), extendedByMinutes: null });
    } else {
      setState(ACTIVE);
    }
  }

  function start(): void {
    if (running) return;
    const flags = options.flags();
    const token = tokens.getAccessToken();
    if (!monitoringAllowed(flags) || isTokenExpired(token, now(), tokens.getServerTimeDiff())) {
      setState(INACTIVE);
      return;
    }
    running = true;
    lastActivityAt = now();
    autoRefreshedToken = null;
    dismissedToken = null;
    detachActivity = activitySource?.(recordActivity);
    interval = scheduler.setInterval(tick, SESSION_TICK_MS);
    tick();
  }

  function recordActivity(): void {
    if (!running) return;
    const at = now();
    if (at - lastActivityAt < ACTIVITY_THROTTLE_MS) return;
    lastActivityAt = at;
    // Dismiss an idle countdown at once rather than on the next tick.
    if (state.status === 'countdown') tick();
  }

  function dismiss(): void {
    if (!running) return;
    lastActivityAt = now();
    dismissedToken = tokens.getAccessToken();
    tick();
  }

  async function extend(): Promise<void> {
    if (!running) return;
    try {
      await auth.refresh();
    } catch (error) {
      log('Extending the session failed', error);
      throw error; // auth has logged out; the next tick sees no token
    }
    if (!running) return;
    lastActivityAt = now();
    autoRefreshedToken = null;
    track('extended-manually');
    if (confirmationTimer !== null) scheduler.clearTimeout(confirmationTimer);
    confirmationTimer = scheduler.setTimeout(() => {
      confirmationTimer = null;
      tick();
    }, EXTENSION_CONFIRMATION_MS);
    const minutes = Math.floor(tokenLifetimeSeconds(tokens.getAccessToken()) / 60);
    setState({ status: 'extended', remainingSeconds: null, countdownText: null, extendedByMinutes: minutes });
  }

  return {
    start,
    stop() {
      if (running) halt(INACTIVE);
    },
    tick,
    recordActivity,
    dismiss,
    extend,
    setActivitySource(source) {
      activitySource = source;
      detachActivity?.();
      detachActivity = running ? source(recordActivity) : undefined;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
