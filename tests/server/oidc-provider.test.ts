// The local stack's OpenID provider driven over HTTP as a browser and the portal
// would: discovery, the authorization code flow with PKCE through the sign-in form, the protocol's
// refusals (wrong password, replayed code, wrong verifier), refresh rotation, both logouts, the
// customer_id parameter and the RFC 8693 account switch. No part of the provider is mocked.
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC, TEST_PERSONAS } from './fixtures.ts';
import { get, postForm, startHarness, type Harness } from './harness.ts';
import { raw } from './hostile/raw.ts';
import { authorize, Browser, followToRedirectUri, PASSWORD, postSignIn, redeemCode, signIn, type TokenSet } from './oidc-client.ts';

const TOKEN = '/auth/protocol/openid-connect/token';
const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const SECOND_BAC = 'DE7788990012';

/** Another customer of the same user (u-100), listed in active-de's switchableAccounts. */
const second: Persona = { ...activeCustomer({ id: 'second-de' }), customer: { ...activeCustomer().customer, id: 'c-101', bacNumber: SECOND_BAC } };
/** A customer of somebody else. */
const foreign: Persona = {
  ...activeCustomer({ id: 'foreign-de', user: { userId: 'u-999' }, switchableAccounts: [] }),
  customer: { ...activeCustomer().customer, id: 'c-999', bacNumber: 'DE0000000099' },
};

const lines: string[] = [];
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ tokenLifetime: 60, refreshLifetime: 600, sessionMax: 900, log: (line) => lines.push(line) }, [...TEST_PERSONAS, second, foreign]);
});
afterAll(() => h.stop());

const customerData = (token: string, bac = BAC) => get(h.stack, `/api/customers/${bac}`, token);
const refresh = (refreshToken: string) => postForm(h.stack, TOKEN, { grant_type: 'refresh_token', client_id: 'login', refresh_token: refreshToken });
const exchange = (subject: string, customerId?: string) =>
  postForm(h.stack, TOKEN, {
    grant_type: EXCHANGE,
    client_id: 'login',
    subject_token: subject,
    subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    requested_token_type: 'urn:ietf:params:oauth:token-type:refresh_token',
    ...(customerId ? { customer_id: customerId } : {}),
  });

describe('discovery', () => {
  it('names the Keycloak-shaped endpoints below each identity domain, the issuer being the request origin', async () => {
    for (const prefix of ['/auth', '/identity']) {
      const response = await get(h.stack, `${prefix}/.well-known/openid-configuration`);
      expect(response.status).toBe(200);
      const issuer = `${h.stack.url}${prefix}`;
      expect(await response.json()).toMatchObject({
        issuer,
        authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${issuer}/protocol/openid-connect/token`,
        jwks_uri: `${issuer}/protocol/openid-connect/certs`,
        end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
        revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
        userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
        grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token', EXCHANGE]),
      });
    }
    const other = await raw(h.stack.port, 'GET', '/auth/.well-known/openid-configuration', { host: `localhost:${h.stack.port}` });
    expect((JSON.parse(other.body) as { issuer: string }).issuer).toBe(`http://localhost:${h.stack.port}/auth`);
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs in with username and password through the sign-in form and issues tokens the backend accepts', async () => {
    const request = await authorize(h.stack, { uiLocales: 'de-de de' });
    expect(request.interaction).toMatch(/^\/auth\/interaction\/[\w-]+$/);
    const page = await request.browser.request(request.interaction);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<label for="username">Benutzername<\/label>/);
    expect(html).toMatch(/<label for="password">Passwort<\/label>/);
    expect(html).not.toMatch(/<script>|<style>|\son\w+=/);
    // The example customers are there, marked local-test-only; visitors (no customer) are not.
    expect(html).toContain('nur lokaler Test');
    expect(html).toContain('value="active-de"');
    expect(html).not.toContain('value="anonymous-de"');

    const signedIn = await postSignIn(request, { username: 'active-de', password: PASSWORD });
    expect(signedIn.status).toBe(303);
    const back = await followToRedirectUri(request, signedIn);
    expect(back.get('state')).toBe(request.state);
    expect(back.get('iss')).toBe(`${h.stack.url}/auth`);
    const code = back.get('code') ?? '';
    const response = await redeemCode(h.stack, request, code);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as TokenSet;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 60, refresh_expires_in: 600, server_time: h.clock.seconds });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ nonce: request.nonce, sub: 'active-de', aud: 'login' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: 'active-de',
      azp: 'login',
      customer_id: BAC,
      user_id: 'u-100',
      iat: h.clock.seconds,
      exp: h.clock.seconds + 60,
      iss: `${h.stack.url}/auth`,
    });
    expect(typeof claims.sid).toBe('string');
    const jwks = (await (await get(h.stack, '/auth/protocol/openid-connect/certs')).json()) as Parameters<typeof createLocalJWKSet>[0];
    await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), { currentDate: new Date(h.clock.ms) });
    expect((await customerData(tokens.access_token)).status).toBe(200);
  });

  it('takes the customer number as username too, and signs in through the unified domain', async () => {
    const { tokens } = await signIn(h.stack, SECOND_BAC, { prefix: '/identity' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: 'second-de', customer_id: SECOND_BAC, iss: `${h.stack.url}/identity` });
    expect((await customerData(tokens.access_token, SECOND_BAC)).status).toBe(200);
  });

  it("answers a wrong password after a delay with a message in the customer's language, keeping the form", async () => {
    const request = await authorize(h.stack, { uiLocales: 'fr-fr fr' });
    const started = performance.now();
    const response = await postSignIn(request, { username: 'active-de', password: 'wrong' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('mot de passe est incorrect');
    expect(html).toContain('value="active-de"');
    // Unknown users get the same answer; the right password afterwards still works.
    expect((await postSignIn(request, { username: 'nobody', password: PASSWORD })).status).toBe(401);
    expect((await postSignIn(request, { username: 'anonymous-de', password: PASSWORD })).status).toBe(401);
    const back = await followToRedirectUri(request, await postSignIn(request, { username: 'active-de', password: PASSWORD }));
    expect(back.get('code')).toBeTruthy();
  });

  it('refuses a replayed code, and the replay ends the tokens the code gave', async () => {
    const request = await authorize(h.stack);
    const back = await followToRedirectUri(request, await postSignIn(request, { username: 'active-de', password: PASSWORD }));
    const code = back.get('code') ?? '';
    const first = await redeemCode(h.stack, request, code);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as TokenSet;
    const replay = await redeemCode(h.stack, request, code);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await customerData(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('refuses a code with the wrong PKCE verifier, and without one', async () => {
    const request = await authorize(h.stack);
    const back = await followToRedirectUri(request, await postSignIn(request, { username: 'active-de', password: PASSWORD }));
    const code = back.get('code') ?? '';
    const wrong = await redeemCode(h.stack, request, code, 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const other = await authorize(h.stack);
    const otherCode = (await followToRedirectUri(other, await postSignIn(other, { username: 'active-de', password: PASSWORD }))).get('code') ?? '';
    const none = await fetch(`${h.stack.url}${TOKEN}`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'login', code: otherCode, redirect_uri: other.redirectUri }),
    });
    expect(none.status).toBe(400);
  });

  it('refuses an authorization request without PKCE and a redirect URI that is not a login page', async () => {
    const browser = new Browser(h.stack);
    const base = { client_id: 'login', response_type: 'code', scope: 'openid', state: 's', nonce: 'n' };
    const noPkce = await browser.request(`/auth/protocol/openid-connect/auth?${new URLSearchParams({ ...base, redirect_uri: `${h.stack.url}/de-de/login/` })}`);
    expect(noPkce.status).toBe(303);
    expect(new URL(noPkce.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');
    const elsewhere = await browser.request(
      `/auth/protocol/openid-connect/auth?${new URLSearchParams({ ...base, redirect_uri: 'https://evil.example/cb', code_challenge: 'a'.repeat(43), code_challenge_method: 'S256' })}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
  });

  it('a browser already signed in gets a new code at once, without the form', async () => {
    const { request } = await signIn(h.stack, 'active-de');
    const again = await authorize(h.stack, { browser: request.browser });
    const back = new URL(again.location);
    expect(`${back.origin}${back.pathname}`).toBe(again.redirectUri);
    expect(back.searchParams.get('state')).toBe(again.state);
    const tokens = (await (await redeemCode(h.stack, again, back.searchParams.get('code') ?? '')).json()) as TokenSet;
    expect(decodeJwt(tokens.access_token).sub).toBe('active-de');
  });

  it("after the spec's logout ended the grant, the still signed-in browser is granted anew without the form", async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    await postForm(h.stack, '/auth/protocol/openid-connect/logout', { refresh_token: tokens.refresh_token, client_id: 'login' });
    const again = await authorize(h.stack, { browser: request.browser });
    expect(again.interaction).toMatch(/^\/auth\/interaction\//);
    const page = await again.browser.request(again.interaction);
    expect(page.status).toBe(303);
    const back = await followToRedirectUri(again, page);
    const renewed = (await (await redeemCode(h.stack, again, back.get('code') ?? '')).json()) as TokenSet;
    expect((await customerData(renewed.access_token)).status).toBe(200);
    expect((await customerData(tokens.access_token)).status).toBe(401);
  });

  it('signs in through the example-customer shortcut of the same flow', async () => {
    const request = await authorize(h.stack);
    const back = await followToRedirectUri(request, await postSignIn(request, { shortcut: 'second-de' }));
    const tokens = (await (await redeemCode(h.stack, request, back.get('code') ?? '')).json()) as TokenSet;
    expect(decodeJwt(tokens.access_token).sub).toBe('second-de');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token, and a reuse of the rotated one ends the whole grant', async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const next = (await (await refresh(tokens.refresh_token)).json()) as TokenSet;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token).sid).toBe(decodeJwt(tokens.access_token).sid);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect((await refresh(next.refresh_token)).status).toBe(400);
    expect((await customerData(next.access_token)).status).toBe(401);
  });

  it("the spec's logout form ends the grant: the old access and refresh tokens are refused", async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const response = await postForm(h.stack, '/auth/protocol/openid-connect/logout', { refresh_token: tokens.refresh_token, client_id: 'login' });
    expect(response.status).toBe(204);
    expect((await customerData(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('RP-initiated logout with id_token_hint ends the provider session and the grant, then returns to the login page', async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    const postLogout = `${h.stack.url}/de-de/login/`;
    const page = await request.browser.request(
      `/auth/protocol/openid-connect/logout?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: postLogout, state: 'bye' })}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await request.browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${postLogout}?state=bye`);
    expect((await customerData(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    // The browser's provider session is gone too: a new authorization asks for the password again.
    const again = await authorize(h.stack, { browser: request.browser });
    expect(await (await again.browser.request(again.interaction)).text()).toContain('name="password"');
  });
});

describe('RP-initiated logout as a form POST (what the portal sends)', () => {
  it('is sent on to the provider as a GET: confirmation page, then the grant ends', async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    const postLogout = `${h.stack.url}/de-de/login/`;
    const posted = await request.browser.request('/auth/protocol/openid-connect/logout', {
      form: { id_token_hint: tokens.id_token, post_logout_redirect_uri: postLogout },
    });
    expect(posted.status).toBe(303);
    const page = await request.browser.request(posted.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await request.browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(confirmed.headers.get('location')).toBe(postLogout);
    expect((await customerData(tokens.access_token)).status).toBe(401);
  });
});

describe('customer_id and the account switch', () => {
  it('signs in for another customer of the same user when the authorization request names it', async () => {
    const { tokens } = await signIn(h.stack, 'active-de', { customerId: SECOND_BAC });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: 'second-de', customer_id: SECOND_BAC, user_id: 'u-100' });
  });

  it('answers access_denied to the portal for a customer the user may not act as', async () => {
    const request = await authorize(h.stack, { customerId: 'DE0000000099' });
    const back = await followToRedirectUri(request, await postSignIn(request, { username: 'active-de', password: PASSWORD }));
    expect(back.get('error')).toBe('access_denied');
    expect(back.get('code')).toBeNull();
  });

  it('exchanges the access token for a switchable customer (RFC 8693) and ends the old grant', async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const response = await exchange(tokens.access_token, SECOND_BAC);
    expect(response.status).toBe(200);
    const switched = (await response.json()) as TokenSet & { issued_token_type: string };
    // RFC 8693 2.2.1: the type of the token in access_token; the refresh token comes beside it.
    expect(switched.issued_token_type).toBe('urn:ietf:params:oauth:token-type:access_token');
    expect(switched.refresh_token).toBeTruthy();
    expect(decodeJwt(switched.access_token)).toMatchObject({ sub: 'second-de', customer_id: SECOND_BAC, user_id: 'u-100', azp: 'login' });
    expect((await customerData(switched.access_token, SECOND_BAC)).status).toBe(200);
    // One customer's token never reads another's data.
    expect((await customerData(switched.access_token, BAC)).status).toBe(403);
    expect((await customerData(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const refreshed = await refresh(switched.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(((await refreshed.json()) as TokenSet).access_token).customer_id).toBe(SECOND_BAC);
  });

  it('refuses a switch to a foreign customer, with a dead subject token, or without one; the session lives on', async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const foreignSwitch = await exchange(tokens.access_token, 'DE0000000099');
    expect(foreignSwitch.status).toBe(400);
    expect(await foreignSwitch.json()).toMatchObject({ error: 'invalid_target' });
    expect((await customerData(tokens.access_token)).status).toBe(200);
    const forged = `${tokens.access_token.slice(0, -4)}AAAA`;
    expect(await (await exchange(forged, SECOND_BAC)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await postForm(h.stack, TOKEN, { grant_type: EXCHANGE, client_id: 'login', customer_id: SECOND_BAC })).status).toBe(400);
    await postForm(h.stack, '/auth/protocol/openid-connect/logout', { refresh_token: tokens.refresh_token, client_id: 'login' });
    expect(await (await exchange(tokens.access_token, SECOND_BAC)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("RP-initiated logout with the sign-in's id_token also ends the grant a switch made", async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    const switched = (await (await exchange(tokens.access_token, SECOND_BAC)).json()) as TokenSet;
    expect((await customerData(switched.access_token, SECOND_BAC)).status).toBe(200);
    const page = await request.browser.request(`/auth/protocol/openid-connect/logout?${new URLSearchParams({ id_token_hint: tokens.id_token })}`);
    const html = await page.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    expect((await request.browser.request(action, { form: { xsrf, logout: 'yes' } })).status).toBe(303);
    expect((await customerData(switched.access_token, SECOND_BAC)).status).toBe(401);
    expect((await refresh(switched.refresh_token)).status).toBe(400);
  });

  it("hands over a session without customer_id (the portal's token-exchange route)", async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const response = await exchange(tokens.access_token);
    expect(response.status).toBe(200);
    const handed = (await response.json()) as TokenSet;
    expect(decodeJwt(handed.access_token)).toMatchObject({ sub: 'active-de', customer_id: BAC });
    expect((await customerData(handed.access_token)).status).toBe(200);
  });
});

describe('guards and logs', () => {
  it('refuses the sign-in form posted from another site', async () => {
    const request = await authorize(h.stack);
    const response = await request.browser.request(`${request.interaction}/login`, {
      form: { username: 'active-de', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('refuses a text/plain token request (a simple cross-site POST) and a foreign Host', async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    const plain = await fetch(`${h.stack.url}${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: `grant_type=refresh_token&client_id=login&refresh_token=${tokens.refresh_token}`,
    });
    expect(plain.status).toBe(400);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect((await raw(h.stack.port, 'GET', '/auth/.well-known/openid-configuration', { host: 'rebound.example' })).status).toBe(421);
  });

  it('never logs a code or a token', async () => {
    lines.length = 0;
    const { tokens, request } = await signIn(h.stack, 'active-de');
    // The browser's landing on the login page carries the code in its query.
    const code = 'code-value-that-must-not-be-logged';
    await request.browser.request(`/de-de/login/?code=${code}&state=${request.state}`);
    await request.browser.request(`/auth/protocol/openid-connect/logout?id_token_hint=${tokens.id_token}`);
    const log = lines.join('\n');
    expect(log).toContain('/auth/protocol/openid-connect/token');
    for (const secret of [code, request.state, tokens.id_token, tokens.access_token, tokens.refresh_token]) expect(log).not.toContain(secret);
  });
});
