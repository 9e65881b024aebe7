/**
 * What the order service's answer means for the form: a success, a limit refused with
 * the amounts its message names, the customer not allowed to order at all, or no usable answer
 * (a network failure, a timeout, a body of another shape). Read here, once, so an odd payload is
 * a defined outcome and never a crash. The shape is the local backend's
 * (server/backend/ledger/refusals.ts, described in server/README.md).
 */
import type { OrderLimitErrorCode } from './error-codes.ts';
import { orderLimitErrorCodeOf } from './messages.ts';

export type OrderAnswer =
  | { outcome: 'placed' }
  | { outcome: 'limit'; code: OrderLimitErrorCode; values: Readonly<Record<string, number>>; currency: string | null }
  | { outcome: 'not-allowed'; reason: string }
  | { outcome: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The numbers of `values` only: anything else the service put there is left out. */
function numbersOf(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
}

/** The answer of a refused call: HTTP status (0 without a response) and the parsed body. */
export function refusedAnswer(status: number, body: unknown): OrderAnswer {
  if (!isRecord(body)) return { outcome: 'failed' };
  if (status === 409 && body.error === 'order_not_allowed')
    return { outcome: 'not-allowed', reason: typeof body.reason === 'string' ? body.reason : 'unknown' };
  if ((status === 400 || status === 422) && body.error === 'order_limit') {
    return {
      outcome: 'limit',
      code: orderLimitErrorCodeOf(body.code),
      values: numbersOf(body.values),
      currency: typeof body.currency === 'string' && /^[A-Z]{3}$/.test(body.currency) ? body.currency : null,
    };
  }
  return { outcome: 'failed' };
}
