import { randomBytes } from 'node:crypto';
import Provider, { errors, type ProviderContext } from 'oidc-provider';
import type { PersonaStore } from '../../src/node/personas/store.ts';
import { SERVICE_HEADERS } from '../service-headers.ts';
import { customerClaims } from './accounts.ts';
import { SIGNING_ALG, type SigningKey } from './keys.ts';
import { toLowS } from './low-s.ts';
import { logoutPage, errorPage, messagePage, SIGN_IN_CSP } from './sign-in-page.ts';
import type { AccessTokenVerifier } from './access-tokens.ts';
import type { IssuedRefreshTokens } from './issued-refresh-tokens.ts';
import type { SignInStarts } from './sign-in-starts.ts';
import { signInStrings } from './sign-in-strings.ts';
import type { IdentityStore } from './store.ts';
import type { Successors } from './successors.ts';
import { registerTokenExchange, SESSION_ENDS_AT, TOKEN_EXCHANGE } from './token-exchange.ts';

/** The client the portal identifies itself as (spec 7: client_id default "login"). */
export const DEFAULT_CLIENT_ID = 'login';

/** Keycloak's endpoint paths (the spec's), below the issuer. */
export const OIDC_PATHS = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  end_session: '/protocol/openid-connect/logout',
  revocation: '/protocol/openid-connect/revoke',
  userinfo: '/protocol/openid-connect/userinfo',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;

export interface Lifetimes {
  tokenLifetime: number;
  refreshLifetime: number;
  sessionMax: number;
}

export interface ProviderDeps {
  /** e.g. http://127.0.0.1:4173/auth: the request's origin and the identity prefix. */
  issuer: string;
  key: SigningKey;
  personas: PersonaStore;
  lifetimes: Lifetimes;
  /** The portal's page locales (config/markets/locales.yaml): each has a login page to redirect to. */
  locales: readonly string[];
  /** Signs the provider's cookies; one per stack run. */
  cookieKeys: string[];
  /** Grants replaced by an account switch, so a later logout of the old browser session ends them too. */
  successors: Successors;
  /** Refresh tokens handed out, for the spec logout's idempotency (issued-refresh-tokens.ts). */
  issued: IssuedRefreshTokens;
  /** The stack's one in-memory store (service.ts, store.ts). */
  adapter: (model: string) => unknown;
  store: IdentityStore;
  /** Checks the subject token of an exchange the way the backend checks access tokens. */
  verifier: AccessTokenVerifier;
  /** Anonymous sign-in starts per client address (sign-in-starts.ts). */
  signInStarts: SignInStarts;
  /** The header value the stack's own calls carry (self-client.ts): not counted as sign-in starts. */
  selfKey: string;
}

/** The header by which the stack's own calls of its provider (self-client.ts) say so. */
export const SELF_HEADER = 'x-local-identity-self';

/** What every HTML page of the provider carries besides its CSP: no framing, no sniffing, no referrer off-site. */
const HTML_HEADERS: Record<string, string> = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

const epoch = () => Math.floor(Date.now() / 1000);

/** The API's resource indicator: the audience of every access token (a JWT the backend verifies). */
export function apiResource(issuer: string): string {
  return `${new URL(issuer).origin}/api`;
}

/** A lifetime capped at what is left of the grant, which lives exactly one session maximum (spec 4). */
function capped(ctx: ProviderContext | undefined, lifetime: number): number {
  const grant = ctx?.oidc?.entities?.Grant;
  if (!grant?.exp) return lifetime;
  return Math.max(1, Math.min(lifetime, grant.exp - epoch()));
}

export function createProvider(deps: ProviderDeps): Provider {
  const { issuer, key, personas, lifetimes } = deps;
  const origin = new URL(issuer).origin;
  const prefix = new URL(issuer).pathname;
  const resource = apiResource(issuer);
  const loginPages = deps.locales.map((locale) => `${origin}/${locale}/login/`);
  const cookieName = (name: string) => `${prefix.slice(1)}_${name}`;

  const provider = new Provider(issuer, {
    adapter: deps.adapter,
    responseTypes: ['code'],
    clients: [
      {
        client_id: DEFAULT_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', TOKEN_EXCHANGE],
        response_types: ['code'],
        redirect_uris: loginPages,
        post_logout_redirect_uris: loginPages,
      },
    ],
    jwks: { keys: [key.privateJwk] },
    routes: OIDC_PATHS,
    pkce: { required: () => true },
    // The portal signs in from the issuer's own origin (a browser sends Origin on a same-origin
    // POST too): any other origin calling the token, userinfo or revocation endpoints is refused.
    clientBasedCORS: (_ctx: unknown, requestOrigin: string) => requestOrigin === origin,
    scopes: ['openid', 'offline_access'],
    claims: { openid: ['sub', 'customer_id', 'user_id'] },
    extraParams: ['customer_id'],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    enabledJWA: { idTokenSigningAlgValues: [SIGNING_ALG] },
    async findAccount(_ctx: unknown, id: string) {
      const persona = await personas.get(id);
      if (!persona?.customer) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...customerClaims(persona) }) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The confirmation goes on by itself only for the portal's own logout: an id_token_hint
        // (validated by the provider) of the customer signed in here. A page on another site can
        // send the browser here without one; then the customer has to press the button.
        logoutSource: (ctx: ProviderContext, form: string) => {
          ctx.set('content-security-policy', SIGN_IN_CSP);
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const signedIn = (ctx.oidc.session as { accountId?: string } | undefined)?.accountId;
          const ownHint = ctx.oidc.params?.id_token_hint !== undefined && signedIn !== undefined && hint?.payload?.sub === signedIn;
          ctx.body = logoutPage(prefix, form, ctx.oidc.params?.ui_locales, ownHint);
        },
        postLogoutSuccessSource: (ctx: ProviderContext) => {
          ctx.set('content-security-policy', SIGN_IN_CSP);
          ctx.body = logoutPage(prefix, undefined, undefined);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return { scope: '', audience: resource, accessTokenFormat: 'jwt', jwt: { sign: { alg: SIGNING_ALG } } };
        },
      },
    },
    // Refresh tokens for the portal with and without offline_access; they die with the browser
    // session's logout (expiresWithSession), as the spec's logout expects.
    issueRefreshToken: () => true,
    expiresWithSession: () => true,
    rotateRefreshToken: () => true,
    async extraTokenClaims(_ctx: unknown, token: { kind?: string; accountId?: string; clientId?: string; grantId?: string }) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const persona = await personas.get(token.accountId);
      // sid names the grant: one sign-in of one client, which logout and refresh reuse end.
      return { azp: token.clientId, sid: token.grantId, ...(persona ? customerClaims(persona) : {}) };
    },
    ttl: {
      AccessToken: (ctx: ProviderContext) => capped(ctx, lifetimes.tokenLifetime),
      RefreshToken: (ctx: ProviderContext) => capped(ctx, lifetimes.refreshLifetime),
      // A grant from a token exchange ends when the session it was exchanged from would have.
      Grant: (ctx: ProviderContext | undefined) => {
        const endsAt = ctx ? ctx[SESSION_ENDS_AT] : undefined;
        return typeof endsAt === 'number' ? Math.max(1, endsAt - epoch()) : lifetimes.sessionMax;
      },
      Session: lifetimes.sessionMax,
      IdToken: lifetimes.tokenLifetime,
      AuthorizationCode: 60,
      Interaction: 600,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${prefix}/interaction/${interaction.uid}` },
    cookies: {
      keys: deps.cookieKeys,
      names: { session: cookieName('session'), interaction: cookieName('interaction'), resume: cookieName('resume'), state: cookieName('state') },
    },
    renderError: (ctx: ProviderContext, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', SIGN_IN_CSP);
      ctx.body = errorPage(prefix, out);
    },
  });

  registerTokenExchange(provider, { personas, resource, successors: deps.successors, verifier: deps.verifier, store: deps.store });

  provider.use(async (ctx, next) => {
    // Grants of this browser session that a token exchange replaced: end them with it.
    const endsSession = ctx.method === 'POST' && ctx.path.endsWith('/logout/confirm');
    const startsSignIn = ctx.path === OIDC_PATHS.authorization && ctx.get(SELF_HEADER) !== deps.selfKey;
    // Set first, so the provider's own pages with an inline script (form_post) add its hash to it.
    ctx.set('content-security-policy', SIGN_IN_CSP);
    if (startsSignIn && !ctx.cookies.get(cookieName('session'))) {
      // A browser without a provider session over the limit is refused before the provider runs.
      const verdict = deps.signInStarts.peek(clientAddress(ctx));
      if (!verdict.ok) return tooManyStarts(ctx, prefix, verdict.retryAfterSeconds);
    }
    await next();
    if (endsSession) await endSuccessors(provider, ctx, deps.successors);
    if (startsSignIn) await limitSignInStarts(ctx, deps, prefix);
    if (ctx.oidc?.route === 'token' && ctx.status === 200) keycloakShaped(ctx, deps.issued);
    // The gateway's headers on every JSON answer; HTML pages keep their CSP, with framing refused.
    if (ctx.type === 'text/html') for (const [name, value] of Object.entries(HTML_HEADERS)) ctx.set(name, value);
    else for (const [name, value] of Object.entries(SERVICE_HEADERS)) ctx.set(name, value);
  });
  return provider;
}

/**
 * An authorization request that sent an anonymous browser to the sign-in form created an
 * interaction: counted per client address (sign-in-starts.ts). Past the limit the interaction
 * is dropped again and the browser gets 429 with Retry-After.
 */
async function limitSignInStarts(ctx: ProviderContext, deps: ProviderDeps, prefix: string): Promise<void> {
  const location = String(ctx.response.get('location') ?? '');
  const uid = /\/interaction\/([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  if (ctx.status !== 303 || !uid || ctx.oidc?.session?.accountId) return;
  const verdict = deps.signInStarts.take(clientAddress(ctx));
  if (verdict.ok) return;
  await (deps.adapter('Interaction') as { destroy(id: string): Promise<void> }).destroy(uid);
  ctx.remove('location');
  tooManyStarts(ctx, prefix, verdict.retryAfterSeconds);
}

function clientAddress(ctx: ProviderContext): string {
  return ctx.req.socket.remoteAddress ?? 'unknown';
}

/** 429 with Retry-After and a page in the customer's language. */
function tooManyStarts(ctx: ProviderContext, prefix: string, retryAfterSeconds: number): void {
  const locales = ctx.oidc?.params?.ui_locales ?? (ctx.query as Record<string, unknown> | undefined)?.ui_locales;
  const uiLocales = typeof locales === 'string' ? locales : undefined;
  ctx.status = 429;
  ctx.type = 'html';
  ctx.set('retry-after', String(retryAfterSeconds));
  ctx.set('content-security-policy', SIGN_IN_CSP);
  ctx.set('cache-control', 'no-store');
  ctx.body = messagePage(prefix, uiLocales, signInStrings(uiLocales).tooManyStarts);
}

/**
 * The token response as the spec and Keycloak shape it: refresh_expires_in, server_time (the
 * portal corrects its clock by it, spec 5) and session_state; and the access token's ES256
 * signature in low-S form, the only form the backend accepts (low-s.ts).
 */
function keycloakShaped(ctx: ProviderContext, issued: IssuedRefreshTokens): void {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const now = epoch();
  if (typeof body.access_token === 'string') body.access_token = toLowS(body.access_token);
  const refresh = ctx.oidc.entities.RefreshToken;
  if (typeof body.refresh_token === 'string' && refresh?.expiration) {
    body.refresh_expires_in = refresh.expiration;
    issued.remember(body.refresh_token, now + refresh.expiration);
  }
  const grantId = refresh?.grantId ?? ctx.oidc.entities.AccessToken?.grantId;
  if (grantId) body.session_state = grantId;
  body.server_time = now;
}

async function endSuccessors(provider: Provider, ctx: ProviderContext, successors: Successors): Promise<void> {
  const authorizations = ctx.oidc?.session?.authorizations ?? {};
  for (const { grantId } of Object.values(authorizations)) {
    let next = grantId ? successors.get(grantId) : undefined;
    while (next) {
      await (await provider.Grant.find(next))?.destroy();
      next = successors.get(next);
    }
  }
}

export function newCookieKeys(): string[] {
  return [randomBytes(32).toString('base64url')];
}
