/**
 * The limits an amount breaks that the portal can see before it asks the order service: the
 * offer's minimum and maximum (spec 7, GET products) and what the paying account has available.
 * The answer has the order service's shape (spec 8's codes and values, in the service's order),
 * so the customer reads the same message beside the field, at once, that a refusal would bring
 * after the confirm step, and a refused order never counts toward the service's temporary block.
 * The service still decides: it alone knows the balance an account must keep and the blocks.
 */
import type { OrderAnswer } from './answer.ts';

export interface AmountLimits {
  /** The offer's minimum and maximum; null for an order without an offer (a withdrawal). */
  minimum: number | null;
  maximum: number | null;
  /** What the paying account has available. */
  available: number;
  currency: string;
}

export type LimitAnswer = Extract<OrderAnswer, { outcome: 'limit' }>;

export function amountOverLimit(amount: number, { minimum, maximum, available, currency }: AmountLimits): LimitAnswer | null {
  if (minimum !== null && amount < minimum) return { outcome: 'limit', code: 'min', values: { min: minimum }, currency };
  if (maximum !== null && amount > maximum) return { outcome: 'limit', code: 'max', values: { max: maximum }, currency };
  if (amount > available) return { outcome: 'limit', code: 'higherThanLeftOver', values: { leftOver: Math.max(0, available) }, currency };
  return null;
}
