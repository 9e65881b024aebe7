/**
 * The services a logged-in customer needs: API clients, the auth service (refresh, logout),
 * the session monitor and the tracker. A chunk of its own in the browser (loaded when somebody
 * is logged in, or on the login page), built on the core services every page has.
 */
import { createApiClient, type ApiClient } from '../api/client.ts';
import {
  API_BASE_URL,
  IDENTITY_BASE_URL,
  loginPath,
  pensionLogoutPath,
  signedOutLoginPath,
  SIGNED_OUT_STATE,
  UNIFIED_IDENTITY_BASE_URL,
} from '../environment.ts';
import { createAuthService, type AuthService } from '../session/auth-service.ts';
import { createSessionMonitor, type SessionMonitor } from '../session/session-clock.ts';
import { authEvent, sessionEvent } from '../tracking/events.ts';
import { createTracker, type Tracker } from '../tracking/tracker.ts';
import { trackingDimensions } from '../tracking/dimensions.ts';
import { createTrackingServices } from '../tracking/tracking-services.ts';
import type { CoreServices, ServiceOptions } from './core-services.ts';
import { identityFromToken } from './identity.ts';
import { withRefreshTokenExpiry } from '../session/token.ts';
import { lazyFlagSource, type FlagSource } from '../flags/flag-source.ts';
import { flagServiceConfig } from '../flags/flag-service-config.ts';
import { exposureTracker } from '../flags/exposure.ts';
import type { SessionIssuer } from '../session/token-store.ts';

export interface CustomerServices {
  api: ApiClient;
  /** Bearer client for user management under /auth (switchable accounts). */
  identityApi: ApiClient;
  /** No-bearer client with base "": identity calls authenticate by body, local login. */
  publicHttp: ApiClient;
  tracker: Tracker;
  auth: AuthService;
  monitor: SessionMonitor;
  /** The customer's flags, from the flag service through OpenFeature (flags/). */
  flags: FlagSource;
}

export function createCustomerServices(core: CoreServices, options: ServiceOptions): CustomerServices {
  const { tokens } = core;
  const signIn = options.signIn;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const clientOptions = { getAccessToken: tokens.getAccessToken, onForbidden: core.reportForbidden, ...fetchOption };
  const api = createApiClient({ baseUrl: API_BASE_URL, ...clientOptions });
  const identityApi = createApiClient({ baseUrl: IDENTITY_BASE_URL, ...clientOptions });
  const publicHttp = createApiClient({ baseUrl: '', getAccessToken: () => null, onForbidden: () => undefined, ...fetchOption });

  const tracker = createTracker({
    // keepalive: logout and session expiry leave the page right after their event.
    post: (path, body) => api.post(path, body, { keepalive: true }),
    base: () => {
      const page = core.page();
      return { ...(core.contextId ? { context: core.contextId } : {}), ...page.trackingBase, ...trackingDimensions(page.trackingFacts, core.device) };
    },
    // Spec 7: the marketing-analytics and feature-flag services, once initialised (and consent given).
    forwardTo: createTrackingServices({
      consentHost: options.consent?.host ?? {},
      post: (path, body) => api.post(path, body, { keepalive: true }),
      identity: () => identityFromToken(tokens.getAccessToken())?.customerNumber ?? core.contextId,
      ...(options.trackingServices ? { ...options.trackingServices } : {}),
    }),
  });
  const auth = createAuthService({
    http: publicHttp,
    tokens,
    flags: () => core.page().authFlags,
    track: (action) => void tracker.track(authEvent(action)),
    navigate: options.navigate,
    ...(options.now ? { now: options.now } : {}),
    endpoints: {
      identityBaseUrl: IDENTITY_BASE_URL,
      unifiedIdentityBaseUrl: UNIFIED_IDENTITY_BASE_URL,
      userManagementBaseUrl: IDENTITY_BASE_URL,
      // A session that ends lands on the login page that says so, not on one that signs in again.
      loginHref: () => signedOutLoginPath(core.page().locale),
      pensionLogoutHref: () => pensionLogoutPath(core.page().locale),
      // OpenID Connect discovery of the configured issuer (environment-oidc.ts), its own chunk.
      ...(signIn
        ? {
            discover: (unified: boolean, issuedBy: SessionIssuer | null) =>
              signIn.load().then((m) => m.discoveredEndpoints(core.page().locale, unified, signIn.origin, undefined, issuedBy)),
          }
        : {}),
    },
    ...(signIn
      ? {
          endSession: (endpoint: string, fields: Record<string, string>) => void signIn.load().then((m) => m.createFormPost(signIn.document)(endpoint, fields)),
          postLogoutRedirectUri: () => `${signIn.origin}${loginPath(core.page().locale)}`,
          postLogoutState: SIGNED_OUT_STATE,
        }
      : {}),
  });
  const monitor = createSessionMonitor({
    tokens: withRefreshTokenExpiry(tokens),
    auth,
    flags: () => ({ ...core.page().sessionFlags, loggedIn: tokens.getAccessToken() !== null }),
    ...(options.activitySource ? { activitySource: options.activitySource } : {}),
    ...(options.now ? { now: options.now } : {}),
    track: (action) => void tracker.track(sessionEvent(action)),
  });
  const flags = lazyFlagSource({
    ...flagServiceConfig(options.storage),
    accessToken: tokens.getAccessToken,
    page: () => {
      const facts = core.page().trackingFacts?.page;
      return { channel: facts?.inApp || facts?.mobileWebView ? 'app' : 'web', ...(core.device ? { device: core.device } : {}) };
    },
    onExposure: exposureTracker((event) => void tracker.track(event), options.tabStorage ?? null),
    ...fetchOption,
  });
  return { api, identityApi, publicHttp, tracker, auth, monitor, flags };
}
