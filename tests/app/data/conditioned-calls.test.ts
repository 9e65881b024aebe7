/**
 * The calls spec 6 and 7 condition: which are made, with what, and what a failure gives. Driven
 * through the app's own loading (loadCustomerData) against the real local stack, whose request
 * log says which calls the portal made, and through the fetchers against a local server.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { loadCompiledConfig } from '../../../tools/config/validate.ts';
import { createApiClient } from '../../../src/app/api/client.ts';
import { identityFromToken } from '../../../src/app/data/identity.ts';
import { loadCustomerData } from '../../../src/app/data/load.ts';
import { createOfrepFlagSource } from '../../../src/app/flags/ofrep-flag-source.ts';
import { fetchChosenAccount, fetchCustomer, fetchOtherBalances, type AccountsList } from '../../../src/app/data/fetchers.ts';
import { LOCAL_MOCK_BALANCE } from '../../../src/app/data/local-mocks.ts';
import { localLogin } from '../../support/local-login.ts';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';
import type { CustomerData } from '../../../src/engine/facts/derive.ts';
import { json, startLocalServer, type LocalServer } from '../support/local-server.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const config = loadCompiledConfig(repoRoot);
let stack: LocalStack;
let personasDir: string;
let distDir: string;
let server: LocalServer;
const requests: string[] = [];

/** Repo personas as they are, plus copies with a flag changed (the flag service answers a persona's own flags). */
async function withFlags(source: string, id: string, flags: Record<string, boolean>): Promise<void> {
  const persona = JSON.parse(await readFile(join(repoRoot, 'personas', `${source}.json`), 'utf8')) as { id: string; flags?: Record<string, unknown> };
  persona.id = id;
  persona.flags = { ...persona.flags, ...flags };
  await writeFile(join(personasDir, `${id}.json`), JSON.stringify(persona));
}

beforeAll(async () => {
  personasDir = await mkdtemp(join(tmpdir(), 'calls-personas-'));
  distDir = await mkdtemp(join(tmpdir(), 'calls-dist-'));
  await cp(join(repoRoot, 'personas'), personasDir, { recursive: true });
  await withFlags('data-validity-expired-de', 'calls-no-validity-embed-de', { disableDataValidityEmbed: true });
  await withFlags('switchable-accounts-de', 'calls-switchable-off-de', { switchableAccounts: false });
  await withFlags('pension-de', 'calls-pension-gb', {});
  // The same pension products, but the customer lives in the UK.
  const gb = JSON.parse(await readFile(join(personasDir, 'calls-pension-gb.json'), 'utf8')) as { customer: { address: { countryCode: string } } };
  gb.customer.address.countryCode = 'GB';
  await writeFile(join(personasDir, 'calls-pension-gb.json'), JSON.stringify(gb));
  stack = await startLocalStack({ port: 0, personasDir, distDir, log: (line) => void requests.push(line) });
  server = await startLocalServer();
});

afterAll(async () => {
  await stack.close();
  await server.close();
  await rm(personasDir, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
});

afterEach(() => {
  server.received.length = 0;
});

/** Logs in as the persona, loads as the portal does, and returns the data and the paths it asked for. */
async function loadAs(personaId: string): Promise<{ data: CustomerData; paths: string[] }> {
  const publicHttp = createApiClient({ baseUrl: stack.url, getAccessToken: () => null, onForbidden: () => undefined, log: () => undefined });
  const session = await localLogin(publicHttp, personaId);
  const clientOptions = { getAccessToken: () => session.accessToken, onForbidden: () => undefined, log: () => undefined };
  const identity = identityFromToken(session.accessToken);
  if (!identity) throw new Error(`token of ${personaId} has no customer_id claim`);
  requests.length = 0;
  const data = await loadCustomerData({
    api: createApiClient({ baseUrl: `${stack.url}/api`, ...clientOptions }),
    identityApi: createApiClient({ baseUrl: `${stack.url}/auth`, ...clientOptions }),
    identity,
    context: { locale: 'de-de', page: '/de-de/dashboard/' },
    flags: {},
    // The flag service as the portal reads it: OpenFeature's web SDK and OFREP provider, against the stack.
    flagSource: createOfrepFlagSource({ baseUrl: stack.url, pollInterval: 0, accessToken: () => session.accessToken, warn: () => undefined }),
    ownDistributorId: config.headers.ownDistributorId,
    log: () => undefined,
    warn: () => undefined,
  });
  // Log lines are "GET /api/customers/…?embed=… 200 1.2ms": keep method and URL.
  return { data, paths: requests.map((line) => line.split(' ').slice(0, 2).join(' ')) };
}

describe('pension products: German customers only (spec 6)', () => {
  it('a German customer is asked for them, and the pension entries follow the answer', async () => {
    const { data, paths } = await loadAs('pension-de');
    expect(paths).toContain('GET /api/pension-products');
    expect(data.pensionProducts?.length).toBeGreaterThan(0);
  });

  it('a customer living elsewhere is not asked, even when the service would have products', async () => {
    const { data, paths } = await loadAs('calls-pension-gb');
    expect(paths.filter((path) => path.includes('/pension-products'))).toEqual([]);
    expect(data.pensionProducts).toBeUndefined();
  });
});

describe('switchable accounts: only with the flag on (spec 2.4, 7)', () => {
  it('with the flag on the list is asked for with user id and customer number', async () => {
    const { data, paths } = await loadAs('switchable-accounts-de');
    expect(paths).toContain('GET /auth/public/users/u-3401/switchable-accounts/DE4400112232');
    expect(data.switchableAccounts).toHaveLength(2);
  });

  it('with the flag off it is not asked for at all', async () => {
    const { data, paths } = await loadAs('calls-switchable-off-de');
    expect(paths.filter((path) => path.includes('switchable-accounts'))).toEqual([]);
    expect(data.switchableAccounts).toEqual([]);
  });
});

describe('the customer call embeds data validity unless disableDataValidityEmbed (spec 7)', () => {
  it('asks for data-validity by default, and the expired validity redirects to the confirmation', async () => {
    const { data, paths } = await loadAs('data-validity-expired-de');
    expect(paths.find((path) => path.includes('/api/customers/'))).toMatch(/embed=all-persons%2Creference-accounts%2Cdata-validity$/);
    expect(resolveData(config, data).redirect?.action).toBe('data-validity-confirmation');
  });

  it('with the flag the embed is left out, no validity comes back and nobody is redirected', async () => {
    const { data, paths } = await loadAs('calls-no-validity-embed-de');
    expect(paths.find((path) => path.includes('/api/customers/'))).toMatch(/embed=all-persons%2Creference-accounts$/);
    expect(data.customer?._embedded?.dataValidity).toBeUndefined();
    expect(resolveData(config, data).redirect).toBeNull();
  });

  it('fetchCustomer asks for the embeds the flags leave', async () => {
    server.handle((_req, res) => json(res, 200, { id: 'c-1' }));
    const api = createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => 't', onForbidden: () => undefined, log: () => undefined });
    await fetchCustomer(api, { customerNumber: 'DE1', userId: null }, { disableDataValidityEmbed: true });
    await fetchCustomer(api, { customerNumber: 'DE1', userId: null }, {});
    expect(server.received.map((request) => new URL(request.url, server.baseUrl).searchParams.get('embed'))).toEqual([
      'all-persons,reference-accounts',
      'all-persons,reference-accounts,data-validity',
    ]);
  });
});

describe('a failing account fetch falls back to mock data only locally (spec 7)', () => {
  const list: AccountsList = {
    status: 200,
    accounts: [
      { id: 'acc-1', state: 'ACTIVE', iban: 'DE00' },
      { id: 'acc-2', state: 'ACTIVE', iban: 'DE01' },
    ],
  };
  const failing = () => {
    server.handle((_req, res) => json(res, 500, { error: 'boom' }));
    return createApiClient({ baseUrl: server.baseUrl, getAccessToken: () => 't', onForbidden: () => undefined, log: () => undefined });
  };

  it('locally the chosen account and the others get the mock balance', async () => {
    const api = failing();
    const chosen = await fetchChosenAccount(api, list, { localEnvironment: true });
    expect(chosen).toEqual({ status: 200, account: expect.objectContaining({ id: 'acc-1', balance: LOCAL_MOCK_BALANCE }) });
    expect(await fetchOtherBalances(api, list, { localEnvironment: true })).toEqual({ 'acc-2': LOCAL_MOCK_BALANCE });
  });

  it('deployed, the failure stays a failure: no balance, its status for the fetch-error tooltip', async () => {
    const api = failing();
    const chosen = await fetchChosenAccount(api, list, { localEnvironment: false });
    expect(chosen).toEqual({ status: 500, account: expect.objectContaining({ id: 'acc-1', balance: null }) });
    expect(await fetchOtherBalances(api, list, { localEnvironment: false })).toEqual({ 'acc-2': null });
  });

  it('the running portal is not a local environment (the local stack has real services)', async () => {
    const api = failing();
    expect((await fetchChosenAccount(api, list)).status).toBe(500);
  });
});
