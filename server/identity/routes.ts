import { apiError, bearerToken, HttpError, json, noContent, oauthError, readForm, readJsonObject, stringField } from '../http-utils.ts';
import type { PersonaStore } from '../personas.ts';
import type { Route } from '../router.ts';
import { DEFAULT_CLIENT_ID, type Identity } from './service.ts';
import type { SigningKey } from './keys.ts';
import { switchableAccountsRoute } from './switchable-accounts.ts';

/**
 * The identity service under /auth: a Keycloak-shaped OpenID Connect token endpoint,
 * the user-management JSON variants (spec 7), and /auth/local/* which stands in for the
 * real browser login flow, so a persona can be chosen instead of typing credentials.
 */
export function identityRoutes(identity: Identity, personas: PersonaStore, key: SigningKey): Route[] {
  return [
    {
      method: 'GET',
      path: '/auth/local/personas',
      handler: async () =>
        json(
          200,
          (await personas.list()).map((persona) => ({
            id: persona.id,
            description: persona.description ?? '',
            locale: persona.context?.locale ?? '',
            // A persona with a customer is a logged-in customer; without one it is an anonymous visitor.
            loggedIn: persona.customer !== undefined,
            activeSessions: identity.activeSessions(persona.id),
          })),
        ),
    },
    {
      method: 'POST',
      path: '/auth/local/login',
      handler: async ({ req }) => {
        const body = await readJsonObject(req);
        const personaId = stringField(body, 'personaId');
        if (!personaId) throw apiError(400, 'bad_request', 'body must be {"personaId": "<id>"}');
        return json(200, await identity.login(personaId, stringField(body, 'client_id') ?? DEFAULT_CLIENT_ID));
      },
    },
    {
      method: 'GET',
      path: '/auth/protocol/openid-connect/certs',
      handler: () => json(200, key.jwks),
    },
    {
      method: 'POST',
      path: '/auth/protocol/openid-connect/token',
      handler: async ({ req }) => {
        const form = await readForm(req);
        const grantType = form.get('grant_type');
        if (!grantType) throw oauthError(400, 'invalid_request', 'Missing form parameter: grant_type');
        if (grantType !== 'refresh_token') throw oauthError(400, 'unsupported_grant_type', `grant_type "${grantType}" is not supported here; only refresh_token (log in via POST /auth/local/login)`);
        const refreshToken = form.get('refresh_token');
        if (!refreshToken) throw oauthError(400, 'invalid_request', 'Missing parameter: refresh_token');
        // A public client still names itself (RFC 6749 3.2.1); Keycloak answers 401 invalid_client without it.
        const clientId = form.get('client_id');
        if (!clientId) throw oauthError(401, 'invalid_client', 'Missing parameter: client_id');
        return json(200, await identity.refresh(refreshToken, clientId));
      },
    },
    {
      method: 'POST',
      path: '/auth/protocol/openid-connect/logout',
      handler: async ({ req }) => {
        const form = await readForm(req);
        const refreshToken = form.get('refresh_token');
        if (!refreshToken) throw oauthError(400, 'invalid_request', 'Missing parameter: refresh_token');
        const outcome = identity.logout(refreshToken);
        if (outcome === 'unknown') throw oauthError(400, 'invalid_grant', 'Invalid refresh token');
        if (outcome === 'stale') throw oauthError(400, 'invalid_grant', 'Stale refresh token: it was rotated out and cannot end the session');
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/auth/public/token/refresh',
      handler: async ({ req }) => {
        const body = await readJsonObject(req);
        const accessToken = stringField(body, 'access_token');
        const refreshToken = stringField(body, 'refresh_token');
        if (!accessToken || !refreshToken) throw apiError(400, 'bad_request', 'body must be {"access_token": "…", "refresh_token": "…"}');
        let claims: { sid: string; azp: string };
        try {
          claims = await identity.verifySignatureOnly(accessToken);
        } catch (error) {
          throw apiError(400, 'invalid_grant', `access_token rejected: ${(error as Error).message}`);
        }
        // The pair must belong together, or a stolen refresh token could ride on any access token.
        if (identity.sessionIdOf(refreshToken) !== claims.sid) throw apiError(400, 'invalid_grant', 'access_token and refresh_token belong to different sessions');
        // This variant names no client: the client is the one the (verified) access token was issued to.
        return json(200, await asApiError(identity.refresh(refreshToken, claims.azp)));
      },
    },
    {
      method: 'POST',
      path: '/auth/public/token/logout',
      handler: async ({ req }) => {
        const refreshToken = stringField(await readJsonObject(req), 'refresh_token');
        if (!refreshToken) throw apiError(400, 'bad_request', 'body must be {"refresh_token": "…"}');
        const outcome = identity.logout(refreshToken);
        if (outcome === 'unknown') throw apiError(400, 'invalid_grant', 'unknown refresh token');
        if (outcome === 'stale') throw apiError(400, 'invalid_grant', 'stale refresh token: it was rotated out and cannot end the session');
        return noContent();
      },
    },
    switchableAccountsRoute(identity, bearerToken),
  ];
}

/** User management speaks `{ error, message }`, not the OAuth `error_description`. */
async function asApiError<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof HttpError && typeof error.body.error_description === 'string') {
      throw apiError(error.status, String(error.body.error), error.body.error_description);
    }
    throw error;
  }
}
