/**
 * When the local backend's orders move on. The bank answers an order at once (IN_PROGRESS: the
 * amount is reserved on the transaction account) and carries it out a few seconds later
 * (EXECUTED: the money is booked into the new deposit), long enough to see both on the
 * dashboard, short enough that nobody waits. Derived from the stack's clock when asked, so no
 * timer runs and a test's clock moves it.
 */
import type { OrderState } from '../../../src/engine/orders/states.ts';

export const ORDER_EXECUTION_MS = 10_000;

export function orderStateAt(placedAt: number, now: number): OrderState {
  return now - placedAt < ORDER_EXECUTION_MS ? 'IN_PROGRESS' : 'EXECUTED';
}

/** YYYY-MM-DD of an epoch ms (UTC: the local bank's books). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `months` months after `day` (the last of the month when it has fewer days). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
