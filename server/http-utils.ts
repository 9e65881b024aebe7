import type { IncomingMessage } from 'node:http';
import { jsonTextDepthExceeds } from './guard/json-depth.ts';

/**
 * What a handler answers. Handlers return a Reply (or throw an HttpError) instead of
 * writing to the response, so one place sends, logs and turns surprises into a 500.
 */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A failure with the exact JSON body to send: OAuth endpoints and the API use different shapes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : String(body.error ?? status));
  }
}

/** The API's error shape: a stable code for programs, a sentence for people. */
export function apiError(status: number, code: string, message: string): HttpError {
  return new HttpError(status, { error: code, message });
}

/** The identity service's error shape (RFC 6749 section 5.2), as Keycloak answers. */
export function oauthError(status: number, error: string, description: string): HttpError {
  return new HttpError(status, { error, error_description: description });
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(value),
  };
}

export function text(status: number, value: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body: value };
}

export function noContent(): Reply {
  return { status: 204, headers: { 'cache-control': 'no-store' } };
}

/** Large enough for any tracking event or token form; small enough that a runaway client cannot exhaust memory. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw apiError(413, 'payload_too_large', `request body exceeds ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > maxBytes) throw apiError(413, 'payload_too_large', `request body exceeds ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client went (or a timeout answered 408) before the body was in: nobody to tell, nothing broke.
    throw apiError(400, 'aborted', `the request body was not received: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A JSON endpoint takes only a JSON content type. A page on another site may send text/plain
 * (or no type) without the browser asking the server first; it may not send application/json.
 */
export function requireJsonType(req: IncomingMessage): void {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return;
  throw apiError(
    415,
    'unsupported_media_type',
    `request body must be sent as Content-Type: application/json, not ${type === '' ? 'without a type' : `"${type}"`}`,
  );
}

/**
 * Parses a JSON object body; anything else is the client's mistake and gets a 400 (or 413, 415)
 * that says why. `maxDepth`: nesting deeper than that is refused (400 too_deep) before parsing.
 */
export async function readJsonObject(req: IncomingMessage, maxBytes = MAX_BODY_BYTES, maxDepth?: number): Promise<Record<string, unknown>> {
  requireJsonType(req);
  const raw = await readBody(req, maxBytes);
  if (raw.trim() === '') throw apiError(400, 'bad_request', 'request body is empty; expected a JSON object');
  if (maxDepth !== undefined && jsonTextDepthExceeds(raw, maxDepth))
    throw apiError(400, 'too_deep', `request body is nested more than ${maxDepth} levels deep`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw apiError(400, 'bad_json', `request body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw apiError(400, 'bad_request', 'request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/**
 * Parses an application/x-www-form-urlencoded body whatever the content type says,
 * like Keycloak: a JSON body then simply lacks the form fields and fails on those.
 */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

/** A non-empty string field of a JSON body, or undefined. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
