/**
 * A token endpoint's answer (authorization code, token exchange) as the token store keeps it
 * (spec 3 "Auth token storage", spec 5): the tokens, the server clock difference (the access
 * token's `iat` is the server's clock at issue) and the session maximum (`refresh_expires_in`,
 * Keycloak's field; absent elsewhere: no known maximum).
 */
import { decodeToken } from '../session/token.ts';
import type { SessionIssuer, StoredSession } from '../session/token-store.ts';

export interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  refresh_expires_in?: unknown;
  id_token?: unknown;
}

/**
 * `issuedBy`: the provider that answered (a sign-in's or token exchange's settings); kept with
 * the session so that its refresh and logout go back there (token-store.ts).
 */
export function storedSessionFrom(data: TokenAnswer, receivedAt: number, issuedBy?: SessionIssuer): StoredSession {
  if (typeof data.access_token !== 'string' || data.access_token === '') throw new Error('The token response carries no access_token');
  // The JWT's `iat` (server clock, s), read with the app's one token decoder (jwt-decode). A token
  // the portal cannot decode is logged and rethrown (spec 8): the sign-in fails, nothing is stored.
  const iat = decodeToken(data.access_token).iat;
  const refreshIn = typeof data.refresh_expires_in === 'number' && data.refresh_expires_in > 0 ? data.refresh_expires_in : null;
  return {
    accessToken: data.access_token,
    refreshToken: typeof data.refresh_token === 'string' && data.refresh_token !== '' ? data.refresh_token : null,
    serverTimeDiffMs: typeof iat === 'number' ? iat * 1000 - receivedAt : 0,
    refreshExpiresAt: refreshIn === null ? null : receivedAt + refreshIn * 1000,
    ...(typeof data.id_token === 'string' ? { idToken: data.id_token } : {}),
    ...(issuedBy ? { issuer: issuedBy.issuer, clientId: issuedBy.clientId } : {}),
  };
}
