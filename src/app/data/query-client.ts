/**
 * Spec 7 "Data fetching" and spec 9: responses stay fresh (deduped) for 5 minutes; no retry
 * on 404 or 410 (the resource is not there, asking again will not help), TanStack's default
 * of 3 retries otherwise. Tests pass a short `retryDelay`.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

export const DEDUPE_INTERVAL_MS = 300_000;
export const DEFAULT_RETRIES = 3;
const NO_RETRY_STATUSES: ReadonlySet<number> = new Set([404, 410]);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && NO_RETRY_STATUSES.has(error.status)) return false;
  // 403 ran the forbidden handler and dropped the authorization; repeating cannot succeed.
  if (isApiError(error) && error.kind === 'forbidden') return false;
  return failureCount < DEFAULT_RETRIES;
}

export interface PortalQueryClientOptions {
  retryDelay?: number | ((attempt: number) => number);
}

export function createPortalQueryClient(options: PortalQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEDUPE_INTERVAL_MS,
        retry: shouldRetry,
        ...(options.retryDelay !== undefined ? { retryDelay: options.retryDelay } : {}),
      },
    },
  });
}
