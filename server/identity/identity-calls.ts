import type { IdentityCall } from '../options.ts';

/**
 * The record of identity calls (`stack.identityCalls`) is bounded: it kept every call for good,
 * and 10,000 requests to `/auth/<15,000 characters>` grew the stack from 274 to 559 MB. It keeps
 * the newest calls, each path and method cut short (a test reads prefixes and short paths).
 */
export const IDENTITY_CALL_LIMITS = { maxRecords: 1000, maxPathLength: 200, maxMethodLength: 16 } as const;

function cut(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** Appends the call, dropping the oldest beyond the limit. In place: tests hold the same array. */
export function keepIdentityCall(calls: IdentityCall[], call: IdentityCall): void {
  calls.push({ prefix: call.prefix, method: cut(call.method, IDENTITY_CALL_LIMITS.maxMethodLength), path: cut(call.path, IDENTITY_CALL_LIMITS.maxPathLength) });
  const excess = calls.length - IDENTITY_CALL_LIMITS.maxRecords;
  if (excess > 0) calls.splice(0, excess);
}
