/**
 * The services every page needs, created at once (main.tsx): the token store, who is logged in
 * (observable), the 403 signal, consent and the anonymous context id, and the page state the
 * other services read. The services only a logged-in customer needs (API clients, auth,
 * session monitor, tracker) are a chunk of their own (customer-services.ts).
 */
import type { ApiError } from '../api/api-error.ts';
import { LOCAL_ENVIRONMENT } from '../environment.ts';
import type { AuthFlags } from '../session/auth-service.ts';
import type { SessionSignIn } from './session-sign-in.ts';
import type { CookieJar, StorageLike } from '../session/storage.ts';
import { createTokenStore, type SaveOptions, type StoredSession, type TokenStore } from '../session/token-store.ts';
import type { ActivitySource, SessionFlags } from '../session/types.ts';
import type { ConsentService, ConsentServiceOptions } from '../consent/consent-service.ts';
import { lazyConsentService } from '../consent/lazy-consent.ts';
import { anonymousContextId, type DeviceKind } from '../tracking/context-id.ts';
import type { TrackingFacts } from '../tracking/dimensions.ts';
import type { FlagTable } from '../../engine/flags/declaration.ts';
import type { TrackingServicesOptions } from '../tracking/tracking-services.ts';
import type { TrackingBase } from '../tracking/tracker.ts';

/** What the services need to know about the current page; App keeps it up to date. */
export interface PageState {
  locale: string;
  authFlags: AuthFlags;
  sessionFlags: Omit<SessionFlags, 'loggedIn'>;
  trackingBase: TrackingBase;
  /** The engine's facts the tracking dimensions read (browsing_platform, customer_group). */
  trackingFacts?: TrackingFacts;
  /** The flags the page's config declares: what a visitor's flag client asks for (flags/visitor-flags.ts). */
  flagTable?: FlagTable;
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

export interface CoreServices {
  tokens: TokenStore;
  session: ObservableSession;
  forbidden: ForbiddenEvents;
  /** Spec 7 consent: data layer, consent-manager and tag-manager scripts, consent settings. */
  consent: ConsentService;
  /** Spec 7 anonymous context id ("mobile-…"/"desktop-…"), null without a device kind. */
  contextId: string | null;
  /** The device kind (spec 7 context id prefix; browsing_platform), null when unknown. */
  device: DeviceKind | null;
  /** Store a fresh login (a completed sign-in, a token exchange) and tell subscribers. */
  saveLogin(session: StoredSession, options?: SaveOptions): void;
  setPage(page: PageState): void;
  /** The page state last set (the customer services read it when they act). */
  page(): PageState;
  /** Spec 8: a 403 drops the stored authorization; the API clients report one here. */
  reportForbidden(error: ApiError): void;
}

export interface ServiceOptions {
  storage: StorageLike;
  /** Per-tab storage (sessionStorage): the session of a tab under the multiContext flag (token-store.ts). */
  tabStorage?: StorageLike;
  cookies?: CookieJar;
  /** Full page navigation (logout, expiry): `location.assign`. */
  navigate: (href: string) => void;
  /**
   * OpenID Connect (oidc/, its own chunk): discovery of the configured issuer for refresh and
   * logout, and the logout's form POST to the provider. Absent: the spec's paths, no provider logout.
   */
  signIn?: SessionSignIn;
  activitySource?: ActivitySource;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Spec 7 consent (main.tsx: `window` and a DOM script loader; the configuration is the deployment's, consent-config.ts). Without it the
   * data layer lives in a private object and nothing loads (tests).
   */
  consent?: ConsentServiceOptions;
  /**
   * The device kind of the anonymous context id (spec 7). With it, the id is read from (or
   * created in) `storage` and sent as every tracking event's `context` field.
   */
  device?: DeviceKind;
  /** The services that receive tracked events besides the collector: other config, script loader, timers (tests). */
  trackingServices?: Pick<TrackingServicesOptions, 'config' | 'loadScript' | 'analyticsHost' | 'timers'>;
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

export function createCoreServices(options: ServiceOptions): CoreServices {
  let page: PageState = {
    locale: 'de-de',
    authFlags: { localEnvironment: LOCAL_ENVIRONMENT },
    sessionFlags: { localEnvironment: LOCAL_ENVIRONMENT },
    trackingBase: {},
  };
  const sessionSignal = createSignal();
  const forbiddenSignal = createSignal();
  let forbidden = false;

  const baseTokens = createTokenStore({
    storage: options.storage,
    cookies: options.cookies,
    ...(options.tabStorage ? { tabStorage: options.tabStorage } : {}),
    // multiContext: a login while the flag is on keeps its session in this tab (token-store.ts).
    perTab: () => page.authFlags.multiContext === true,
  });
  // Every write goes through here, so React hears of refreshes, logouts and 403s.
  const tokens: TokenStore = {
    ...baseTokens,
    save(session, saveOptions) {
      baseTokens.save(session, saveOptions);
      sessionSignal.emit();
    },
    clear() {
      baseTokens.clear();
      sessionSignal.emit();
    },
  };

  return {
    tokens,
    session: { getAccessToken: tokens.getAccessToken, subscribe: sessionSignal.subscribe, notify: sessionSignal.emit },
    forbidden: { getForbidden: () => forbidden, subscribe: forbiddenSignal.subscribe },
    consent: lazyConsentService(() =>
      import('../consent/consent-service.ts').then(({ createConsentService }) => createConsentService(options.consent ?? { host: {}, config: {} })),
    ),
    contextId: options.device ? contextIdOf(options.storage, options.device) : null,
    device: options.device ?? null,
    saveLogin(session, saveOptions) {
      forbidden = false;
      tokens.save(session, saveOptions);
      forbiddenSignal.emit();
    },
    setPage(next) {
      page = next;
    },
    page: () => page,
    reportForbidden(error) {
      console.error('Forbidden: the stored authorization was refused and dropped', error.path);
      // Spec 8: the authorization is dropped; the token is gone for good, so log in again.
      tokens.clear();
      if (!forbidden) {
        forbidden = true;
        forbiddenSignal.emit();
      }
    },
  };
}
