import { createHash } from 'node:crypto';
import Provider, { errors, type ProviderContext } from 'oidc-provider';
import type { PersonaStore } from '../../src/node/personas/store.ts';
import { customerFor } from './accounts.ts';
import type { AccessTokenVerifier } from './access-tokens.ts';
import { SIGNING_ALG } from './keys.ts';
import type { IdentityStore } from './store.ts';
import type { Successors } from './successors.ts';

/** RFC 8693 token exchange: the account switch and the app's hand-over of a session. */
export const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
export const REFRESH_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:refresh_token';

export interface ExchangeDeps {
  personas: PersonaStore;
  verifier: AccessTokenVerifier;
  resource: string;
  /** Old grant → the grant that replaced it, so a logout of the old browser session ends the new one. */
  successors: Successors;
  /** Where a hand-over is tied to the grant it came from, and a subject token is claimed once. */
  store: IdentityStore;
}

/** Hand-overs one sign-in may have running at once (an app hands its session to a web view now and then). */
export const MAX_HAND_OVERS = 10;

/** Where a grant's session ends: an exchange keeps the session maximum of the sign-in it came from. */
export const SESSION_ENDS_AT = Symbol('sessionEndsAt');

/**
 * grant_type=token-exchange with subject_token (a live access token of this client, for this
 * host's API) and an optional customer_id: tokens for that customer (the same user may switch
 * there, accounts.ts) or, without one, for the same customer (a hand-over). A subject token is
 * accepted once. A switch ends the old grant, so the tokens of the customer left behind stop
 * working; a hand-over is tied to the grant it came from, so that grant's end (logout, refresh
 * token reuse) ends it too.
 */
export function registerTokenExchange(provider: Provider, deps: ExchangeDeps): void {
  provider.registerGrantType(
    TOKEN_EXCHANGE,
    async (ctx: ProviderContext) => {
      const params = ctx.oidc.params ?? {};
      const client = ctx.oidc.client;
      if (!client) throw new errors.InvalidRequest('client_id is required');
      if (!params.subject_token) throw new errors.InvalidRequest('missing required parameter: subject_token');
      if (params.subject_token_type !== ACCESS_TOKEN_TYPE) throw new errors.InvalidRequest(`subject_token_type must be ${ACCESS_TOKEN_TYPE}`);
      const requested = params.requested_token_type ?? REFRESH_TOKEN_TYPE;
      if (requested !== REFRESH_TOKEN_TYPE && requested !== ACCESS_TOKEN_TYPE)
        throw new errors.InvalidRequest(`requested_token_type must be ${REFRESH_TOKEN_TYPE} or ${ACCESS_TOKEN_TYPE}`);

      let claims;
      try {
        claims = await deps.verifier.verify(params.subject_token, deps.resource);
      } catch (error) {
        throw new errors.InvalidGrant(`subject_token rejected: ${(error as Error).message}`);
      }
      if (claims.azp !== client.clientId) throw new errors.InvalidGrant('subject_token was issued to another client');
      const current = await provider.Grant.find(claims.sid);
      if (!current || current.accountId !== claims.sub || current.clientId !== client.clientId)
        throw new errors.InvalidGrant('the session of subject_token has ended');

      const signedIn = await deps.personas.get(claims.sub);
      if (!signedIn?.customer) throw new errors.InvalidGrant('the customer of subject_token no longer exists');
      const customerId = params.customer_id;
      const target = customerId ? await customerFor(deps.personas, signedIn, customerId) : signedIn;
      if (!target) throw new errors.InvalidTarget(`this user may not switch to customer "${customerId}"`);

      const handOver = target.id === signedIn.id;
      if (handOver && deps.store.handedOverInFamily(current.jti) >= MAX_HAND_OVERS)
        throw invalidGrant(`this session has been handed over ${MAX_HAND_OVERS} times; sign in again`);
      // Checked and claimed in one step: of twenty parallel exchanges of one token, one passes.
      if (!deps.store.claimOnce(subjectKey(params.subject_token), claims.exp))
        throw invalidGrant('subject_token was already exchanged; a token is accepted once');

      ctx[SESSION_ENDS_AT] = current.exp;
      const grant = new provider.Grant({ accountId: target.id, clientId: client.clientId });
      grant.addOIDCScope('openid offline_access');
      grant.addResourceScope(deps.resource, '');
      await grant.save();
      ctx.oidc.entity('Grant', grant);
      if (handOver) {
        deps.store.handedOver(current.jti, grant.jti);
      } else {
        // A switch replaces the grant: the old browser session's logout follows the link; a switch
        // of a handed-over session stays tied to the grant that one came from.
        deps.successors.set(current.jti, grant.jti, current.exp ?? Number.MAX_SAFE_INTEGER);
        const parent = deps.store.parentOf(current.jti);
        if (parent) deps.store.handedOver(parent, grant.jti);
        await current.destroy();
      }

      const source = { accountId: target.id, client, grantId: grant.jti, gty: 'token_exchange', expiresWithSession: false };
      const at = new provider.AccessToken(source);
      at.resourceServer = new provider.ResourceServer(deps.resource, {
        scope: '',
        audience: deps.resource,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: SIGNING_ALG } },
      });
      at.scope = '';
      ctx.oidc.entity('AccessToken', at);
      const accessToken = await at.save();
      let refreshToken: string | undefined;
      if (requested === REFRESH_TOKEN_TYPE) {
        const rt = new provider.RefreshToken({ ...source, scope: 'openid offline_access', resource: deps.resource, rotations: 0 });
        ctx.oidc.entity('RefreshToken', rt);
        refreshToken = await rt.save();
      }
      ctx.body = {
        access_token: accessToken,
        // RFC 8693 2.2.1: the type of the token in access_token, which is always an access token;
        // a requested refresh token comes beside it in refresh_token.
        issued_token_type: ACCESS_TOKEN_TYPE,
        token_type: 'Bearer',
        expires_in: at.expiration,
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
        scope: 'openid offline_access',
      };
    },
    ['subject_token', 'subject_token_type', 'requested_token_type', 'customer_id', 'audience'],
  );
}

/** The subject token's key for claimOnce: its hash (its text is canonical, access-tokens.ts, so one token has one key). */
function subjectKey(token: string): string {
  return `subject:${createHash('sha256').update(token).digest('base64url')}`;
}

/** invalid_grant with its reason answered to the client (oidc-provider's InvalidGrant keeps it to its logs). */
function invalidGrant(description: string): Error {
  return new errors.CustomOIDCProviderError('invalid_grant', description);
}
