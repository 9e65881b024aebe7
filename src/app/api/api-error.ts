/**
 * The one error type the API client rejects with (spec 8: "other non-2xx, no response,
 * unexpected error: logged and rejected"). `status` is the HTTP status, or 0 when no
 * response arrived (timeout, network failure) — the same convention as XHR, so callers
 * can write `status === 404` checks without a null guard.
 */
export type ApiErrorKind = 'http' | 'forbidden' | 'timeout' | 'network' | 'unexpected';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly path: string;
  readonly kind: ApiErrorKind;
  /** Parsed response body when the server sent one (error payloads help debugging). */
  readonly body: unknown;

  constructor(init: { status: number; path: string; message: string; kind: ApiErrorKind; body?: unknown; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.path = init.path;
    this.kind = init.kind;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec 4: the maintenance flag is set when a response is 503 or 206. */
export function isMaintenanceStatus(status: number): boolean {
  return status === 503 || status === 206;
}
