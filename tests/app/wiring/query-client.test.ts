import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { createPortalQueryClient, DEDUPE_INTERVAL_MS, shouldRetry } from '../../../src/app/data/query-client.ts';

function httpError(status: number): ApiError {
  return new ApiError({ status, path: '/x', message: `HTTP ${status}`, kind: status === 403 ? 'forbidden' : 'http' });
}

/** Runs one query that always fails with `status`; returns how often it was called. */
async function callsFor(status: number): Promise<number> {
  const client = createPortalQueryClient({ retryDelay: 1 });
  let calls = 0;
  await client
    .fetchQuery({
      queryKey: ['failing', status],
      queryFn: () => {
        calls += 1;
        return Promise.reject(httpError(status));
      },
      // fetchQuery defaults to no retry; take the client's default policy like useQuery does.
      retry: client.getDefaultOptions().queries?.retry,
    })
    .catch(() => undefined);
  client.clear();
  return calls;
}

describe('query client policy (spec 7)', () => {
  it('does not retry 404 or 410', async () => {
    expect(await callsFor(404)).toBe(1);
    expect(await callsFor(410)).toBe(1);
  });

  it('retries other failures three times', async () => {
    expect(await callsFor(500)).toBe(4);
    expect(await callsFor(503)).toBe(4);
  });

  it('does not repeat a forbidden call whose authorization was dropped', () => {
    expect(shouldRetry(0, httpError(403))).toBe(false);
  });

  it('retries network failures (status 0) and plain errors', () => {
    expect(shouldRetry(0, new ApiError({ status: 0, path: '/x', message: 'timeout', kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(2, new Error('boom'))).toBe(true);
    expect(shouldRetry(3, new Error('boom'))).toBe(false);
  });

  it('keeps data fresh for 5 minutes', () => {
    const client = createPortalQueryClient();
    expect(DEDUPE_INTERVAL_MS).toBe(300_000);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(300_000);
  });
});
