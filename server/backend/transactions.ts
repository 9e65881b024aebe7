import type { Persona, TransactionAccountPayload } from '../../src/engine/types/persona.ts';
import {
  BOOKINGS_MAX_PAGE_SIZE,
  BOOKINGS_MAX_WINDOW,
  BOOKINGS_PAGE_SIZE,
  bookingsWithBalance,
  pageAllowed,
  pageOf,
  type BookingWithBalance,
} from '../../src/engine/bookings/paging.ts';
import { chooseAccount } from '../../src/engine/facts/accounts.ts';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import type { Authenticate } from './auth.ts';

/**
 * The transaction account's bookings, paged as src/engine/bookings/paging.ts
 * says (the spec's page-size constants 25, 50 and 10000, our reading, are explained there).
 * Only the persona's transaction account (the one the portal chooses) has bookings; the
 * customer's deposit accounts answer an empty page.
 */
export function bookingsOf(persona: Persona, account: TransactionAccountPayload): BookingWithBalance[] {
  if (chooseAccount(persona.accounts)?.id !== account.id) return [];
  return bookingsWithBalance(persona.transactions ?? [], account.balance?.current);
}

/** `page` (0-based, default 0) and `size` (default 25) of the query; anything else than whole numbers in range is a 400. */
export function pagingOf(url: URL): { page: number; size: number } {
  const read = (name: string, fallback: number): number => {
    const raw = url.searchParams.get(name);
    if (raw === null) return fallback;
    if (!/^\d{1,6}$/.test(raw)) throw apiError(400, 'bad_request', `query parameter ${name} must be a whole number, got ${JSON.stringify(raw)}`);
    return Number(raw);
  };
  const size = read('size', BOOKINGS_PAGE_SIZE);
  if (size < 1 || size > BOOKINGS_MAX_PAGE_SIZE) throw apiError(400, 'bad_request', `query parameter size must be 1 to ${BOOKINGS_MAX_PAGE_SIZE}, got ${size}`);
  const page = read('page', 0);
  if (!pageAllowed(page, size)) throw apiError(400, 'bad_request', `page ${page} of size ${size} goes beyond the first ${BOOKINGS_MAX_WINDOW} bookings`);
  return { page, size };
}

export function transactionRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/accounts/:id/transactions',
      handler: async ({ req, url, params }) => {
        const { persona } = await authenticate(req);
        // The own-customer check of the account routes: only the logged-in customer's accounts exist.
        const account = (persona.accounts ?? []).find((candidate) => candidate.id === params.id);
        if (!account) throw apiError(404, 'not_found', `no account ${params.id} for the logged-in customer`);
        const { page, size } = pagingOf(url);
        const status = persona.transactionsStatus ?? 200;
        if (status >= 400)
          throw apiError(status, 'service_error', `transaction service answers ${status} (persona "${persona.id}" sets transactionsStatus ${status})`);
        return json(200, pageOf(bookingsOf(persona, account), page, size));
      },
    },
  ];
}
