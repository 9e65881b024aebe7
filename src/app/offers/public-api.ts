/**
 * The one call of the offer pages, GET /api/products, which needs no token: a GET with the
 * client's timeout (spec 7, 3 s) whose failures are the API client's errors (ApiError kinds),
 * so fetchProductOffers reads them as it would the client's. Not the API client itself
 * (api/client.ts): that lives in the customer's chunk, and sharing it with the offer blocks'
 * chunk would split it into a file of its own that every page's first load names.
 */
import { ApiError } from '../api/api-error.ts';
import { API_BASE_URL } from '../environment.ts';
import { REQUEST_TIMEOUT_MS } from '../session/constants.ts';

export interface PublicGet {
  get<T = unknown>(path: string): Promise<{ status: number; data: T }>;
}

/** Spec 8: a failed call is logged with what failed (the API client does the same). */
function failed(error: ApiError): ApiError {
  console.error(error.message, { status: error.status, kind: error.kind });
  return error;
}

export function publicApi(fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init), timeoutMs = REQUEST_TIMEOUT_MS): PublicGet {
  return {
    async get<T>(path: string) {
      const url = `${API_BASE_URL}${path}`;
      let response: Response;
      try {
        response = await fetchFn(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs) });
      } catch (cause) {
        const timeout = cause instanceof DOMException && cause.name === 'TimeoutError';
        throw failed(
          new ApiError({
            status: 0,
            path,
            kind: timeout ? 'timeout' : 'network',
            message: `GET ${path}: ${timeout ? `no answer within ${timeoutMs} ms` : 'no connection'}`,
            cause,
          }),
        );
      }
      if (!response.ok) throw failed(new ApiError({ status: response.status, path, kind: 'http', message: `GET ${path}: HTTP ${response.status}` }));
      try {
        return { status: response.status, data: (await response.json()) as T };
      } catch (cause) {
        throw failed(new ApiError({ status: response.status, path, kind: 'unexpected', message: `GET ${path}: the answer is not JSON`, cause }));
      }
    },
  };
}
