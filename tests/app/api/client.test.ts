import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/app/api/client.ts';
import { ApiError, isMaintenanceStatus } from '../../../src/app/api/api-error.ts';
import { json, startLocalServer, type LocalServer } from '../support/local-server.ts';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.received.length = 0;
  vi.useRealTimers();
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  const logged: string[] = [];
  let token: string | null = 'token-1';
  const forbidden: ApiError[] = [];
  const api = createApiClient({
    baseUrl: `${server.baseUrl}/api`,
    getAccessToken: () => token,
    onForbidden: (error) => forbidden.push(error),
    log: (message) => logged.push(message),
    ...overrides,
  });
  return { api, logged, forbidden, setToken: (next: string | null) => (token = next) };
}

/** Behaves like the network: never answers, rejects with an AbortError when aborted. */
function silentNetwork(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
}

describe('api client', () => {
  it('supports only GET and POST, throwing for any other method', () => {
    const { api } = client();
    expect(() => api.request('PUT', '/x')).toThrow('Unsupported HTTP method: PUT');
    expect(() => api.request('delete', '/x')).toThrow('Unsupported HTTP method: DELETE');
    expect(server.received).toHaveLength(0);
  });

  it('sends the bearer token read from storage on every call', async () => {
    const { api, setToken } = client();
    server.handle((_req, res) => json(res, 200, { ok: true }));
    await api.get('/customers/42', { embed: ['all-persons', 'reference-accounts'], empty: '', missing: undefined });
    setToken('token-2');
    const response = await api.get('/accounts', { filter: 'customerId eq 42' });
    expect(response).toMatchObject({ status: 200, data: { ok: true }, partial: false });
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(server.received[0]?.url).toBe('/api/customers/42?embed=all-persons&embed=reference-accounts');
    expect(server.received[1]?.url).toBe('/api/accounts?filter=customerId+eq+42');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const { api } = client({ getAccessToken: () => null });
    await api.get('/products');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('removes null, undefined and empty-string values from POST bodies, keeping empty arrays and objects', async () => {
    const { api } = client();
    await api.post('/tracking/events', {
      event_name: 'x',
      description: '',
      product_id: null,
      zone: undefined,
      count: 0,
      flag: false,
      nested: { keep: 'y', drop: '' },
      list: [],
      group: {},
      items: [{ a: null, b: 1 }, null],
    });
    expect(server.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({
      event_name: 'x',
      count: 0,
      flag: false,
      nested: { keep: 'y' },
      list: [],
      group: {},
      items: [{ b: 1 }, null],
    });
  });

  it('posts form bodies urlencoded without empty fields', async () => {
    const { api } = client();
    await api.post('/token', { grant_type: 'refresh_token', client_id: 'login', refresh_token: 'r', scope: '' }, { form: true });
    expect(server.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(server.received[0]?.body).toBe('grant_type=refresh_token&client_id=login&refresh_token=r');
  });

  it('asks for keepalive only on a post that says so (an event sent just before the page goes)', async () => {
    const asked: (boolean | undefined)[] = [];
    const { api } = client({ fetch: (input, init) => (asked.push(init?.keepalive), globalThis.fetch(input, init)) });
    await api.post('/tracking/events', { event_name: 'session' }, { keepalive: true });
    await api.post('/tracking/events', { event_name: 'session' });
    await api.get('/accounts');
    expect(asked).toEqual([true, undefined, undefined]);
    expect(server.received.map((r) => r.url)).toEqual(['/api/tracking/events', '/api/tracking/events', '/api/accounts']);
  });

  it('times out after 3 s with an ApiError of status 0', async () => {
    vi.useFakeTimers();
    const { api, logged } = client({ fetch: silentNetwork() });
    const pending = api.get('/slow');
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, path: '/slow', kind: 'timeout' });
    expect(logged).toHaveLength(1);
  });

  it('times out a real server that never answers', async () => {
    server.handle(() => {
      /* never answers */
    });
    const { api } = client({ timeoutMs: 50 });
    await expect(api.get('/hang')).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('on 403 runs the forbidden handler and drops the stored authorization header', async () => {
    const { api, forbidden, setToken } = client();
    server.handle((_req, res) => json(res, 403, { error: 'forbidden' }));
    await expect(api.get('/customers/1')).rejects.toMatchObject({ status: 403, path: '/customers/1' });
    expect(forbidden).toHaveLength(1);
    expect(api.hasAuthorization()).toBe(false);

    server.handle((_req, res) => json(res, 200, {}));
    await api.get('/customers/1');
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', undefined]);

    // A new token (refresh, new login) is sent again.
    setToken('token-2');
    await api.get('/customers/1');
    expect(server.received[2]?.headers.authorization).toBe('Bearer token-2');
  });

  it('treats 206 as success flagged partial (maintenance)', async () => {
    const { api } = client();
    server.handle((_req, res) => json(res, 206, { id: 'a1' }));
    const response = await api.get('/accounts/a1', { embed: 'balance' });
    expect(response).toMatchObject({ status: 206, partial: true, data: { id: 'a1' } });
    expect(isMaintenanceStatus(response.status)).toBe(true);
  });

  it('logs and rejects other non-2xx responses with status, path and message', async () => {
    const { api, logged, forbidden } = client();
    server.handle((_req, res) => json(res, 503, { message: 'maintenance' }));
    const error = await api.get('/accounts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, path: '/accounts', message: 'HTTP 503', body: { message: 'maintenance' } });
    expect(isMaintenanceStatus((error as ApiError).status)).toBe(true);
    expect(logged).toEqual(['GET /accounts failed: HTTP 503']);
    expect(forbidden).toHaveLength(0);
  });

  it('logs and rejects when there is no response at all', async () => {
    const closed = await startLocalServer();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const { api, logged } = client({ baseUrl });
    await expect(api.get('/nothing')).rejects.toMatchObject({ status: 0, kind: 'network', path: '/nothing' });
    expect(logged).toHaveLength(1);
  });

  it('logs and rejects an unreadable success body as unexpected', async () => {
    const { api } = client();
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{not json');
    });
    await expect(api.get('/broken')).rejects.toMatchObject({ status: 200, kind: 'unexpected' });
  });

  it('returns null data for 204 and text for non-JSON bodies', async () => {
    const { api } = client();
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    expect((await api.post('/logout', { refresh_token: 'r' })).data).toBeNull();
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('hello');
    });
    expect((await api.get('/text')).data).toBe('hello');
  });
});
