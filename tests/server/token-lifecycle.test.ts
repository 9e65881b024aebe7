// Token lifecycle faults found by probing the identity service, each a test: reuse of
// a rotated refresh token ends the session; a stale refresh token cannot log out; a refresh
// names the session's own client; a token issued in the future is refused; a token's client is
// the session's registered client; signatures are accepted only in canonical (low-S) form.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from './fixtures.ts';
import { get, login, postForm, postJson, startHarness, type Harness, type Tokens } from './harness.ts';

const TOKEN = '/auth/protocol/openid-connect/token';
const LOGOUT = '/auth/protocol/openid-connect/logout';
/** Order of the P-256 group. */
const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ tokenLifetime: 60, refreshLifetime: 600, sessionMax: 900 });
});
afterAll(() => h.stop());

/** A refresh as the portal sends it; `clientId` null sends none. */
const refresh = (refreshToken: string, clientId: string | null = 'login') =>
  postForm(h.stack, TOKEN, { grant_type: 'refresh_token', refresh_token: refreshToken, ...(clientId === null ? {} : { client_id: clientId }) });
const customer = (accessToken: string) => get(h.stack, `/api/customers/${BAC}`, accessToken);

describe('refresh token reuse', () => {
  it("ends the whole session: the newest refresh token is refused too, and the session's access tokens no longer work", async () => {
    const first = await login(h.stack, 'active-de');
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    expect((await customer(second.access_token)).status).toBe(200);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await refresh(second.refresh_token)).status).toBe(400);
    for (const token of [first.access_token, second.access_token]) {
      const response = await customer(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'session_ended' });
    }
  });

  it('ends the session through the user-management refresh too', async () => {
    const first = await login(h.stack, 'active-de');
    const second = (await (
      await postJson(h.stack, '/auth/public/token/refresh', { access_token: first.access_token, refresh_token: first.refresh_token })
    ).json()) as Tokens;
    expect((await postJson(h.stack, '/auth/public/token/refresh', { access_token: first.access_token, refresh_token: first.refresh_token })).status).toBe(400);
    expect((await customer(second.access_token)).status).toBe(401);
  });

  it('leaves other sessions of the same customer alone', async () => {
    const other = await login(h.stack, 'active-de');
    const first = await login(h.stack, 'active-de');
    await refresh(first.refresh_token);
    await refresh(first.refresh_token);
    expect((await customer(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });
});

describe('logout with a stale refresh token', () => {
  it('is refused (invalid_grant) and the live session goes on; its current token still logs out', async () => {
    const first = await login(h.stack, 'active-de');
    const second = (await (await refresh(first.refresh_token)).json()) as Tokens;
    for (const [path, body] of [
      [LOGOUT, () => postForm(h.stack, LOGOUT, { refresh_token: first.refresh_token, client_id: 'login' })],
      ['/auth/public/token/logout', () => postJson(h.stack, '/auth/public/token/logout', { refresh_token: first.refresh_token })],
    ] as const) {
      const response = await body();
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ error: 'invalid_grant' });
      expect((await customer(second.access_token)).status, path).toBe(200);
    }
    expect((await postForm(h.stack, LOGOUT, { refresh_token: second.refresh_token, client_id: 'login' })).status).toBe(204);
    expect((await customer(second.access_token)).status).toBe(401);
    // Logging out an ended session again is fine (idempotent), with any of its tokens.
    expect((await postForm(h.stack, LOGOUT, { refresh_token: first.refresh_token, client_id: 'login' })).status).toBe(204);
  });
});

describe('the client of a refresh', () => {
  it('must be named: without client_id the refresh is refused, and the token still works afterwards', async () => {
    const tokens = await login(h.stack, 'active-de');
    const response = await refresh(tokens.refresh_token, null);
    // oidc-provider: no client authentication at all is invalid_request (Keycloak says 401 invalid_client).
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringContaining('client') });
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });

  it('must be the client the session was issued to: another gets 400 invalid_grant', async () => {
    const tokens = await login(h.stack, 'active-de');
    for (const clientId of ['other-client', 'LOGIN', '']) {
      const response = await refresh(tokens.refresh_token, clientId);
      expect([400, 401], clientId).toContain(response.status);
      // An unregistered name is invalid_client; an empty one invalid_request (no client named at all).
      expect(['invalid_grant', 'invalid_client', 'invalid_request'], clientId).toContain(((await response.json()) as { error: string }).error);
    }
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe('the client id in a token', () => {
  it("is the session's registered client, never a string from the request", async () => {
    const unregistered = await postJson(h.stack, '/auth/local/login', { personaId: 'active-de', client_id: 'evil-client' });
    expect(unregistered.status).toBe(401);
    expect(await unregistered.json()).toMatchObject({ error: 'invalid_client' });

    const tokens = await login(h.stack, 'active-de');
    expect(decodeJwt(tokens.access_token).azp).toBe('login');
    expect([400, 401]).toContain((await refresh(tokens.refresh_token, 'evil-client')).status);
    const refreshed = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect(decodeJwt(refreshed.access_token).azp).toBe('login');
  });
});

describe("the backend's token check", () => {
  it('refuses a token whose iat lies in the future', async () => {
    const tokens = await login(h.stack, 'active-de');
    expect((await customer(tokens.access_token)).status).toBe(200);
    // The stack's clock goes back a minute: the token was now issued 60 s from now.
    h.clock.advance(-60);
    try {
      const response = await customer(tokens.access_token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_token', message: expect.stringContaining('"iat" claim') });
    } finally {
      h.clock.advance(60);
    }
    expect((await customer(tokens.access_token)).status).toBe(200);
  });

  it('accepts a signature only in canonical low-S form: the same signature with s flipped to n - s is refused', async () => {
    const tokens = await login(h.stack, 'active-de');
    const [header, payload, signature] = tokens.access_token.split('.') as [string, string, string];
    const bytes = Buffer.from(signature, 'base64url');
    expect(bytes).toHaveLength(64);
    const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
    // Every token the stack issues is low-S.
    expect(s <= N >> 1n).toBe(true);
    const flipped = Buffer.concat([bytes.subarray(0, 32), Buffer.from((N - s).toString(16).padStart(64, '0'), 'hex')]).toString('base64url');
    const malleated = `${header}.${payload}.${flipped}`;
    expect((await customer(tokens.access_token)).status).toBe(200);
    const response = await customer(malleated);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_token', message: expect.stringContaining('low-S') });
    const switchable = await get(h.stack, `/auth/public/users/u-100/switchable-accounts/${BAC}`, malleated);
    expect(switchable.status).toBe(401);
    const umRefresh = await postJson(h.stack, '/auth/public/token/refresh', { access_token: malleated, refresh_token: tokens.refresh_token });
    expect(umRefresh.status).toBe(400);
  });

  it('issues low-S signatures every time (WebCrypto alone gives high S about half the time)', async () => {
    for (let i = 0; i < 20; i++) {
      const { access_token } = await login(h.stack, 'active-de');
      const s = BigInt(
        `0x${Buffer.from(access_token.split('.')[2] ?? '', 'base64url')
          .subarray(32)
          .toString('hex')}`,
      );
      expect(s <= N >> 1n).toBe(true);
      expect((await customer(access_token)).status).toBe(200);
    }
  });
});
