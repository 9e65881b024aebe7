/**
 * The portal's HTTP client (spec 7, 8): GET and POST only, a bearer token read from the token
 * store on every call, a 3 s timeout, POST bodies without empty values, and one error type.
 *
 * Framework-free on purpose: the data-fetching layer (TanStack Query) and the auth service
 * both call it, and tests drive it with a real local server or a network-like fetch.
 */
import { REQUEST_TIMEOUT_MS } from '../session/constants.ts';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { isEmptyValue, stripEmpty } from './strip-empty.ts';

export type QueryScalar = string | number | boolean;
/** Arrays become repeated keys (`embed=a&embed=b`); null, undefined and "" are left out. */
export type Query = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export interface PostOptions {
  /** Send `application/x-www-form-urlencoded` (identity service) instead of JSON. */
  form?: boolean;
  /**
   * Let the request outlive the page (fetch `keepalive`): for a small POST sent just before a
   * full page navigation (the logout and session-expiry events), which the browser would
   * otherwise cancel when the page goes.
   */
  keepalive?: boolean;
}

export interface RequestInit {
  query?: Query;
  body?: unknown;
  form?: boolean;
  keepalive?: boolean;
  /** 'blob': a successful answer's body as it came (a file), not decoded as text or JSON. */
  as?: 'blob';
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  /**
   * 206 Partial Content is a success, but spec 4 counts it (like 503) as maintenance, so the
   * caller must be able to tell. Use `isMaintenanceStatus(status)` for the combined rule.
   */
  partial: boolean;
  headers: Headers;
}

export type ApiLog = (message: string, details: { method: string; path: string; status: number; cause?: unknown }) => void;

export interface ApiClientOptions {
  /** Prefix for relative paths, e.g. "/api". Absolute http(s) paths ignore it. */
  baseUrl: string;
  /** Read on every call, so a refreshed token is used at once (spec 7). */
  getAccessToken: () => string | null | undefined;
  /** Spec 8: runs on HTTP 403 before the call rejects. */
  onForbidden: (error: ApiError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: ApiLog;
}

export interface ApiClient {
  get<T = unknown>(path: string, query?: Query): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: PostOptions): Promise<ApiResponse<T>>;
  /** Throws synchronously for any method but GET and POST (spec 7, 8). */
  request<T = unknown>(method: string, path: string, init?: RequestInit): Promise<ApiResponse<T>>;
  /** Whether the next call would carry an Authorization header. */
  hasAuthorization(): boolean;
}

const SUPPORTED_METHODS = new Set(['GET', 'POST']);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Looked up at call time so a test (or a polyfill) installed later is honoured.
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log: ApiLog = options.log ?? ((message, details) => console.error(message, details));

  // Spec 8 "stored authorization header dropped" on 403: the token the server refused is not
  // sent again. A different token (after refresh or a new login) re-arms the header.
  let droppedToken: string | null = null;

  function currentAuthorization(): string | null {
    const token = options.getAccessToken();
    if (!token || token === droppedToken) return null;
    return `Bearer ${token}`;
  }

  function request<T>(method: string, path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
    const verb = method.toUpperCase();
    if (!SUPPORTED_METHODS.has(verb)) throw new Error(`Unsupported HTTP method: ${verb}`);
    return send<T>(verb, path, init);
  }

  async function send<T>(method: string, path: string, init: RequestInit): Promise<ApiResponse<T>> {
    const fail = (kind: ApiErrorKind, status: number, message: string, extra: { body?: unknown; cause?: unknown } = {}) => {
      const error = new ApiError({ status, path, message, kind, ...extra });
      log(`${method} ${path} failed: ${message}`, { method, path, status, cause: extra.cause });
      return error;
    };

    const headers = new Headers({ Accept: init.as === 'blob' ? '*/*' : 'application/json' });
    const authorization = currentAuthorization();
    if (authorization) headers.set('Authorization', authorization);
    let body: string | undefined;
    try {
      body = method === 'POST' ? encodeBody(init.body, init.form === true, headers) : undefined;
    } catch (cause) {
      throw fail('unexpected', 0, `request body cannot be encoded: ${describe(cause)}`, { cause });
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetchFn(joinUrl(options.baseUrl, path, init.query), {
          method,
          headers,
          body,
          signal: controller.signal,
          credentials: 'same-origin',
          ...(init.keepalive ? { keepalive: true } : {}),
        });
      } catch (cause) {
        if (controller.signal.aborted) throw fail('timeout', 0, `no response within ${timeoutMs} ms`, { cause });
        throw fail('network', 0, `no response: ${describe(cause)}`, { cause });
      }

      let data: unknown;
      try {
        // A file's bytes stay bytes; an error answer is read as usual (its JSON names the error).
        data = init.as === 'blob' && response.ok ? await response.blob() : await readBody(response);
      } catch (cause) {
        if (controller.signal.aborted) throw fail('timeout', 0, `response not complete within ${timeoutMs} ms`, { cause });
        // A broken error page is still an HTTP error; only a broken success is "unexpected".
        if (!response.ok) data = undefined;
        else throw fail('unexpected', response.status, `unreadable response body: ${describe(cause)}`, { cause });
      }

      if (response.status === 403) {
        droppedToken = options.getAccessToken() ?? null;
        const error = fail('forbidden', 403, 'HTTP 403 Forbidden', { body: data });
        options.onForbidden(error);
        throw error;
      }
      if (!response.ok) throw fail('http', response.status, `HTTP ${response.status}`, { body: data });
      return { status: response.status, data: data as T, partial: response.status === 206, headers: response.headers };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw fail('unexpected', 0, `unexpected error: ${describe(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, postOptions) => request('POST', path, { body, form: postOptions?.form, keepalive: postOptions?.keepalive }),
    request,
    hasAuthorization: () => currentAuthorization() !== null,
  };
}

function encodeBody(body: unknown, form: boolean, headers: Headers): string | undefined {
  if (body === undefined) return undefined;
  const stripped = stripEmpty(body);
  if (!form) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(stripped);
  }
  if (typeof stripped !== 'object' || stripped === null || Array.isArray(stripped)) {
    throw new TypeError('a form body must be an object of field names to values');
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(stripped)) {
    if (typeof value === 'object') throw new TypeError(`form field "${key}" must be a string, number or boolean`);
    params.append(key, String(value));
  }
  return params.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('Content-Type') ?? '';
  return /[/+]json\b/i.test(type) ? (JSON.parse(text) as unknown) : text;
}

export function joinUrl(baseUrl: string, path: string, query?: Query): string {
  const url = /^https?:\/\//i.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly unknown[]) {
      if (!isEmptyValue(item)) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
