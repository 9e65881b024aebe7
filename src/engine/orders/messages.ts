/**
 * The customer's message for an order error code. A code the service sends that is not in the
 * vocabulary (a newer service, a typo) gets the message of the generic code (unExpectedError,
 * unexpected) instead of a raw key or a crash; so does a code that is not a string.
 */
import { ORDER_LIMIT_ERROR_CODES, ORDER_PRECONDITION_CODES, type OrderLimitErrorCode, type OrderPreconditionCode } from './error-codes.ts';

/** Looks a string up by key and fills `{{name}}` placeholders (ResolveContext.text has this shape). */
export type TextLookup = (key: string, vars?: Record<string, string>) => string;

export const ORDER_LIMIT_KEY_PREFIX = 'order.limit.';
export const ORDER_PRECONDITION_KEY_PREFIX = 'order.precondition.';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** The limit code a service value is, or unExpectedError. */
export function orderLimitErrorCodeOf(value: unknown): OrderLimitErrorCode {
  return isOneOf(ORDER_LIMIT_ERROR_CODES, value) ? value : 'unExpectedError';
}

/** The precondition code a service value is, or unexpected. */
export function orderPreconditionCodeOf(value: unknown): OrderPreconditionCode {
  return isOneOf(ORDER_PRECONDITION_CODES, value) ? value : 'unexpected';
}

export const orderLimitMessageKey = (code: OrderLimitErrorCode): string => `${ORDER_LIMIT_KEY_PREFIX}${code}`;
export const orderPreconditionMessageKey = (code: OrderPreconditionCode): string => `${ORDER_PRECONDITION_KEY_PREFIX}${code}`;

/** The message for a limit error; `values` are the formatted amounts its placeholders name (ORDER_LIMIT_PLACEHOLDERS). */
export function orderLimitMessage(text: TextLookup, code: unknown, values: Record<string, string> = {}): string {
  return text(orderLimitMessageKey(orderLimitErrorCodeOf(code)), values);
}

/** The message for a failed precondition. */
export function orderPreconditionMessage(text: TextLookup, code: unknown): string {
  return text(orderPreconditionMessageKey(orderPreconditionCodeOf(code)));
}
