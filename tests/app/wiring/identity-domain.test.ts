/**
 * Spec 7 "flags choose between the identity service at an older or unified domain": the
 * customer services as the portal wires them (environment.ts base URLs), against the real
 * local stack, which answers the same identity service under /auth and /identity and records
 * which one each call came by.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { createCoreServices, type CoreServices } from '../../../src/app/data/core-services.ts';
import { createCustomerServices, type CustomerServices } from '../../../src/app/data/customer-services.ts';
import { createApiClient } from '../../../src/app/api/client.ts';
import { localLogin } from '../../support/local-login.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
let stack: LocalStack;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'identity-domain-dist-'));
  stack = await startLocalStack({ port: 0, personasDir: join(repoRoot, 'personas'), distDir });
});

afterAll(async () => {
  await stack.close();
  await rm(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  stack.identityCalls.length = 0;
});

/** The portal's services, logged in as active-de, with the page's unifiedIdentityDomain flag as given. */
async function servicesWith(unifiedIdentityDomain: boolean): Promise<{ core: CoreServices; customer: CustomerServices; visited: string[] }> {
  const visited: string[] = [];
  // The browser resolves the portal's relative URLs against its origin; so does this fetch.
  const fetchOnStack: typeof fetch = (input, init) => fetch(new URL(String(input), stack.url), init);
  const options = { storage: createMemoryStorage(), navigate: (href: string) => void visited.push(href), fetch: fetchOnStack };
  const core = createCoreServices(options);
  core.setPage({ ...core.page(), authFlags: { unifiedIdentityDomain } });
  const customer = createCustomerServices(core, options);
  core.saveLogin(await localLogin(createApiClient({ baseUrl: stack.url, getAccessToken: () => null, onForbidden: () => undefined }), 'active-de'));
  stack.identityCalls.length = 0;
  return { core, customer, visited };
}

describe('unifiedIdentityDomain chooses the identity host for refresh and logout', () => {
  it('on: refresh and logout go to the unified identity domain', async () => {
    const { core, customer, visited } = await servicesWith(true);
    const before = core.tokens.getAccessToken();
    await customer.auth.refresh();
    expect(core.tokens.getAccessToken()).not.toBe(before);
    await customer.auth.logout();
    expect(stack.identityCalls).toEqual([
      { prefix: '/identity', method: 'POST', path: '/protocol/openid-connect/token' },
      { prefix: '/identity', method: 'POST', path: '/protocol/openid-connect/logout' },
    ]);
    // The login page that says the session ended, not one that starts the next sign-in.
    expect(visited).toEqual(['/de-de/login/?state=signed-out']);
  });

  it('a session keeps the domain it started at: the flag turned on meanwhile sends refresh and logout there still', async () => {
    const { core, customer, visited } = await servicesWith(false);
    // Signed in at the older domain (the sign-in records the issuer with the session).
    core.saveLogin({ accessToken: core.tokens.getAccessToken() ?? '', issuer: `${stack.url.replace(/\/$/, '')}/auth`, clientId: 'login' });
    core.setPage({ ...core.page(), authFlags: { unifiedIdentityDomain: true } });
    await customer.auth.refresh();
    await customer.auth.logout();
    expect(stack.identityCalls.map((call) => `${call.prefix}${call.path}`)).toEqual([
      '/auth/protocol/openid-connect/token',
      '/auth/protocol/openid-connect/logout',
    ]);
    expect(visited).toHaveLength(1);
  });

  it('off: the older identity domain', async () => {
    const { customer } = await servicesWith(false);
    await customer.auth.refresh();
    await customer.auth.logout();
    expect(stack.identityCalls.map((call) => `${call.prefix}${call.path}`)).toEqual([
      '/auth/protocol/openid-connect/token',
      '/auth/protocol/openid-connect/logout',
    ]);
  });
});
