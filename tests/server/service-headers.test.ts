/**
 * The API's and identity service's answers carry the headers production's
 * gateway adds (no type sniffing, no reading by other sites, no framing), successes and errors,
 * compressed or not; the static portal keeps its own set.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/serving/headers.ts';
import { BAC } from './fixtures.ts';
import { get, login, postJson, startHarness, type Harness } from './harness.ts';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

function expectGatewayHeaders(response: Response, what: string): void {
  for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  expect(response.headers.get('content-security-policy'), `${what}: content-security-policy`).toMatch(/frame-ancestors 'none'/);
}

describe('headers of the local stack’s service answers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    // A built portal of one page, so the static answers are there to compare with.
    await mkdir(join(h.dir, 'dist'), { recursive: true });
    await writeFile(join(h.dir, 'dist', 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  });
  afterAll(() => h.stop());

  it('API answers: a customer, a refusal without token, an unknown path, a wrong method', async () => {
    const { access_token } = await login(h.stack, 'active-de');
    const customer = await get(h.stack, `/api/customers/${BAC}`, access_token);
    expect(customer.status).toBe(200);
    expectGatewayHeaders(customer, 'GET customer');
    const refused = await get(h.stack, `/api/customers/${BAC}`);
    expect(refused.status).toBe(401);
    expectGatewayHeaders(refused, 'GET customer without token');
    const unknown = await get(h.stack, '/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expectGatewayHeaders(unknown, 'unknown API path');
    const wrongMethod = await fetch(`${h.stack.url}/api/customers/${BAC}`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expectGatewayHeaders(wrongMethod, 'DELETE customer');
  });

  it('identity answers: login, the key set, a compressed persona list, an OAuth error, a 204', async () => {
    const tokens = await login(h.stack, 'active-de');
    const loginAgain = await postJson(h.stack, '/auth/local/login', { personaId: 'active-de' });
    expect(loginAgain.status).toBe(200);
    expectGatewayHeaders(loginAgain, 'POST local login');
    expectGatewayHeaders(await get(h.stack, '/auth/protocol/openid-connect/certs'), 'GET certs');
    const list = await fetch(`${h.stack.url}/auth/local/personas`, { headers: { 'accept-encoding': 'br' } });
    expect(list.status).toBe(200);
    expectGatewayHeaders(list, 'GET personas');
    const badGrant = await fetch(`${h.stack.url}/auth/protocol/openid-connect/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password' }),
    });
    expect(badGrant.status).toBe(400);
    expectGatewayHeaders(badGrant, 'token with an unsupported grant');
    const logout = await fetch(`${h.stack.url}/auth/protocol/openid-connect/logout`, {
      method: 'POST',
      body: new URLSearchParams({ refresh_token: tokens.refresh_token }),
    });
    expect(logout.status).toBe(204);
    expectGatewayHeaders(logout, 'logout');
  });

  it('the static portal keeps its own headers (its CSP, not the services’)', async () => {
    const page = await get(h.stack, '/');
    expect(page.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy']);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
