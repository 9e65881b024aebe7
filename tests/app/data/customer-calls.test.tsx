// @vitest-environment jsdom
/**
 * The order of the customer calls is written once (src/app/data/customer-calls.ts).
 * The app's hook (useCustomerParts, TanStack Query) and the plain runner (load.ts) both run
 * that description: against the same services they make the same calls, each only after the
 * answers it waits for, and give the same data.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../src/app/api/client.ts';
import { assembleCustomerData } from '../../../src/app/data/assemble.ts';
import { CUSTOMER_CALLS } from '../../../src/app/data/customer-calls.ts';
import type { Api, SessionIdentity } from '../../../src/app/data/fetchers.ts';
import { loadCustomerData } from '../../../src/app/data/load.ts';
import { createPortalQueryClient } from '../../../src/app/data/query-client.ts';
import { useCustomerParts } from '../../../src/app/data/useCustomerParts.ts';
import type { FlagSource } from '../../../src/app/flags/flag-source.ts';
import type { FeatureFlags } from '../../../src/engine/types/persona.ts';

const ID: SessionIdentity = { customerNumber: 'DE1', userId: 'u-1' };
const CONTEXT = { locale: 'de-de', page: '/de-de/dashboard/' };

/** Services that answer after a tick, logging each call when it starts and when it answers. */
function fakeServices(options: { foreignDistributor?: boolean; switchable?: boolean; country?: string } = {}) {
  const log: string[] = [];
  const answers: Record<string, unknown> = {
    '/feature-flags': { switchableAccounts: options.switchable ?? true },
    '/customers/DE1': {
      id: 'c-1',
      bacNumber: 'DE1',
      distributorId: options.foreignDistributor ? 'PARTNER_B' : 'RAISIN',
      address: { countryCode: options.country ?? 'DE' },
      state: 'ACTIVE',
      fullName: 'Erika Mustermann',
    },
    '/accounts': {
      data: [
        { id: 'acc-1', state: 'ACTIVE', currencyCode: 'EUR' },
        { id: 'acc-2', state: 'ACTIVE', currencyCode: 'EUR' },
      ],
    },
    '/accounts/acc-1': { id: 'acc-1', balance: { current: 10, available: 10 } },
    '/accounts/acc-2': { id: 'acc-2', balance: { current: 5, available: 5 } },
    '/accounts/acc-1/transactions': {
      data: [{ id: 'b-1', bookingDate: '2026-11-20', description: 'Zinsen', amount: 1.5, balance: 10 }],
      page: { number: 0, size: 25, totalElements: 1, totalPages: 1 },
    },
    '/deposit-types': ['TERM'],
    '/product-instances': { data: [] },
    '/threads/unread-count': { data: 3 },
    '/threads': { data: [{ id: 'm-1', sender: 'Service', subject: 'Hallo', body: 'Text', sentAt: '2026-11-20T08:00:00Z', read: false }] },
    '/product-types': { term_product_access: true },
    '/customer/cobranding': { logo: 'partner-b' },
    '/pension-products': [{ id: 'pension-1' }],
    '/public/users/u-1/switchable-accounts/DE1': { data: { accounts: [{ customer_id: 'DE2' }] } },
  };
  const api: Api = {
    get: async <T,>(path: string): Promise<ApiResponse<T>> => {
      log.push(`start ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`answer ${path}`);
      if (!(path in answers)) throw new Error(`no answer for ${path}`);
      return { status: 200, data: answers[path] as T, partial: false, headers: new Headers() };
    },
  };
  // The flag service (read through OpenFeature in the app) answers after a tick too, logged alike.
  const flags: FlagSource = {
    evaluate: async () => {
      log.push('start /feature-flags');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push('answer /feature-flags');
      return answers['/feature-flags'] as FeatureFlags;
    },
    subscribe: () => () => undefined,
  };
  return { api, flags, log };
}

type Services = ReturnType<typeof fakeServices>;
const apisOf = ({ api, flags }: Services) => ({ api, identityApi: api, flags, localEnvironment: false, log: () => undefined, warn: () => undefined });

async function viaHook(api: Services) {
  const client = createPortalQueryClient({ retryDelay: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useCustomerParts(apisOf(api), ID, 'RAISIN'), { wrapper });
  await waitFor(() => expect(result.current.status).toBe('ready'));
  const state = result.current;
  if (state.status !== 'ready') throw new Error('not ready');
  return assembleCustomerData(state.parts, CONTEXT, state.parts.flags ?? {});
}

function viaRunner(services: Services) {
  return loadCustomerData({ ...apisOf(services), flagSource: services.flags, identity: ID, context: CONTEXT, flags: {}, ownDistributorId: 'RAISIN' });
}

/** Each call in the log starts only after the calls it must wait for have answered. */
function expectOrder(log: readonly string[]) {
  const at = (entry: string) => log.indexOf(entry);
  expect(at('start /customers/DE1')).toBeGreaterThan(at('answer /feature-flags'));
  expect(at('start /accounts/acc-1')).toBeGreaterThan(at('answer /accounts'));
  if (at('start /product-types') >= 0) expect(at('start /product-types')).toBeGreaterThan(at('answer /customers/DE1'));
  if (at('start /pension-products') >= 0) expect(at('start /pension-products')).toBeGreaterThan(at('answer /customers/DE1'));
  // The calls that need only the token's ids do not wait for the flags.
  for (const path of ['/accounts', '/deposit-types', '/product-instances', '/threads/unread-count', '/threads'])
    expect(at(`start ${path}`)).toBeLessThan(at('answer /feature-flags'));
}

describe('the customer calls, described once', () => {
  it('every call waits only for answers of calls listed before it', () => {
    const before = new Set<string>();
    for (const call of CUSTOMER_CALLS) {
      for (const input of call.waitsFor) expect(before, `${call.part} waits for ${input}`).toContain(input);
      before.add(call.part);
    }
    expect(new Set(CUSTOMER_CALLS.map((call) => call.part)).size).toBe(CUSTOMER_CALLS.length);
  });

  it.each([
    ['a German customer of the platform', {}],
    ['a customer of another distributor living abroad, without switchable accounts', { foreignDistributor: true, switchable: false, country: 'AT' }],
  ])('the app and the plain runner make the same calls in the same order and give the same data: %s', async (_, services) => {
    const hook = fakeServices(services);
    const runner = fakeServices(services);
    const [fromHook, fromRunner] = [await viaHook(hook), await viaRunner(runner)];
    expect(fromRunner).toEqual(fromHook);
    const calls = (log: readonly string[]) => log.filter((entry) => entry.startsWith('start ')).sort();
    expect(calls(runner.log)).toEqual(calls(hook.log));
    expectOrder(hook.log);
    expectOrder(runner.log);
  });

  it('the conditioned calls follow the description: cobranding, pension products and switchable accounts only when they apply', async () => {
    const abroad = fakeServices({ foreignDistributor: true, switchable: false, country: 'AT' });
    await viaRunner(abroad);
    expect(abroad.log).toContain('start /customer/cobranding');
    expect(abroad.log).not.toContain('start /pension-products');
    expect(abroad.log.some((entry) => entry.includes('switchable-accounts'))).toBe(false);
    const home = fakeServices();
    await viaHook(home);
    expect(home.log).not.toContain('start /customer/cobranding');
    expect(home.log).toContain('start /pension-products');
  });
});
