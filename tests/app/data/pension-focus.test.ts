/**
 * Spec 7 "Data fetching: pension dashboard does not refetch on focus". With the 5-minute
 * freshness over (stale data), a window focus refetches the customer's other data, and not the
 * pension products: the portal's own query client and query options, TanStack's focus manager.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { createPortalQueryClient } from '../../../src/app/data/query-client.ts';
import { pensionProductsQuery, unreadCountQuery } from '../../../src/app/data/queries.ts';
import type { Api } from '../../../src/app/data/fetchers.ts';

const identity = { customerNumber: 'DE7788990011', userId: 'u-1' };

function countingApi(): { api: Api; calls: string[] } {
  const calls: string[] = [];
  const api: Api = {
    get: async <T>(path: string) => {
      calls.push(path);
      return { status: 200, data: (path.includes('unread') ? { data: 1 } : []) as T, partial: false, headers: new Headers() };
    },
  };
  return { api, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => focusManager.setFocused(undefined));

describe('refetch on window focus (spec 7)', () => {
  it('refetches stale customer data on focus, but never the pension products', async () => {
    const { api, calls } = countingApi();
    const client = createPortalQueryClient();
    const apis = { api, identityApi: api };
    const german = { address: { countryCode: 'DE' } } as Parameters<typeof pensionProductsQuery>[2];
    // staleTime 0: the 5 minutes are over, so focus is what decides.
    const observers = [
      new QueryObserver(client, { ...pensionProductsQuery(apis, identity, german), staleTime: 0 }),
      new QueryObserver(client, { ...unreadCountQuery(apis, identity), staleTime: 0 }),
    ];
    const unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
    client.mount();
    await settle();
    expect(calls.sort()).toEqual(['/pension-products', '/threads/unread-count']);

    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(calls.filter((path) => path === '/pension-products')).toHaveLength(1);
    expect(calls.filter((path) => path === '/threads/unread-count')).toHaveLength(2);

    unsubscribe.forEach((stop) => stop());
    client.unmount();
  });
});
