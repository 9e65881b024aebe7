/**
 * Token refresh, logout and session expiry against the identity service or the user-management
 * service (spec 4 Logout, spec 5, spec 7 calls, spec 8 errors). Browser effects (navigation,
 * tracking, clock) are injected, so tests run it against a local server.
 *
 * Which service: `userManagement` on -> user-management JSON endpoints; off -> identity
 * service form posts, at the unified identity domain when `unifiedIdentityDomain` is on.
 *
 * OpenID Connect: with `discover`, the identity service's token and end-session
 * endpoints are the ones its discovery document names (the spec's Keycloak-shaped paths
 * otherwise), and a logout to the login page ends the provider's own session too: after the
 * spec's logout call, an RP-initiated logout (id_token_hint, post_logout_redirect_uri) as a
 * form POST, so no token travels in a URL.
 */
import type { ApiClient } from '../api/client.ts';
import { createLocalFakeToken, decodeToken, isTokenExpired, readToken } from './token.ts';
import type { SessionIssuer, StoredSession, TokenStore } from './token-store.ts';

/** Tracked as spec 7 "events for logout succeeded, refresh succeeded, failed, expired". */
export type AuthTrackAction = 'refresh succeeded' | 'failed' | 'expired' | 'logout succeeded';

export interface AuthFlags {
  /** User-management service for refresh and logout (feature flag userManagementLogout). */
  userManagement?: boolean;
  unifiedIdentityDomain?: boolean;
  pensionLogout?: boolean;
  /** Spec 4: locally the refresh is skipped and a fake token is issued instead. */
  localEnvironment?: boolean;
  /** Spec 6 multiContext: a login keeps its session in its own tab (token-store.ts). */
  multiContext?: boolean;
}

export interface AuthEndpoints {
  identityBaseUrl: string;
  unifiedIdentityBaseUrl: string;
  userManagementBaseUrl: string;
  /** Identity-service client id (spec 7: default "login"). */
  clientId: string;
  /**
   * Spec 2.2: /login, prefixed by the document-language locale; the app supplies that. Where a
   * logout or an expiry sends the customer: the app's is the login page that shows itself
   * (environment.ts signedOutLoginPath), not one that starts the next sign-in.
   */
  loginHref: () => string;
  /** Spec 2.3: a pension-logout redirect exists, path not shown; the app supplies it. */
  pensionLogoutHref: () => string;
  /**
   * The identity service's endpoints from OpenID Connect discovery (oidc/): of `issuedBy`, the
   * issuer that signed the session in, when known, else of the flag's domain. Absent: the
   * spec's paths under the base URL.
   */
  discover?: (unifiedIdentityDomain: boolean, issuedBy: SessionIssuer | null) => Promise<DiscoveredEndpoints>;
}

export interface DiscoveredEndpoints {
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
  /** The client id configured for this issuer (environment-oidc.ts). */
  clientId: string;
}

/** RP-initiated logout: a top-level form POST to the end-session endpoint (browser adapter, oidc/form-post.ts). */
export type EndSessionNavigation = (endpoint: string, fields: Record<string, string>) => void;

export const DEFAULT_AUTH_ENDPOINTS: AuthEndpoints = {
  identityBaseUrl: '/auth',
  unifiedIdentityBaseUrl: '/identity',
  userManagementBaseUrl: '/auth',
  clientId: 'login',
  loginHref: () => '/login',
  pensionLogoutHref: () => '/pension/logout',
};

export const REFRESH_EXPIRED_MESSAGE = 'Refresh token expired!';
export const REFRESH_FAILED_MESSAGE = 'Refresh token failed!';
/** Spec 7: what the logout calls answer when they ended the session. */
export const LOGOUT_STATUS = 204;
export const LOGOUT_UNEXPECTED_MESSAGE = 'Logout answered unexpectedly';

export interface AuthServiceOptions {
  /** A client without bearer header (identity calls authenticate by body), e.g. baseUrl "". */
  http: Pick<ApiClient, 'post'>;
  tokens: TokenStore;
  flags: () => AuthFlags;
  track: (action: AuthTrackAction) => void;
  navigate: (href: string) => void;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  endpoints?: Partial<AuthEndpoints>;
  /** With `endpoints.discover`: ends the provider's browser session, then the provider sends the user to the login page. */
  endSession?: EndSessionNavigation;
  /** The login page as an absolute URL (post_logout_redirect_uri). */
  postLogoutRedirectUri?: () => string;
  /**
   * RP-initiated logout's `state`, which the provider hands back on its redirect to the login
   * page: there it means "signed out", so the page shows itself instead of starting a sign-in.
   */
  postLogoutState?: string;
}

export interface AuthService {
  /** Concurrent calls share one request. Rejects with the spec 8 messages. */
  refresh(): Promise<StoredSession>;
  /** Revoke, clear, go to pension logout or login; rethrows a failed call after clearing. */
  logout(): Promise<void>;
  /** Session-clock expiry (spec 4): clear, revoke (best effort), go to /login. Never rejects. */
  expireSession(): Promise<void>;
}

interface TokenResponse {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  refresh_expires_in?: unknown;
  server_time?: unknown;
  id_token?: unknown;
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const endpoints = { ...DEFAULT_AUTH_ENDPOINTS, ...options.endpoints };
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const { http, tokens, track, navigate } = options;
  let inFlight: Promise<StoredSession> | null = null;
  /**
   * The logout under way, shared by every caller: once begun, this page's session is over (the
   * page is on its way to the provider or the login page), so a second logout (a refresh that
   * failed meanwhile) would only race the first one's navigation.
   */
  let ending: Promise<void> | null = null;
  /** Sessions ended (logout or expiry): a refresh answer that arrives after one is not stored. */
  let endings = 0;

  const identityBase = () => (options.flags().unifiedIdentityDomain ? endpoints.unifiedIdentityBaseUrl : endpoints.identityBaseUrl);

  /**
   * The identity service's endpoints: discovered (OpenID Connect) or the spec's paths. Those of
   * the issuer that signed the session in when the token store knows it: the flag may have
   * switched domains since, and the other domain's provider refuses these tokens (a logout
   * there ended on its error page).
   */
  async function identityEndpoints(): Promise<DiscoveredEndpoints> {
    const unified = options.flags().unifiedIdentityDomain === true;
    const issuedBy = tokens.getIssuer();
    const base = issuedBy?.issuer ?? identityBase();
    if (endpoints.discover) {
      try {
        return await endpoints.discover(unified, issuedBy);
      } catch (error) {
        // The spec's paths still answer at an identity service without discovery.
        log('OpenID Connect discovery failed: the spec paths are used', error);
      }
    }
    return {
      tokenEndpoint: `${base}/protocol/openid-connect/token`,
      endSessionEndpoint: `${base}/protocol/openid-connect/logout`,
      clientId: issuedBy?.clientId ?? endpoints.clientId,
    };
  }

  async function revoke(refreshToken: string | null): Promise<void> {
    if (!refreshToken) return; // nothing to revoke server-side
    let response: Awaited<ReturnType<typeof http.post>>;
    if (options.flags().userManagement) {
      response = await http.post(`${endpoints.userManagementBaseUrl}/public/token/logout`, { refresh_token: refreshToken });
    } else {
      const identity = await identityEndpoints();
      // Spec 7: the logout form post (refresh_token, client_id) at the end-session endpoint.
      response = await http.post(
        identity.endSessionEndpoint ?? `${tokens.getIssuer()?.issuer ?? identityBase()}/protocol/openid-connect/logout`,
        { refresh_token: refreshToken, client_id: identity.clientId },
        { form: true },
      );
    }
    // Spec 7: both logout calls expect 204; any other answer (a 200 from a proxy's page, say)
    // has not ended the session, so it is an error like a failed call (spec 8).
    if (response.status !== LOGOUT_STATUS) throw new Error(`${LOGOUT_UNEXPECTED_MESSAGE}: HTTP ${response.status}, expected ${LOGOUT_STATUS}`);
  }

  async function requestTokens(accessToken: string, refreshToken: string): Promise<TokenResponse> {
    if (options.flags().userManagement) {
      const response = await http.post(`${endpoints.userManagementBaseUrl}/public/token/refresh`, { access_token: accessToken, refresh_token: refreshToken });
      return (response.data ?? {}) as TokenResponse;
    }
    const identity = await identityEndpoints();
    const response = await http.post(
      identity.tokenEndpoint,
      { grant_type: 'refresh_token', client_id: identity.clientId, refresh_token: refreshToken },
      { form: true },
    );
    return (response.data ?? {}) as TokenResponse;
  }

  function sessionFrom(data: TokenResponse, receivedAt: number): StoredSession {
    if (typeof data.access_token !== 'string' || data.access_token === '') {
      throw new Error('refresh response carries no access_token');
    }
    // Spec 8 "token cannot be decoded: error logged and rethrown": a fresh token the portal
    // cannot read would end the session on the next tick (spec 5 counts it expired), so the
    // refresh fails here instead (and doRefresh logs out, as for a refused refresh).
    const claims = decodeToken(data.access_token, log);
    // Prefer the server's own clock; the fresh token's iat is the next best server timestamp.
    const serverTime = parseServerTime(data.server_time) ?? secondsToMs(claims.iat);
    const refreshIn = typeof data.refresh_expires_in === 'number' ? data.refresh_expires_in : null;
    return {
      accessToken: data.access_token,
      // Some identity setups rotate nothing: keep the stored refresh token then.
      ...(typeof data.refresh_token === 'string' && data.refresh_token !== '' ? { refreshToken: data.refresh_token } : {}),
      serverTimeDiffMs: serverTime === null ? 0 : serverTime - receivedAt,
      // refresh_expires_in 0 means "no expiry" (offline tokens): no known session maximum.
      refreshExpiresAt: refreshIn !== null && refreshIn > 0 ? receivedAt + refreshIn * 1000 : null,
      // A refresh may send a new ID token (OpenID Connect): the logout's hint stays current.
      ...(typeof data.id_token === 'string' && data.id_token !== '' ? { idToken: data.id_token } : {}),
    };
  }

  function refreshTokenExpired(accessToken: string | null, refreshToken: string | null): boolean {
    const diff = tokens.getServerTimeDiff();
    if (!refreshToken || isTokenExpired(accessToken, now(), diff)) return true; // spec 5
    // Opaque refresh tokens cannot be judged locally; JWT ones can.
    return readToken(refreshToken)?.exp !== undefined && isTokenExpired(refreshToken, now(), diff);
  }

  async function doRefresh(): Promise<StoredSession> {
    const accessToken = tokens.getAccessToken();
    if (options.flags().localEnvironment) {
      const claims = readToken(accessToken) ?? {};
      const session: StoredSession = {
        accessToken: createLocalFakeToken(now(), { sub: claims.sub, customer_id: claims.customer_id, user_id: claims.user_id }),
        serverTimeDiffMs: 0,
      };
      tokens.save(session);
      track('refresh succeeded');
      return session;
    }

    const refreshToken = tokens.getRefreshToken();
    if (refreshTokenExpired(accessToken, refreshToken)) {
      track('expired');
      await expireSession();
      throw new Error(REFRESH_EXPIRED_MESSAGE);
    }

    const endingsBefore = endings;
    let session: StoredSession;
    try {
      session = sessionFrom(await requestTokens(accessToken ?? '', refreshToken ?? ''), now());
    } catch (cause) {
      log('Token refresh failed', cause);
      track('failed');
      // Ended meanwhile (expiry): nothing left to log out of.
      if (endings === endingsBefore) await endOnce().catch(() => undefined); // already logged; the refresh error is what callers see
      throw new Error(REFRESH_FAILED_MESSAGE, { cause });
    }
    // The session ended while the answer was on its way: storing it would sign the page in again.
    if (endings !== endingsBefore) throw new Error(REFRESH_FAILED_MESSAGE);
    tokens.save(session);
    track('refresh succeeded');
    return session;
  }

  /** The provider's end-session endpoint when the logout should end its browser session too, else null. */
  async function providerLogout(): Promise<string | null> {
    const flags = options.flags();
    if (!endpoints.discover || !options.endSession || flags.userManagement || flags.pensionLogout || flags.localEnvironment) return null;
    try {
      return (await identityEndpoints()).endSessionEndpoint;
    } catch (error) {
      log('The end-session endpoint is not known: the provider session is left to expire', error);
      return null;
    }
  }

  /**
   * A refresh in flight rotates the refresh token at the provider: the logout waits for its answer,
   * so it revokes the token the provider holds now. One sent meanwhile would be refused as rotated
   * out, and the refresh's answer, arriving after the logout, would sign the page in again.
   */
  function logout(): Promise<void> {
    const refreshing = inFlight;
    return refreshing ? refreshing.then(endOnce, endOnce) : endOnce();
  }

  function endOnce(): Promise<void> {
    ending ??= endSession();
    return ending;
  }

  async function endSession(): Promise<void> {
    endings += 1;
    const destination = options.flags().pensionLogout ? endpoints.pensionLogoutHref() : endpoints.loginHref();
    const idToken = tokens.getIdToken();
    let failure: { error: unknown } | null = null;
    try {
      await revoke(tokens.getRefreshToken());
      track('logout succeeded');
    } catch (error) {
      log('Logout call failed', error);
      failure = { error };
    }
    // The provider's own logout runs even when the call failed (a token it refused as rotated
    // out, a service error): it ends the provider's session, and with it every refresh token of
    // the sign-in, which the call could not.
    const endSessionAt = idToken ? await providerLogout() : null;
    // Spec 8: local session cleared and user sent on, whatever the call did.
    tokens.clear();
    if (endSessionAt && idToken && options.endSession) {
      // RP-initiated logout: the provider ends its session and sends the user to the login page.
      const fields: Record<string, string> = { id_token_hint: idToken };
      if (options.postLogoutRedirectUri) fields.post_logout_redirect_uri = options.postLogoutRedirectUri();
      if (options.postLogoutRedirectUri && options.postLogoutState) fields.state = options.postLogoutState;
      options.endSession(endSessionAt, fields);
    } else {
      navigate(destination);
    }
    if (failure) throw failure.error;
  }

  async function expireSession(): Promise<void> {
    endings += 1;
    const refreshToken = tokens.getRefreshToken();
    tokens.clear();
    try {
      await revoke(refreshToken);
    } catch (error) {
      log('Revoking the refresh token failed', error);
    } finally {
      navigate(endpoints.loginHref());
    }
  }

  return {
    refresh() {
      // During a logout the refresh token is being revoked: using it now would race the revoke.
      if (ending) return Promise.reject(new Error(REFRESH_FAILED_MESSAGE));
      inFlight ??= doRefresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    logout,
    expireSession,
  };
}

/** server_time as epoch seconds, epoch ms, or an ISO date string; null when absent or odd. */
export function parseServerTime(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value < 1e12 ? value * 1000 : value;
  if (typeof value === 'string' && value.trim() !== '') {
    const numeric = Number(value);
    if (Number.isFinite(numeric)) return parseServerTime(numeric);
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

function secondsToMs(seconds: number | undefined): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null;
}
