import type { IncomingMessage } from 'node:http';
import { apiError, bearerToken, json, noContent, oauthError, readBody, readJsonObject, stringField, type Reply } from '../http-utils.ts';
import type { PersonaStore } from '../../src/node/personas/store.ts';
import type { Route } from '../router.ts';
import { apiAudience } from './access-tokens.ts';
import { customerClaims } from './accounts.ts';
import { IDENTITY_BODY_LIMITS } from './body-limits.ts';
import { OIDC_PATHS } from './provider.ts';
import { DEFAULT_CLIENT_ID, type Identity } from './service.ts';
import { selfRequest, signInAsExample, type SelfTarget } from './self-client.ts';
import { switchableAccountsRoute } from './switchable-accounts.ts';

/**
 * The identity service's routes beside the OpenID provider (which answers everything else under
 * /auth and /identity): the user-management JSON variants (spec 7), the switchable accounts, and
 * /auth/local/* which the old login page uses until the portal signs in through the provider.
 * Paths are matched in their /auth form; `target` says which Host and prefix the request came by.
 */
export function identityRoutes(identity: Identity, personas: PersonaStore, hostTarget: (req: IncomingMessage) => Omit<SelfTarget, 'selfKey'>): Route[] {
  const target = (req: IncomingMessage): SelfTarget => ({ ...hostTarget(req), selfKey: identity.selfKey });
  const readJson = (req: IncomingMessage) => readJsonObject(req, IDENTITY_BODY_LIMITS.maxBytes, IDENTITY_BODY_LIMITS.maxDepth);
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
      // The old shortcut, kept until the portal's login page uses the provider: it signs in through
      // the provider's authorization code flow (the example-customer shortcut of its sign-in page).
      method: 'POST',
      path: '/auth/local/login',
      handler: async ({ req }) => {
        const body = await readJson(req);
        const personaId = stringField(body, 'personaId');
        if (!personaId) throw apiError(400, 'bad_request', 'body must be {"personaId": "<id>"}');
        const clientId = stringField(body, 'client_id') ?? DEFAULT_CLIENT_ID;
        if (clientId !== DEFAULT_CLIENT_ID)
          throw oauthError(401, 'invalid_client', `client "${clientId}" is not registered; the registered clients are: ${DEFAULT_CLIENT_ID}`);
        const persona = await personas.get(personaId);
        if (!persona) throw apiError(404, 'unknown_persona', `no persona with id "${personaId}"; GET /auth/local/personas lists them`);
        if (!persona.customer) throw apiError(400, 'anonymous_persona', `persona "${personaId}" is an anonymous visitor (no customer) and cannot log in`);
        const to = target(req);
        const locale = persona.context?.locale ?? 'de-de';
        const answer = await signInAsExample(to, personaId, clientId, `http://${to.host}/${locale}/login/`);
        return { status: answer.status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body: answer.body };
      },
    },
    {
      method: 'POST',
      path: '/auth/public/token/refresh',
      handler: async ({ req }) => {
        const body = await readJson(req);
        const accessToken = stringField(body, 'access_token');
        const refreshToken = stringField(body, 'refresh_token');
        if (!accessToken || !refreshToken) throw apiError(400, 'bad_request', 'body must be {"access_token": "…", "refresh_token": "…"}');
        let claims;
        try {
          claims = await identity.verifier.verifySignatureOnly(accessToken, apiAudience(req.headers.host));
        } catch (error) {
          throw apiError(400, 'invalid_grant', `access_token rejected: ${(error as Error).message}`);
        }
        const to = target(req);
        // The pair must belong together, or a stolen refresh token could ride on any access token.
        const stored = await identity.providerFor(to.host, to.prefix).RefreshToken.find(refreshToken, { ignoreExpiration: true, ignoreSessionBinding: true });
        if (stored && stored.grantId !== claims.sid) throw apiError(400, 'invalid_grant', 'access_token and refresh_token belong to different sessions');
        // This variant names no client: the client is the one the (verified) access token was issued to.
        const answer = await selfRequest(to, 'POST', `${to.prefix}/protocol/openid-connect/token`, {
          form: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: claims.azp }),
        });
        return userManagementShaped(answer.status, answer.body);
      },
    },
    {
      method: 'POST',
      path: '/auth/public/token/logout',
      handler: async ({ req }) => {
        const refreshToken = stringField(await readJson(req), 'refresh_token');
        if (!refreshToken) throw apiError(400, 'bad_request', 'body must be {"refresh_token": "…"}');
        const to = target(req);
        const reply = await endGrantOf(identity, to, refreshToken, undefined);
        return reply.status === 204 ? reply : userManagementShaped(reply.status, String(reply.body));
      },
    },
    switchableAccountsRoute(identity, bearerToken),
  ];
}

/**
 * The spec's logout: POST `<issuer>/protocol/openid-connect/logout` with the form fields
 * refresh_token and client_id, answered 204. A POST without refresh_token is an RP-initiated
 * logout (id_token_hint, post_logout_redirect_uri, state): oidc-provider takes those by POST only
 * with SameSite=None cookies, which need https, so the browser is sent on to the same request as
 * a GET (303), which the provider answers.
 */
export async function specLogout(identity: Identity, req: IncomingMessage, to: SelfTarget): Promise<Reply> {
  const form = new URLSearchParams(await readBody(req, IDENTITY_BODY_LIMITS.maxBytes));
  const refreshToken = form.get('refresh_token');
  if (refreshToken === null)
    return { status: 303, headers: { location: `${to.prefix}${OIDC_PATHS.end_session}?${form.toString()}`, 'cache-control': 'no-store' } };
  return endGrantOf(identity, to, refreshToken, form.get('client_id') ?? undefined);
}

/**
 * OpenID Connect userinfo (`<issuer>/protocol/openid-connect/userinfo`, GET or POST with a bearer
 * token): the claims of the signed-in customer. Answered here and not by the provider: the
 * provider's userinfo takes only access tokens issued for itself, and every token the portal's
 * client gets is for the API (a JWT with the API as audience), so it refused them all. The token
 * is checked as the backend checks it (signature, canonical form, this host's API, live grant).
 */
export async function userinfo(identity: Identity, req: IncomingMessage): Promise<Reply> {
  try {
    const { claims, persona } = await identity.authenticate(bearerToken(req), apiAudience(req.headers.host));
    return json(200, { sub: claims.sub, ...customerClaims(persona) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const description = message.replace(/["\\]/g, "'");
    return json(
      401,
      { error: 'invalid_token', error_description: message },
      { 'www-authenticate': `Bearer realm="userinfo", error="invalid_token", error_description="${description}"` },
    );
  }
}

/**
 * Ends the grant of a refresh token. Only the grant's current token may end it: a rotated-out one
 * (a copy somebody kept) is refused and the session lives on. A token of a grant already ended
 * answers 204 (logout is idempotent); a token never issued 400.
 */
async function endGrantOf(identity: Identity, to: SelfTarget, refreshToken: string, clientId: string | undefined): Promise<Reply> {
  const provider = identity.providerFor(to.host, to.prefix);
  const stored = await provider.RefreshToken.find(refreshToken, { ignoreExpiration: true, ignoreSessionBinding: true });
  if (!stored) {
    // Forgotten by the provider when refresh token reuse revoked its grant: that session has ended.
    if (identity.issued.wasIssued(refreshToken)) return noContent();
    throw oauthError(400, 'invalid_grant', 'Invalid refresh token');
  }
  if (clientId !== undefined && stored.clientId !== clientId) throw oauthError(400, 'invalid_grant', "Token client and authorized client don't match");
  const grant = stored.grantId ? await provider.Grant.find(stored.grantId) : undefined;
  if (!grant) return noContent();
  if (stored.consumed) throw oauthError(400, 'invalid_grant', 'Stale refresh token: it was rotated out and cannot end the session');
  await grant.destroy();
  return noContent();
}

/** User management speaks `{ error, message }`, not the OAuth `error_description`. */
function userManagementShaped(status: number, body: string): Reply {
  if (status === 200) return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body };
  let parsed: { error?: string; error_description?: string } = {};
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    // not JSON: reported as it is below
  }
  throw apiError(status, parsed.error ?? 'invalid_grant', parsed.error_description ?? body);
}
