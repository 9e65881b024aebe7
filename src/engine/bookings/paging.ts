/**
 * The transaction account's bookings: newest first, each with the balance
 * after it, in pages. One module for the local stack (server/backend/transactions.ts), the app's
 * call and the engine's transactions block, so they page alike.
 *
 * The spec names the page-size constants 50, 25 and 10000 without saying where they are used
 * ("use not shown"). Our reading: 25 is a list's page size, 50 the largest page a client may ask
 * for (the services' list page size), and 10000 the ceiling on the bookings a client may page
 * through ((page + 1) × size may not pass it, as search services cap deep paging).
 */
import type { TransactionPayload } from '../types/persona.ts';

export const BOOKINGS_PAGE_SIZE = 25;
export const BOOKINGS_MAX_PAGE_SIZE = 50;
export const BOOKINGS_MAX_WINDOW = 10000;

/** A booking with the balance after it, as the service answers it. */
export type BookingWithBalance = TransactionPayload & { balance: number };

export interface BookingsPageInfo {
  /** 0-based. */
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Newest first (bookingDate descending; a day's bookings keep their order, newest first), each
 * with the balance after it: the account's current balance less every newer booking. Without a
 * current balance the bookings are the account's whole history, so their sum is it.
 */
export function bookingsWithBalance(bookings: readonly TransactionPayload[], current: number | null | undefined): BookingWithBalance[] {
  const sorted = bookings
    .map((booking, index) => ({ booking, index }))
    .sort((a, b) => (a.booking.bookingDate < b.booking.bookingDate ? 1 : a.booking.bookingDate > b.booking.bookingDate ? -1 : a.index - b.index))
    .map(({ booking }) => booking);
  let balance = typeof current === 'number' && Number.isFinite(current) ? cents(current) : sorted.reduce((sum, booking) => sum + cents(booking.amount), 0);
  return sorted.map((booking) => {
    const withBalance = { ...booking, balance: balance / 100 };
    balance -= cents(booking.amount);
    return withBalance;
  });
}

/** Whether a page (0-based) of this size may be asked for. */
export function pageAllowed(page: number, size: number): boolean {
  return (
    Number.isInteger(page) && Number.isInteger(size) && page >= 0 && size >= 1 && size <= BOOKINGS_MAX_PAGE_SIZE && (page + 1) * size <= BOOKINGS_MAX_WINDOW
  );
}

/** One page of the list and what the service says about it. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { data: T[]; page: BookingsPageInfo } {
  return {
    data: items.slice(page * size, (page + 1) * size),
    page: { number: page, size, totalElements: items.length, totalPages: Math.ceil(items.length / size) },
  };
}

/**
 * The page the address asks for: `?page=2` is the second (the address counts from 1, the service
 * from 0). Anything else, or a page past the ceiling, is the first.
 */
export function pageIndexOf(raw: string | null | undefined): number {
  const n = typeof raw === 'string' && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) - 1 : 0;
  return pageAllowed(n, BOOKINGS_PAGE_SIZE) ? n : 0;
}

/**
 * The page to show for the page asked for: a page past the last one (an old bookmark, a typed
 * `?page=`) is the last page, so the customer sees their oldest bookings instead of "page 4 of 3"
 * and "no bookings" (docs/decisions.md). No page past the end when there is nothing to page.
 */
export function clampedPageIndex(page: number, totalPages: number): number {
  return totalPages > 0 && page >= totalPages ? totalPages - 1 : page;
}
