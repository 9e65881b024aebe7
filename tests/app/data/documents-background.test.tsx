// @vitest-environment jsdom
/**
 * The documents call as the app's hook runs it (useCustomerParts): made only when the page shows
 * a documents block, and not waited for by the page (arriving on the documents page keeps the
 * header drawn): the parts are ready with the documents pending, then come with the list.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../src/app/api/client.ts';
import type { Api, SessionIdentity } from '../../../src/app/data/fetchers.ts';
import { createPortalQueryClient } from '../../../src/app/data/query-client.ts';
import { useCustomerParts } from '../../../src/app/data/useCustomerParts.ts';

const ID: SessionIdentity = { customerNumber: 'DE1', userId: 'u-1' };
const DOCUMENTS = [{ id: 'd-1', title: 'Kontoauszug', date: '2026-11-02', kind: 'statement' }];

/** Services that answer at once, but the documents only when `release` is called. */
function services() {
  const asked: string[] = [];
  let release = () => undefined as void;
  const documents = new Promise<void>((resolve) => (release = resolve));
  const answers: Record<string, unknown> = {
    '/feature-flags': {},
    '/customers/DE1': { id: 'c-1', bacNumber: 'DE1', distributorId: 'RAISIN', address: { countryCode: 'DE' }, state: 'ACTIVE' },
    '/accounts': { data: [] },
    '/deposit-types': [],
    '/product-instances': { data: [] },
    '/threads/unread-count': { data: 0 },
    '/threads': { data: [] },
    '/product-types': {},
    '/pension-products': [],
    '/documents': { data: DOCUMENTS },
  };
  const api: Api = {
    get: async <T,>(path: string): Promise<ApiResponse<T>> => {
      asked.push(path);
      if (path === '/documents') await documents;
      if (!(path in answers)) throw new Error(`no answer for ${path}`);
      return { status: 200, data: answers[path] as T, partial: false, headers: new Headers() };
    },
  };
  return { api, asked, release: () => release() };
}

function run(api: Api, pageBlocks: ReadonlySet<string>) {
  const client = createPortalQueryClient({ retryDelay: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const apis = { api, identityApi: api, localEnvironment: false, log: () => undefined, warn: () => undefined };
  return renderHook(() => useCustomerParts(apis, ID, 'RAISIN', '', pageBlocks), { wrapper }).result;
}

describe('the documents call in the app', () => {
  it('on the documents page: the parts are ready while the documents are pending, then come with them', async () => {
    const { api, asked, release } = services();
    const result = run(api, new Set(['documents']));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current.status === 'ready' ? result.current.parts : null;
    expect(first?.pending).toEqual(['documents']);
    expect(first?.documents).toBeUndefined();
    expect(asked).toContain('/documents');
    release();
    await waitFor(() => expect(result.current.status === 'ready' && result.current.parts.documents).toEqual({ documents: DOCUMENTS, status: 200 }));
    expect(result.current.status === 'ready' && result.current.parts.pending).toBeUndefined();
  });

  it('on another page: not asked at all', async () => {
    const { api, asked } = services();
    const result = run(api, new Set(['postbox']));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked).not.toContain('/documents');
    expect(result.current.status === 'ready' && result.current.parts.pending).toBeUndefined();
  });
});
