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
        return json(200, await identity.refresh(refreshToken, form.get('client_id') ?? undefined));
      },
    },
    {
      method: 'POST',
      path: '/auth/protocol/openid-connect/logout',
      handler: async ({ req }) => {
        const form = await readForm(req);
        const refreshToken = form.get('refresh_token');
        if (!refreshToken) throw oauthError(400, 'invalid_request', 'Missing parameter: refresh_token');
        if (!identity.logout(refreshToken)) throw oauthError(400, 'invalid_grant', 'Invalid refresh token');
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
        let sid: string;
        try {
          sid = (await identity.verifySignatureOnly(accessToken)).sid;
        } catch (error) {
          throw apiError(400, 'invalid_grant', `access_token rejected: ${(error as Error).message}`);
        }
        // The pair must belong together, or a stolen refresh token could ride on any access token.
        if (identity.sessionIdOf(refreshToken) !== sid) throw apiError(400, 'invalid_grant', 'access_token and refresh_token belong to different sessions');
        return json(200, await asApiError(identity.refresh(refreshToken, undefined)));
      },
    },
    {
      method: 'POST',
      path: '/auth/public/token/logout',
      handler: async ({ req }) => {
        const refreshToken = stringField(await readJsonObject(req), 'refresh_token');
        if (!refreshToken) throw apiError(400, 'bad_request', 'body must be {"refresh_token": "…"}');
        if (!identity.logout(refreshToken)) throw apiError(400, 'invalid_grant', 'unknown refresh token');
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
