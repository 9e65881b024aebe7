import type { IncomingMessage } from 'node:http';
import { apiError, readJsonObject } from '../http-utils.ts';

/**
 * Limits of the in-memory stores of recorded events (the tracking collector and the services
 * that receive tracked events). Anybody may post to them without a token, so each is bounded:
 * the newest MAX_RECORDS are kept, an event larger than MAX_RECORD_BYTES is refused (413), and
 * one nested deeper than MAX_RECORD_DEPTH is refused (400) before it is kept, so listing it can
 * never overflow the stack. A real event of spec 3 is a flat object of about 20 fields.
 */
export const RECORD_LIMITS = { maxRecords: 1000, maxRecordBytes: 16 * 1024, maxRecordDepth: 8 } as const;

/** Depth of nested objects and arrays (a flat object is 1), counted without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > deepest) deepest = depth;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/** Reads one event within the limits: 415 not JSON, 413 too large, 400 too deep or not an object. */
export async function readBoundedRecord(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJsonObject(req, RECORD_LIMITS.maxRecordBytes);
  const depth = nestingDepth(body);
  if (depth > RECORD_LIMITS.maxRecordDepth) {
    throw apiError(400, 'too_deep', `event is nested ${depth} levels deep; at most ${RECORD_LIMITS.maxRecordDepth} are accepted`);
  }
  return body;
}

/** Keeps `record`, dropping the oldest beyond the limit. In place: tests hold the same array. */
export function keepRecord<T>(records: T[], record: T): void {
  records.push(record);
  const excess = records.length - RECORD_LIMITS.maxRecords;
  if (excess > 0) records.splice(0, excess);
}

/** The header the local tests send to list or clear recorded events. */
export const LOCAL_TEST_HEADER = 'x-local-test';

/**
 * Listing and clearing recorded events are for local tests only: the request must name the stack
 * by a loopback host (127.0.0.1 or localhost, never a site host a page could rebind) and carry
 * `X-Local-Test: 1`, a header no page of another origin can send without a CORS preflight, which
 * the stack never grants. Anything else gets 403 saying so.
 */
export function requireLocalTest(req: IncomingMessage): void {
  const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  if ((host === '127.0.0.1' || host === 'localhost') && req.headers[LOCAL_TEST_HEADER] === '1') return;
  throw apiError(
    403,
    'local_test_only',
    `listing and clearing recorded events is for local tests only: call http://127.0.0.1:<port> with the header "X-Local-Test: 1"`,
  );
}
