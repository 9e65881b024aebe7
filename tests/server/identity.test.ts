import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from './fixtures.ts';
import { get, login, postForm, postJson, startHarness, type Harness } from './harness.ts';

const TOKEN = '/auth/protocol/openid-connect/token';
const LOGOUT = '/auth/protocol/openid-connect/logout';

function refreshForm(refreshToken: string, clientId = 'login') {
  return { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken };
}

describe('identity service', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ tokenLifetime: 60, refreshLifetime: 120, sessionMax: 150 });
  });
  afterAll(() => h.stop());

  it('lists personas for the login page, anonymous ones marked as not logged in', async () => {
    const response = await get(h.stack, '/auth/local/personas');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; description: string; locale: string; loggedIn: boolean }[];
    expect(list.find((p) => p.id === 'active-de')).toMatchObject({ locale: 'de-de', loggedIn: true, description: 'Active German private customer' });
    expect(list.find((p) => p.id === 'anonymous-de')).toMatchObject({ loggedIn: false });
  });

  it('refuses unknown and anonymous personas', async () => {
    const unknown = await postJson(h.stack, '/auth/local/login', { personaId: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_persona' });
    expect((await postJson(h.stack, '/auth/local/login', { personaId: 'anonymous-de' })).status).toBe(400);
    expect((await postJson(h.stack, '/auth/local/login', {})).status).toBe(400);
  });

  it('issues an ES256 access token with the claims the portal reads, verifiable against the JWKS', async () => {
    const tokens = await login(h.stack, 'active-de');
    expect(tokens.expires_in).toBe(60);
    expect(tokens.server_time).toBe(h.clock.seconds);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: 'active-de', azp: 'login', customer_id: BAC, user_id: 'u-100', iat: h.clock.seconds, exp: h.clock.seconds + 60 });
    expect(typeof claims.sid).toBe('string');

    const jwks = (await (await get(h.stack, '/auth/protocol/openid-connect/certs')).json()) as Parameters<typeof createLocalJWKSet>[0];
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(jwks.keys[0]?.kid);
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(jwks), { currentDate: new Date(h.clock.ms) });
    expect(payload.sub).toBe('active-de');
  });

  it('rotates refresh tokens: the old one is rejected with invalid_grant once used, and its reuse ends the session', async () => {
    const first = await login(h.stack, 'active-de');
    h.clock.advance(10);
    const response = await postForm(h.stack, TOKEN, refreshForm(first.refresh_token));
    expect(response.status).toBe(200);
    const second = (await response.json()) as typeof first;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).iat).toBe(h.clock.seconds);
    expect(decodeJwt(second.access_token).sid).toBe(decodeJwt(first.access_token).sid);

    const replay = await postForm(h.stack, TOKEN, refreshForm(first.refresh_token));
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // Reuse means somebody else holds a copy: the newest token goes with the session (token-lifecycle.test.ts).
    expect((await postForm(h.stack, TOKEN, refreshForm(second.refresh_token))).status).toBe(400);
  });

  it('rejects unknown and expired refresh tokens, wrong clients and other grant types', async () => {
    expect((await postForm(h.stack, TOKEN, refreshForm('made-up'))).status).toBe(400);
    const tokens = await login(h.stack, 'active-de');
    // An unregistered client is invalid_client (RFC 6749 5.2); the token is not given away either way.
    expect(await (await postForm(h.stack, TOKEN, refreshForm(tokens.refresh_token, 'other-client'))).json()).toMatchObject({ error: 'invalid_client' });
    const password = await postForm(h.stack, TOKEN, { grant_type: 'password', client_id: 'login', username: 'x', password: 'y' });
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    h.clock.advance(121);
    const expired = await postForm(h.stack, TOKEN, refreshForm(tokens.refresh_token));
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('caps access-token expiry at the session maximum, then refuses to refresh', async () => {
    const tokens = await login(h.stack, 'active-de');
    const start = h.clock.seconds;
    h.clock.advance(100);
    const near = (await (await postForm(h.stack, TOKEN, refreshForm(tokens.refresh_token))).json()) as typeof tokens;
    expect(decodeJwt(near.access_token).exp).toBe(start + 150);
    expect(near.expires_in).toBe(50);
    expect(near.refresh_expires_in).toBe(50);
    h.clock.advance(50);
    expect((await postForm(h.stack, TOKEN, refreshForm(near.refresh_token))).status).toBe(400);
  });

  it('logout answers 204 and ends the session: refresh and API calls are then rejected', async () => {
    const tokens = await login(h.stack, 'active-de');
    expect((await get(h.stack, `/api/customers/${BAC}`, tokens.access_token)).status).toBe(200);
    const response = await postForm(h.stack, LOGOUT, { refresh_token: tokens.refresh_token, client_id: 'login' });
    expect(response.status).toBe(204);
    expect((await postForm(h.stack, TOKEN, refreshForm(tokens.refresh_token))).status).toBe(400);
    expect((await get(h.stack, `/api/customers/${BAC}`, tokens.access_token)).status).toBe(401);
    expect((await postForm(h.stack, LOGOUT, { refresh_token: 'never-issued' })).status).toBe(400);
  });

  it('user-management refresh rotates the pair and logout answers 204', async () => {
    const tokens = await login(h.stack, 'active-de');
    const refreshed = await postJson(h.stack, '/auth/public/token/refresh', { access_token: tokens.access_token, refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as typeof tokens;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const replay = await postJson(h.stack, '/auth/public/token/refresh', { access_token: next.access_token, refresh_token: tokens.refresh_token });
    expect(replay.status).toBe(400);

    const other = await login(h.stack, 'active-de');
    const mixed = await postJson(h.stack, '/auth/public/token/refresh', { access_token: other.access_token, refresh_token: next.refresh_token });
    expect(mixed.status).toBe(400);

    expect((await postJson(h.stack, '/auth/public/token/logout', { refresh_token: next.refresh_token })).status).toBe(204);
    expect((await postForm(h.stack, TOKEN, refreshForm(next.refresh_token))).status).toBe(400);
  });
});

describe('access-token expiry on the API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ tokenLifetime: 1 });
  });
  afterAll(() => h.stop());

  it('accepts a fresh token and answers 401 once it has expired', async () => {
    const tokens = await login(h.stack, 'active-de');
    expect((await get(h.stack, `/api/customers/${BAC}`, tokens.access_token)).status).toBe(200);
    h.clock.advance(2);
    const response = await get(h.stack, `/api/customers/${BAC}`, tokens.access_token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('answers 401 without a token and for a tampered one', async () => {
    expect((await get(h.stack, `/api/customers/${BAC}`)).status).toBe(401);
    const tokens = await login(h.stack, 'active-de');
    const [header, payload, signature] = tokens.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), sub: 'customer-forbidden' })).toString('base64url');
    expect(payload).not.toBe(forged);
    expect((await get(h.stack, `/api/customers/${BAC}`, `${header}.${forged}.${signature}`)).status).toBe(401);
  });
});
