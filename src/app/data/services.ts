/**
 * The portal's long-lived services, created once (main.tsx) and handed to React through
 * ServicesContext: token store, API clients, tracker, auth service and session monitor.
 * Browser objects come in as arguments, so this file never reaches for `window` itself.
 *
 * Token changes (login, refresh, logout, a 403) are observable (`session.subscribe`), so
 * React re-reads who is logged in without polling.
 */
import { createApiClient, type ApiClient } from '../api/client.ts';
import type { ApiError } from '../api/api-error.ts';
import { API_BASE_URL, IDENTITY_BASE_URL, LOCAL_ENVIRONMENT, loginPath, pensionLogoutPath } from '../environment.ts';
import { createAuthService, type AuthFlags, type AuthService } from '../session/auth-service.ts';
import { createSessionMonitor, type SessionMonitor } from '../session/session-clock.ts';
import type { CookieJar, StorageLike } from '../session/storage.ts';
import { createTokenStore, type StoredSession, type TokenStore } from '../session/token-store.ts';
import type { ActivitySource, SessionFlags } from '../session/types.ts';
import { createConsentService, type ConsentService, type ConsentServiceOptions } from '../consent/consent-service.ts';
import { anonymousContextId, type DeviceKind } from '../tracking/context-id.ts';
import { authEvent, sessionEvent } from '../tracking/events.ts';
import { createTracker, type Tracker, type TrackingBase } from '../tracking/tracker.ts';

/** What the services need to know about the current page; App keeps it up to date. */
export interface PageState {
  locale: string;
  authFlags: AuthFlags;
  sessionFlags: Omit<SessionFlags, 'loggedIn'>;
  trackingBase: TrackingBase;
}

export interface ObservableSession {
  /** The stored access token; the snapshot for useSyncExternalStore. */
  getAccessToken(): string | null;
  subscribe(listener: () => void): () => void;
  /** Call after storage changed outside these services (another tab). */
  notify(): void;
}

export interface ForbiddenEvents {
  /** True once a 403 has dropped the authorization (spec 8), until the next login. */
  getForbidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface PortalServices {
  tokens: TokenStore;
  session: ObservableSession;
  api: ApiClient;
  /** Bearer client for user management under /auth (switchable accounts). */
  identityApi: ApiClient;
  /** No-bearer client with base "": identity calls authenticate by body, local login. */
  publicHttp: ApiClient;
  tracker: Tracker;
  auth: AuthService;
  monitor: SessionMonitor;
  forbidden: ForbiddenEvents;
  /** Spec 7 consent: data layer, consent-manager and tag-manager scripts, consent settings. */
  consent: ConsentService;
  /** Spec 7 anonymous context id ("mobile-…"/"desktop-…"), null without a device kind. */
  contextId: string | null;
  /** Store a fresh login (local stand-in login) and tell subscribers. */
  saveLogin(session: StoredSession): void;
  setPage(page: PageState): void;
}

export interface ServiceOptions {
  storage: StorageLike;
  cookies?: CookieJar;
  /** Full page navigation (logout, expiry): `location.assign`. */
  navigate: (href: string) => void;
  activitySource?: ActivitySource;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Spec 7 consent (main.tsx: `window`, CONSENT_CONFIG, a DOM script loader). Without it the
   * data layer lives in a private object and nothing loads (tests).
   */
  consent?: ConsentServiceOptions;
  /**
   * The device kind of the anonymous context id (spec 7). With it, the id is read from (or
   * created in) `storage` and sent as every tracking event's `context` field.
   */
  device?: DeviceKind;
}

function createSignal() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit() {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Storage that refuses writes (or no crypto.randomUUID) costs the context id, not the portal. */
function contextIdOf(storage: StorageLike, device: DeviceKind): string | null {
  try {
    return anonymousContextId({ storage, device });
  } catch (error) {
    console.warn('No anonymous context id: storage or crypto refused', error);
    return null;
  }
}

export function createPortalServices(options: ServiceOptions): PortalServices {
  let page: PageState = {
    locale: 'de-de',
    authFlags: { localEnvironment: LOCAL_ENVIRONMENT },
    sessionFlags: { localEnvironment: LOCAL_ENVIRONMENT },
    trackingBase: {},
  };
  const sessionSignal = createSignal();
  const forbiddenSignal = createSignal();
  let forbidden = false;

  const baseTokens = createTokenStore({ storage: options.storage, cookies: options.cookies });
  // Every write goes through here, so React hears of refreshes, logouts and 403s.
  const tokens: TokenStore = {
    ...baseTokens,
    save(session) {
      baseTokens.save(session);
      sessionSignal.emit();
    },
    clear() {
      baseTokens.clear();
      sessionSignal.emit();
    },
  };

  const onForbidden = (error: ApiError) => {
    console.error('Forbidden: the stored authorization was refused and dropped', error.path);
    // Spec 8: the authorization is dropped; the token is gone for good, so log in again.
    tokens.clear();
    if (!forbidden) {
      forbidden = true;
      forbiddenSignal.emit();
    }
  };
  const clientOptions = { getAccessToken: tokens.getAccessToken, onForbidden, ...(options.fetch ? { fetch: options.fetch } : {}) };
  const api = createApiClient({ baseUrl: API_BASE_URL, ...clientOptions });
  const identityApi = createApiClient({ baseUrl: IDENTITY_BASE_URL, ...clientOptions });
  const publicHttp = createApiClient({ baseUrl: '', getAccessToken: () => null, onForbidden: () => undefined, ...(options.fetch ? { fetch: options.fetch } : {}) });

  const contextId = options.device ? contextIdOf(options.storage, options.device) : null;
  const tracker = createTracker({
    post: (path, body) => api.post(path, body),
    base: () => (contextId ? { context: contextId, ...page.trackingBase } : page.trackingBase),
  });
  const consent = createConsentService(options.consent ?? { host: {}, config: {} });
  const auth = createAuthService({
    http: publicHttp,
    tokens,
    flags: () => page.authFlags,
    track: (action) => void tracker.track(authEvent(action)),
    navigate: options.navigate,
    ...(options.now ? { now: options.now } : {}),
    endpoints: {
      loginHref: () => loginPath(page.locale),
      pensionLogoutHref: () => pensionLogoutPath(page.locale),
    },
  });
  const monitor = createSessionMonitor({
    tokens,
    auth,
    flags: () => ({ ...page.sessionFlags, loggedIn: tokens.getAccessToken() !== null }),
    ...(options.activitySource ? { activitySource: options.activitySource } : {}),
    ...(options.now ? { now: options.now } : {}),
    track: (action) => void tracker.track(sessionEvent(action)),
  });

  return {
    tokens,
    session: { getAccessToken: tokens.getAccessToken, subscribe: sessionSignal.subscribe, notify: sessionSignal.emit },
    api,
    identityApi,
    publicHttp,
    tracker,
    auth,
    monitor,
    forbidden: { getForbidden: () => forbidden, subscribe: forbiddenSignal.subscribe },
    consent,
    contextId,
    saveLogin(session) {
      forbidden = false;
      tokens.save(session);
      forbiddenSignal.emit();
    },
    setPage(next) {
      page = next;
    },
  };
}
