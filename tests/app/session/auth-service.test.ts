import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/app/api/client.ts';
import { createAuthService, type AuthFlags, type AuthTrackAction } from '../../../src/app/session/auth-service.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { createTokenStore } from '../../../src/app/session/token-store.ts';
import { readToken, tokenRemainingSeconds } from '../../../src/app/session/token.ts';
import { json, startLocalServer, type LocalServer } from '../support/local-server.ts';
import { tokenFor } from '../support/jwt.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.received.length = 0;
  server.handle((_req, res) => json(res, 200, {}));
});

async function setup(flags: AuthFlags = {}, stored: { access?: string | null; refresh?: string | null } = {}) {
  const storage = createMemoryStorage();
  const tokens = createTokenStore({ storage });
  const access = stored.access === undefined ? await tokenFor(Date.now(), 300) : stored.access;
  if (access !== null) tokens.save({ accessToken: access, refreshToken: stored.refresh === undefined ? 'refresh-1' : stored.refresh });
  const tracked: AuthTrackAction[] = [];
  const visited: string[] = [];
  const logged: string[] = [];
  const http = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => null, onForbidden: () => undefined, log: () => undefined });
  const auth = createAuthService({
    http,
    tokens,
    flags: () => flags,
    track: (action) => tracked.push(action),
    navigate: (href) => visited.push(href),
    log: (message) => logged.push(message),
    endpoints: { unifiedIdentityBaseUrl: '/unified/auth', pensionLogoutHref: () => '/de-de/pension/logout', loginHref: () => '/de-de/login' },
  });
  return { auth, tokens, storage, tracked, visited, logged };
}

async function tokenResponse(extra: Record<string, unknown> = {}) {
  const at = Math.floor(Date.now() / 1000);
  return {
    access_token: await tokenFor(Date.now(), 600),
    refresh_token: 'refresh-2',
    expires_in: 600,
    refresh_expires_in: 1800,
    server_time: at + 42,
    ...extra,
  };
}

describe('refresh', () => {
  it('posts the identity form, stores the new tokens and the server time difference, tracks success', async () => {
    const body = await tokenResponse();
    server.handle((_req, res) => json(res, 200, body));
    const { auth, tokens, tracked } = await setup();
    const before = Date.now();
    await auth.refresh();
    const request = server.received[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/auth/protocol/openid-connect/token');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({ grant_type: 'refresh_token', client_id: 'login', refresh_token: 'refresh-1' });
    expect(tokens.getAccessToken()).toBe(body.access_token);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
    // server_time is epoch seconds; the server is ~42 s ahead
    expect(tokens.getServerTimeDiff()).toBeGreaterThan(40_000);
    expect(tokens.getServerTimeDiff()).toBeLessThan(43_000);
    const maxAt = tokens.getSessionMaxAt() ?? 0;
    expect(maxAt - before).toBeGreaterThanOrEqual(1_800_000);
    expect(maxAt - Date.now()).toBeLessThanOrEqual(1_800_000);
    expect(tracked).toEqual(['refresh succeeded']);
  });

  it('uses the unified identity domain when that flag is on', async () => {
    server.handle(async (_req, res) => json(res, 200, await tokenResponse()));
    const { auth } = await setup({ unifiedIdentityDomain: true });
    await auth.refresh();
    expect(server.received[0]?.url).toBe('/unified/auth/protocol/openid-connect/token');
  });

  it('posts JSON {access_token, refresh_token} to user management when that flag is on', async () => {
    server.handle(async (_req, res) => json(res, 200, await tokenResponse()));
    const { auth, tokens } = await setup({ userManagement: true });
    const access = tokens.getAccessToken();
    await auth.refresh();
    expect(server.received[0]?.url).toBe('/auth/public/token/refresh');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ access_token: access, refresh_token: 'refresh-1' });
  });

  it('with an already expired access token: tracks expired, logs out to /login and throws "Refresh token expired!"', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const expired = await tokenFor(Date.now() - 600_000, 300);
    const { auth, tokens, tracked, visited } = await setup({}, { access: expired });
    await expect(auth.refresh()).rejects.toThrow('Refresh token expired!');
    expect(tracked).toEqual(['expired']);
    expect(visited).toEqual(['/de-de/login']);
    expect(tokens.getAccessToken()).toBeNull();
    // no token request, only the revocation
    expect(server.received.map((r) => r.url)).toEqual(['/auth/protocol/openid-connect/logout']);
  });

  it('without a refresh token counts as expired too', async () => {
    const { auth, tracked } = await setup({}, { refresh: null });
    await expect(auth.refresh()).rejects.toThrow('Refresh token expired!');
    expect(tracked).toEqual(['expired']);
    expect(server.received).toHaveLength(0);
  });

  it('when the service refuses: tracks failed, logs out and throws "Refresh token failed!"', async () => {
    server.handle((req, res) => {
      if (req.url.endsWith('/token')) json(res, 400, { error: 'invalid_grant' });
      else {
        res.writeHead(204);
        res.end();
      }
    });
    const { auth, tokens, tracked, visited, logged } = await setup({ pensionLogout: true });
    await expect(auth.refresh()).rejects.toThrow('Refresh token failed!');
    expect(tracked).toEqual(['failed', 'logout succeeded']);
    expect(visited).toEqual(['/de-de/pension/logout']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(logged).toContain('Token refresh failed');
  });

  it('a response without access_token is a failure', async () => {
    server.handle((_req, res) => json(res, 200, { refresh_token: 'x' }));
    const { auth, tracked } = await setup();
    await expect(auth.refresh()).rejects.toThrow('Refresh token failed!');
    expect(tracked[0]).toBe('failed');
  });

  it('a fresh access token that cannot be decoded is logged and the refresh fails (spec 8)', async () => {
    server.handle((req, res) => {
      if (req.url.endsWith('/token')) json(res, 200, { access_token: 'not-a-jwt', refresh_token: 'refresh-2', expires_in: 600 });
      else {
        res.writeHead(204);
        res.end();
      }
    });
    const { auth, tokens, tracked, visited, logged } = await setup();
    const failure = auth.refresh();
    await expect(failure).rejects.toThrow('Refresh token failed!');
    // The decoding error itself is what the refresh failure carries.
    await expect(failure.catch((error: Error) => Promise.reject(error.cause))).rejects.toMatchObject({ name: 'InvalidTokenError' });
    expect(logged).toEqual(['Access token cannot be decoded', 'Token refresh failed']);
    expect(tracked).toEqual(['failed', 'logout succeeded']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(visited).toEqual(['/de-de/login']);
  });

  it('concurrent refreshes share one request', async () => {
    server.handle(async (_req, res) => json(res, 200, await tokenResponse()));
    const { auth } = await setup();
    const [a, b] = await Promise.all([auth.refresh(), auth.refresh()]);
    expect(a).toBe(b);
    expect(server.received).toHaveLength(1);
  });

  it('in a local environment skips the call and stores a fake token keeping the customer claims', async () => {
    const { auth, tokens, tracked } = await setup({ localEnvironment: true });
    await auth.refresh();
    expect(server.received).toHaveLength(0);
    const claims = readToken(tokens.getAccessToken());
    expect(claims).toMatchObject({ customer_id: 'C1', user_id: 'U1' });
    // whole-second exp: between 219 and 220 s left
    expect(tokenRemainingSeconds(tokens.getAccessToken(), Date.now())).toBeGreaterThan(218.9);
    expect(tokenRemainingSeconds(tokens.getAccessToken(), Date.now())).toBeLessThanOrEqual(220);
    expect(tracked).toEqual(['refresh succeeded']);
  });
});

describe('logout', () => {
  it('revokes at the identity service, tracks, clears and goes to the login page', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const { auth, storage, tracked, visited } = await setup();
    await auth.logout();
    expect(server.received[0]?.url).toBe('/auth/protocol/openid-connect/logout');
    expect(Object.fromEntries(new URLSearchParams(server.received[0]?.body))).toEqual({ refresh_token: 'refresh-1', client_id: 'login' });
    expect(tracked).toEqual(['logout succeeded']);
    expect(storage.snapshot()).toEqual({});
    expect(visited).toEqual(['/de-de/login']);
  });

  it('uses user management and the pension logout redirect when flagged', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const { auth, visited } = await setup({ userManagement: true, pensionLogout: true });
    await auth.logout();
    expect(server.received[0]?.url).toBe('/auth/public/token/logout');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    expect(visited).toEqual(['/de-de/pension/logout']);
  });

  it('when the call fails it rethrows, but still clears the session and navigates to login', async () => {
    server.handle((_req, res) => json(res, 500, { error: 'boom' }));
    const { auth, storage, tracked, visited } = await setup();
    await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(storage.snapshot()).toEqual({});
    expect(visited).toEqual(['/de-de/login']);
    expect(tracked).toEqual([]);
  });
});

describe('logout expects 204 (spec 7)', () => {
  for (const status of [200, 202]) {
    it(`an answer of ${status} is an error: logged and rethrown, the session cleared and the user sent to login all the same`, async () => {
      server.handle((_req, res) => json(res, status, {}));
      const { auth, storage, tracked, visited, logged } = await setup();
      await expect(auth.logout()).rejects.toThrow(`Logout answered unexpectedly: HTTP ${status}, expected 204`);
      expect(logged).toEqual(['Logout call failed']);
      expect(tracked).toEqual([]);
      expect(storage.snapshot()).toEqual({});
      expect(visited).toEqual(['/de-de/login']);
    });
  }

  it('the user-management logout is held to 204 too', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    const { auth, visited } = await setup({ userManagement: true });
    await expect(auth.logout()).rejects.toThrow('expected 204');
    expect(server.received[0]?.url).toBe('/auth/public/token/logout');
    expect(visited).toEqual(['/de-de/login']);
  });
});

describe('session expiry', () => {
  it('clears, revokes the refresh token and goes to /login even when revocation fails', async () => {
    server.handle((_req, res) => json(res, 400, { error: 'invalid_grant' }));
    const { auth, storage, visited, logged } = await setup({ pensionLogout: true });
    await auth.expireSession();
    expect(storage.snapshot()).toEqual({});
    expect(Object.fromEntries(new URLSearchParams(server.received[0]?.body)).refresh_token).toBe('refresh-1');
    expect(visited).toEqual(['/de-de/login']);
    expect(logged).toEqual(['Revoking the refresh token failed']);
  });
});
