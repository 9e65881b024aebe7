/**
 * The CustomerData assembly against the real local stack: log in as a repo persona through
 * the stand-in login, run the app's data loading (the non-React part), resolve, and check
 * what the customer would see. Same path as the portal in the browser, minus React.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { loadCompiledConfig } from '../../../tools/config/validate.ts';
import { readPersona } from './personas.ts';
import { createApiClient } from '../../../src/app/api/client.ts';
import { identityFromToken } from '../../../src/app/data/identity.ts';
import { loadCustomerData } from '../../../src/app/data/load.ts';
import { pageContextOf } from '../../../src/app/data/page-context.ts';
import { NO_SIGNALS } from '../../../src/app/data/page-context.ts';
import { localLogin } from '../../support/local-login.ts';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';
import type { CustomerData } from '../../../src/engine/facts/derive.ts';

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const config = loadCompiledConfig(repoRoot);
let stack: LocalStack;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'wiring-dist-'));
  stack = await startLocalStack({ port: 0, personasDir: join(repoRoot, 'personas'), distDir });
});

afterAll(async () => {
  await stack.close();
  await rm(distDir, { recursive: true, force: true });
});

interface Loaded {
  data: CustomerData;
  warnings: string[];
  forbidden: string[];
}

/** Logs in as the persona and loads its data as the portal does, with the persona's own flags. */
async function loadAs(personaId: string): Promise<Loaded> {
  const persona = await readPersona(personaId);
  const publicHttp = createApiClient({ baseUrl: stack.url, getAccessToken: () => null, onForbidden: () => undefined, log: () => undefined });
  const session = await localLogin(publicHttp, personaId);
  const forbidden: string[] = [];
  const warnings: string[] = [];
  const clientOptions = {
    getAccessToken: () => session.accessToken,
    onForbidden: (error: { path: string }) => void forbidden.push(error.path),
    log: () => undefined,
  };
  const api = createApiClient({ baseUrl: `${stack.url}/api`, ...clientOptions });
  const identityApi = createApiClient({ baseUrl: `${stack.url}/auth`, ...clientOptions });
  const identity = identityFromToken(session.accessToken);
  if (!identity) throw new Error(`token of ${personaId} has no customer_id claim`);
  const context = pageContextOf({
    locale: persona.context.locale,
    pathname: persona.context.page ?? `/${persona.context.locale}/dashboard/`,
    host: persona.context.host ?? '127.0.0.1',
    signals: NO_SIGNALS,
  });
  const data = await loadCustomerData({
    api,
    identityApi,
    identity,
    context,
    flags: persona.flags ?? {},
    ownDistributorId: config.headers.ownDistributorId,
    log: () => undefined,
    warn: (message) => void warnings.push(message),
  });
  return { data, warnings, forbidden };
}

describe('customer data from the local stack', () => {
  it('active customer sees their name and balance, as the CLI resolves the persona file', async () => {
    const { data } = await loadAs('active-de');
    const viewModel = resolveData(config, data);
    expect(viewModel.header.type).toBe('private');
    expect(viewModel.header.account?.fullName).toContain('Erika Mustermann');
    expect(viewModel.header.balance?.total.amount).toBe(15230.55);
    expect(viewModel.header.balance?.available.amount).toBe(15000);
    expect(viewModel.header.balance?.unavailable).toBeNull();
    expect(viewModel.redirect).toBeNull();

    // The same answer as resolving the persona file itself (the CLI's input).
    const persona = await readPersona('active-de');
    const fromFile = resolveData(config, { ...persona, context: data.context });
    expect(viewModel.header).toEqual(fromFile.header);
  });

  it('builds the persona shape from the service envelopes', async () => {
    const { data } = await loadAs('active-de');
    expect(data.accounts?.[0]?.balance).toEqual({ current: 15230.55, available: 15000, reserved: 230.55 });
    expect(data.accountsStatus).toBe(200);
    expect(data.depositTypes).toEqual(['TERM', 'OVERNIGHT']);
    expect(data.productTypes).toEqual({ term_product_access: true, overnight_product_access: true, notice_product_access: false });
    expect(data.productInstances).toHaveLength(1);
    expect(data.unreadMessages).toBe(2);
    expect(data.user).toEqual({ userId: 'u-100' });
    expect(data.customer?._embedded?.dataValidity?.status).toBe('VALID');
    expect(data.cobranding).toBeNull();
  });

  it('account service in maintenance (503) gives the maintenance tooltip', async () => {
    const { data } = await loadAs('maintenance-503-de');
    expect(data.accountsStatus).toBe(503);
    const balance = resolveData(config, data).header.balance;
    expect(balance?.unavailable?.reason).toBe('maintenance');
    expect(balance?.unavailable?.title).toBeTruthy();
  });

  it('a failing balance fetch (500) gives the fetch-error tooltip', async () => {
    const { data } = await loadAs('balance-error-de');
    expect(data.accountsStatus).toBe(500);
    const balance = resolveData(config, data).header.balance;
    expect(balance?.unavailable?.reason).toBe('fetch-error');
  });

  it('failing switchable accounts leave an empty list and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, warnings } = await loadAs('switchable-accounts-error-de');
    warn.mockRestore();
    expect(data.switchableAccounts).toEqual([]);
    expect(warnings).toEqual(['Switchable accounts could not be loaded']);
    const account = resolveData(config, data).header.account;
    expect(account?.switchableAccounts).toBe(true);
    expect(account?.switchableAccountList ?? []).toEqual([]);
  });

  it('a customer of another distributor gets cobranding', async () => {
    const { data } = await loadAs('distributor-partner-b-de');
    const persona = await readPersona('distributor-partner-b-de');
    expect(data.cobranding ?? null).toEqual(persona.cobranding ?? null);
  });

  it('a 403 on the customer runs the forbidden handler and rejects the load', async () => {
    await expect(loadAs('forbidden-403-de')).rejects.toMatchObject({ status: 403, kind: 'forbidden' });
  });

  it('a required action comes back as the redirect with its tracking event', async () => {
    const { data } = await loadAs('no-reference-iban-de');
    const redirect = resolveData(config, data).redirect;
    expect(redirect?.href).toBe('/de-de/reference-account/');
    expect(redirect?.tracking?.event_name).toBe('required_action_redirect');
  });
});
