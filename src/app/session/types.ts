/** Types shared by the session monitor, its browser adapters and the React bridge. */

export type SessionStatus = 'inactive' | 'active' | 'countdown' | 'extended' | 'expired';

export interface SessionState {
  status: SessionStatus;
  /** Seconds left, rounded up; only while counting down (0 once expired), else null. */
  remainingSeconds: number | null;
  /** "m:ss" for "You will be logged out in {time}." (spec 8); only while counting down. */
  countdownText: string | null;
  /** "{n}" in "Your session was successfully extended by {n} minutes"; only while extended. */
  extendedByMinutes: number | null;
}

/** Spec 4 "session events tracked". */
export type SessionTrackAction = 'expired' | 'extended-automatically' | 'extended-manually' | 'shown';

/** What the monitor needs to know about the page and the feature flags; read every tick. */
export interface SessionFlags {
  loggedIn: boolean;
  localEnvironment?: boolean;
  /** Spec 4: enables monitoring in a local environment. */
  localTimeout?: boolean;
  /** Spec 4: only token time counts, never idle time. */
  mobileWebView?: boolean;
  /** Automatic token refresh; on unless explicitly false. */
  autoRefresh?: boolean;
}

/** Timers behind a seam, so tests (or a worker) can drive time. Defaults to globalThis. */
export interface Scheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Like TanStack Query's focusManager setup function: registers listeners that call
 * `onActivity`, returns their cleanup. Swapped out in tests and non-browser hosts.
 */
export type ActivitySource = (onActivity: () => void) => (() => void) | undefined;
