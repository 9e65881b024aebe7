// The portal's OpenID Connect client (src/app/oidc/, oauth4webapi) against the
// local stack's real provider (oidc-provider, server/identity/): the browser's part (the
// provider's sign-in form) is driven over HTTP by tests/server/oidc-client.ts; the portal's part
// is the code under test, unmocked: discovery, PKCE, state, nonce, code exchange, ID token
// checks, refusals, refresh through the discovered token endpoint, RP-initiated logout, account
// switch by token exchange.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { oidcClientFor } from '../../../src/app/environment-oidc.ts';
import { completeSignIn, PENDING_SIGN_IN_KEY, SignInError, startSignIn } from '../../../src/app/oidc/sign-in.ts';
import { exchangeToken } from '../../../src/app/oidc/token-exchange.ts';
import { discoveredEndpoints } from '../../../src/app/oidc/endpoints.ts';
import { createAuthService } from '../../../src/app/session/auth-service.ts';
import { createApiClient } from '../../../src/app/api/client.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { createTokenStore } from '../../../src/app/session/token-store.ts';
import { activeCustomer, BAC, TEST_PERSONAS } from '../../server/fixtures.ts';
import { get, startHarness, type Harness } from '../../server/harness.ts';
import { Browser, PASSWORD } from '../../server/oidc-client.ts';

const SECOND_BAC = 'DE7788990012';
const second: Persona = { ...activeCustomer({ id: 'second-de' }), customer: { ...activeCustomer().customer, id: 'c-101', bacNumber: SECOND_BAC } };
const foreign: Persona = {
  ...activeCustomer({ id: 'foreign-de', user: { userId: 'u-999' }, switchableAccounts: [] }),
  customer: { ...activeCustomer().customer, id: 'c-999', bacNumber: 'DE0000000099' },
};

let h: Harness;
let origin: string;
beforeAll(async () => {
  h = await startHarness({ tokenLifetime: 60, refreshLifetime: 600, sessionMax: 900 }, [...TEST_PERSONAS, second, foreign]);
  origin = h.stack.url.replace(/\/$/, '');
});
afterAll(() => h.stop());

const USERNAME = TEST_PERSONAS[0]!.id;

/** The browser's part: follow the authorization URL to the sign-in form, post it, follow back to the login page. */
async function throughProvider(authorizationUrl: string, fields: Record<string, string>, browser = new Browser(h.stack)): Promise<URL> {
  let response = await browser.request(authorizationUrl);
  for (let hop = 0; hop < 8; hop++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    const url = new URL(location, origin);
    if (/^\/[a-z-]+\/login\/$/.test(url.pathname)) return url;
    if (url.pathname.includes('/interaction/') && !url.pathname.endsWith('/login') && response.status !== 302) {
      response = await browser.request(`${url.pathname}/login`, { form: fields });
    } else if (url.pathname.includes('/interaction/') && hop === 0) {
      response = await browser.request(`${url.pathname}/login`, { form: fields });
    } else {
      response = await browser.request(url.href);
    }
  }
  throw new Error('too many redirects');
}

async function signedIn(options: { customerId?: string; returnTo?: string; username?: string } = {}) {
  const storage = createMemoryStorage();
  const url = await startSignIn({
    settings: oidcClientFor('de-de', false, origin),
    origin,
    locale: 'de-de',
    returnTo: options.returnTo ?? '/de-de/dashboard/',
    customerId: options.customerId ?? null,
    storage,
  });
  const back = await throughProvider(url, { username: options.username ?? USERNAME, password: PASSWORD });
  return { storage, url, back };
}

/** Signed in through the provider, with the session in a token store of its own. */
async function signedInTokens() {
  const { storage, back } = await signedIn();
  const { session } = await completeSignIn({ url: back, storage });
  const tokens = createTokenStore({ storage: createMemoryStorage() });
  tokens.save(session);
  return { session, tokens };
}

/** Whether the provider refuses this refresh token (400): its session has ended. */
async function refreshRefused(refreshToken: string | null | undefined): Promise<boolean> {
  const answer = await fetch(`${origin}/auth/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'login', refresh_token: refreshToken ?? '' }),
  });
  return answer.status === 400;
}

describe('the authorization request', () => {
  it('is built from discovery: the configured issuer, PKCE S256, state, nonce, the locale login page as redirect URI', async () => {
    const storage = createMemoryStorage();
    const url = new URL(
      await startSignIn({
        settings: oidcClientFor('de-de', false, origin),
        origin,
        locale: 'de-de',
        returnTo: '/de-de/dashboard/',
        customerId: 'DE1',
        storage,
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}/auth/protocol/openid-connect/auth`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('login');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('redirect_uri')).toBe(`${origin}/de-de/login/`);
    expect(q.get('scope')).toBe('openid offline_access');
    expect(q.get('customer_id')).toBe('DE1');
    expect(q.get('ui_locales')).toBe('de-DE de');
    // The verifier stays in the tab; only its challenge travels.
    const pending = JSON.parse(storage.getItem(PENDING_SIGN_IN_KEY) ?? '{}') as { codeVerifier: string; state: string };
    expect(url.href).not.toContain(pending.codeVerifier);
    expect(pending.state).toBe(q.get('state'));
  });

  it('the unified identity domain is the other configured issuer', async () => {
    const url = new URL(
      await startSignIn({ settings: oidcClientFor('de-de', true, origin), origin, locale: 'de-de', returnTo: '/', storage: createMemoryStorage() }),
    );
    expect(url.pathname).toBe('/identity/protocol/openid-connect/auth');
  });
});

describe('completing the sign-in', () => {
  it('exchanges the code once, checks the ID token, and returns the tokens and the return target', async () => {
    const { storage, back } = await signedIn({ returnTo: '/de-de/dashboard/savings/term/' });
    const { session, returnTo } = await completeSignIn({ url: back, storage });
    expect(returnTo).toBe('/de-de/dashboard/savings/term/');
    expect(decodeJwt(session.accessToken).customer_id).toBe(BAC);
    expect(session.refreshToken).toBeTruthy();
    expect(decodeJwt(session.idToken ?? '').aud).toBe('login');
    expect(session.refreshExpiresAt).toBeGreaterThan(Date.now());
    expect(storage.getItem(PENDING_SIGN_IN_KEY)).toBeNull();
    // The customer's data opens with it.
    expect((await get(h.stack, `/api/customers/${BAC}`, session.accessToken)).status).toBe(200);
  });

  it('a replayed answer is refused: the pending sign-in is used up, and the provider refuses the code again', async () => {
    const { storage, back } = await signedIn();
    const pending = storage.getItem(PENDING_SIGN_IN_KEY) ?? '';
    await completeSignIn({ url: back, storage });
    await expect(completeSignIn({ url: back, storage })).rejects.toMatchObject({ kind: 'state' });
    // Even with the tab's secrets put back, the provider does not redeem a code twice.
    storage.setItem(PENDING_SIGN_IN_KEY, pending);
    await expect(completeSignIn({ url: back, storage })).rejects.toMatchObject({ kind: 'exchange' });
  });

  it('an answer with another state is refused before any code is exchanged', async () => {
    const { storage, back } = await signedIn();
    const forged = new URL(back.href);
    forged.searchParams.set('state', 'somebody-elses-state');
    const error = await completeSignIn({ url: forged, storage }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SignInError);
    expect((error as SignInError).kind).toBe('state');
  });

  it('a customer_id the user does not own comes back as the provider’s access_denied', async () => {
    const { storage, back } = await signedIn({ customerId: 'DE0000000099' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    await expect(completeSignIn({ url: back, storage })).rejects.toMatchObject({ kind: 'provider', code: 'access_denied' });
  });

  it('a customer_id of the user’s own switchable account signs in as that customer', async () => {
    const { storage, back } = await signedIn({ customerId: SECOND_BAC });
    const { session } = await completeSignIn({ url: back, storage });
    expect(decodeJwt(session.accessToken).customer_id).toBe(SECOND_BAC);
  });
});

describe('with the session', () => {
  it('the account switch (token exchange) gives the other customer’s tokens and ends the old refresh token', async () => {
    const { storage, back } = await signedIn();
    const { session } = await completeSignIn({ url: back, storage });
    const switched = await exchangeToken({
      settings: oidcClientFor('de-de', false, origin),
      origin,
      subjectToken: session.accessToken,
      customerId: SECOND_BAC,
    });
    expect(decodeJwt(switched.accessToken).customer_id).toBe(SECOND_BAC);
    expect((await get(h.stack, `/api/customers/${SECOND_BAC}`, switched.accessToken)).status).toBe(200);
    await expect(
      exchangeToken({ settings: oidcClientFor('de-de', false, origin), origin, subjectToken: switched.accessToken, customerId: 'DE0000000099' }),
    ).rejects.toThrow();
  });

  it('a session keeps the issuer that signed it in: with unifiedIdentityDomain turned on meanwhile, refresh and logout still go there', async () => {
    const { session, tokens } = await signedInTokens();
    expect(session).toMatchObject({ issuer: `${origin}/auth`, clientId: 'login' });
    const asked: unknown[] = [];
    const ended: { endpoint: string; fields: Record<string, string> }[] = [];
    const auth = createAuthService({
      http: createApiClient({ baseUrl: '', getAccessToken: () => null, onForbidden: () => undefined }),
      tokens,
      // The flag now names the other (unified) identity domain.
      flags: () => ({ unifiedIdentityDomain: true }),
      track: () => undefined,
      navigate: () => undefined,
      endpoints: {
        discover: (unified, issuedBy) => {
          asked.push(issuedBy);
          return discoveredEndpoints('de-de', unified, origin, undefined, issuedBy);
        },
        loginHref: () => '/de-de/login/',
      },
      endSession: (endpoint, fields) => ended.push({ endpoint, fields }),
      postLogoutRedirectUri: () => `${origin}/de-de/login/`,
    });
    const refreshed = await auth.refresh();
    expect(refreshed.refreshToken).toBeTruthy();
    // A refresh sends no issuer: the session's is kept.
    expect(tokens.getIssuer()).toEqual({ issuer: `${origin}/auth`, clientId: 'login' });
    await auth.logout();
    expect(asked.every((issuedBy) => JSON.stringify(issuedBy) === JSON.stringify({ issuer: `${origin}/auth`, clientId: 'login' }))).toBe(true);
    expect(ended.map((call) => call.endpoint)).toEqual([`${origin}/auth/protocol/openid-connect/logout`]);
    expect(await refreshRefused(refreshed.refreshToken), 'the rotated refresh token is refused').toBe(true);
    expect(tokens.getIssuer()).toBeNull();
  });

  it('the auth service refreshes at the discovered token endpoint with rotation, and logs out with the spec call and an RP-initiated logout', async () => {
    const { session, tokens } = await signedInTokens();
    const ended: { endpoint: string; fields: Record<string, string> }[] = [];
    const navigated: string[] = [];
    const auth = createAuthService({
      http: createApiClient({ baseUrl: '', getAccessToken: () => null, onForbidden: () => undefined }),
      tokens,
      flags: () => ({}),
      track: () => undefined,
      navigate: (href) => navigated.push(href),
      endpoints: { discover: (unified) => discoveredEndpoints('de-de', unified, origin), loginHref: () => '/de-de/login/' },
      endSession: (endpoint, fields) => ended.push({ endpoint, fields }),
      postLogoutRedirectUri: () => `${origin}/de-de/login/`,
      postLogoutState: 'signed-out',
    });
    const refreshed = await auth.refresh();
    expect(refreshed.refreshToken).toBeTruthy();
    expect(refreshed.refreshToken).not.toBe(session.refreshToken);
    const idToken = tokens.getIdToken();
    await auth.logout();
    expect(navigated).toEqual([]);
    expect(ended).toEqual([
      {
        endpoint: `${origin}/auth/protocol/openid-connect/logout`,
        fields: { id_token_hint: idToken, post_logout_redirect_uri: `${origin}/de-de/login/`, state: 'signed-out' },
      },
    ]);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getIdToken()).toBeNull();
    // The spec's logout call ended the session: the rotated refresh token is refused.
    expect(await refreshRefused(refreshed.refreshToken), 'the rotated refresh token is refused').toBe(true);
  });
});

describe('a logout while the automatic refresh is on its way', () => {
  /**
   * The auth service against the provider, with the refresh's request or answer held (as on a busy
   * machine) until the logout's own call has been answered, or at most `HOLD_MS` after the logout
   * began: a logout that waits for the refresh would wait for ever otherwise.
   */
  const HOLD_MS = 500;
  async function racing(hold: 'request' | 'answer') {
    const { session, tokens } = await signedInTokens();
    const ended: { endpoint: string; fields: Record<string, string> }[] = [];
    const navigated: string[] = [];
    const issued: string[] = [];
    let logoutBegan = (): void => undefined;
    const began = new Promise<void>((resolve) => (logoutBegan = resolve));
    let revokeAnswered = (): void => undefined;
    const answered = new Promise<void>((resolve) => (revokeAnswered = resolve));
    const released = began.then(() => Promise.race([answered, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]));
    const real = createApiClient({ baseUrl: '', getAccessToken: () => null, onForbidden: () => undefined });
    const post = async (url: string, body?: unknown, options?: Parameters<typeof real.post>[2]) => {
      const fields = body as Record<string, string>;
      if (fields.grant_type === 'refresh_token') {
        if (hold === 'request') await released;
        const answer = await real.post(url, body, options);
        const data = answer.data as { refresh_token?: string } | undefined;
        if (data?.refresh_token) issued.push(data.refresh_token);
        if (hold === 'answer') await released;
        return answer;
      }
      try {
        return await real.post(url, body, options);
      } finally {
        if (fields.refresh_token !== undefined) revokeAnswered();
      }
    };
    const http = { post: post as typeof real.post };
    const auth = createAuthService({
      http,
      tokens,
      flags: () => ({}),
      track: () => undefined,
      navigate: (href) => navigated.push(href),
      log: () => undefined,
      endpoints: { discover: (unified) => discoveredEndpoints('de-de', unified, origin), loginHref: () => '/de-de/login/' },
      endSession: (endpoint, fields) => ended.push({ endpoint, fields }),
      postLogoutRedirectUri: () => `${origin}/de-de/login/`,
      postLogoutState: 'signed-out',
    });
    const refreshing = auth.refresh().catch(() => 'failed');
    const loggingOut = auth.logout().then(
      () => 'ended',
      () => 'refused',
    );
    logoutBegan();
    const [, logout] = await Promise.all([refreshing, loggingOut]);
    return { tokens, ended, navigated, issued, logout };
  }

  it('whose answer is late: the logout ends the refresh token the provider rotated to, and the late answer does not sign the page in again', async () => {
    const { tokens, ended, navigated, issued, logout } = await racing('answer');
    expect(issued).toHaveLength(1);
    expect(await refreshRefused(issued[0])).toBe(true);
    expect(tokens.getAccessToken()).toBeNull();
    expect(ended.map((call) => call.endpoint)).toEqual([`${origin}/auth/protocol/openid-connect/logout`]);
    expect(navigated).toEqual([]);
    expect(logout).toBe('ended');
  });

  it('whose request is late: one logout, which the provider ends, not a second one from the refused refresh that sends the page elsewhere', async () => {
    const { tokens, ended, navigated, issued, logout } = await racing('request');
    expect(await refreshRefused(issued.at(-1))).toBe(true);
    expect(tokens.getAccessToken()).toBeNull();
    expect(ended.map((call) => call.endpoint)).toEqual([`${origin}/auth/protocol/openid-connect/logout`]);
    expect(navigated).toEqual([]);
    expect(logout).toBe('ended');
  });
});
