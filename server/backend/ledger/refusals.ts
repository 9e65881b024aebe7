/**
 * How the local backend refuses an order or a withdrawal: one JSON shape for every
 * refusal, so the portal reads one.
 *
 * - A limit (the spec's order-limit error codes, src/engine/orders/error-codes.ts):
 *   `422 { error: "order_limit", code, message, values?, currency? }` where `values` holds the
 *   amounts the code's message names (ORDER_LIMIT_PLACEHOLDERS: min, max, minLeftBalance,
 *   leftOver) as numbers in `currency`. A malformed body is `400` with code `unExpectedError`
 *   and `reason: "malformedBody"`; an unknown or no longer sold offer `422` `unExpectedError`
 *   with `reason: "unknownOffer" | "offerNotAvailable"`.
 * - The customer may not place orders at all: `409 { error: "order_not_allowed", reason, message }`
 *   with reason pendingActivation, maintenance, companyCustomer, noTransactionAccount or
 *   noReferenceAccount (withdrawals).
 */
import type { OrderLimitErrorCode } from '../../../src/engine/orders/error-codes.ts';
import { ORDER_LIMIT_ERROR_DESCRIPTIONS } from '../../../src/engine/orders/error-codes.ts';
import { HttpError } from '../../http-utils.ts';
import { eurosOf } from './cents.ts';

export type NotAllowedReason = 'pendingActivation' | 'maintenance' | 'companyCustomer' | 'noTransactionAccount' | 'noReferenceAccount';

const NOT_ALLOWED_MESSAGES: Record<NotAllowedReason, string> = {
  pendingActivation: 'the customer is waiting for activation',
  maintenance: 'the transaction account is in maintenance',
  companyCustomer: 'company customers open deposits with their account manager',
  noTransactionAccount: 'the customer has no established transaction account',
  noReferenceAccount: 'the customer has no reference account to pay out to',
};

export function limitRefusal(
  code: OrderLimitErrorCode,
  detail: { values?: Record<string, number>; currency?: string; reason?: string; field?: string; status?: number; retryAfterSeconds?: number } = {},
): HttpError {
  const { status = code === 'unExpectedError' && detail.reason === 'malformedBody' ? 400 : 422, ...rest } = detail;
  return new HttpError(status, { error: 'order_limit', code, message: ORDER_LIMIT_ERROR_DESCRIPTIONS[code], ...rest });
}

/** More than the available balance (in cents) may not go: `higherThanLeftOver`, naming what is left (never below zero) in euros. */
export function overdraftRefusal(availableCents: number, currency: string): HttpError {
  return limitRefusal('higherThanLeftOver', { values: { leftOver: eurosOf(Math.max(0, availableCents)) }, currency });
}

export function notAllowed(reason: NotAllowedReason): HttpError {
  return new HttpError(409, { error: 'order_not_allowed', reason, message: NOT_ALLOWED_MESSAGES[reason] });
}
