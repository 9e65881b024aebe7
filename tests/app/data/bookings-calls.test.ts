// The portal's bookings call (src/app/data/fetchers.ts fetchBookings) through its real API client
// against the real local stack, and how its answer reaches the engine (assemble.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/app/api/client.ts';
import { assembleCustomerData, type CustomerParts } from '../../../src/app/data/assemble.ts';
import { fetchBookings } from '../../../src/app/data/fetchers.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from '../../server/fixtures.ts';
import { login, startHarness, type Harness } from '../../server/harness.ts';

/** 30 bookings of +10.00, 1 to 30 January 2026; the fixture account's balance is 15,230.55. */
const BOOKINGS: NonNullable<Persona['transactions']> = Array.from({ length: 30 }, (_, i) => ({
  id: `b${i + 1}`,
  bookingDate: `2026-01-${String(i + 1).padStart(2, '0')}`,
  description: 'Gutschrift',
  amount: 10,
}));

describe('bookings call', () => {
  let h: Harness;
  const clients: Record<string, ApiClient> = {};

  beforeAll(async () => {
    h = await startHarness({}, [
      activeCustomer({ id: 'booker', transactions: BOOKINGS }),
      activeCustomer({ id: 'failing', transactions: BOOKINGS, transactionsStatus: 503, customer: { id: 'c-5', bacNumber: 'DE5555555555' } }),
    ]);
    for (const persona of ['booker', 'failing']) {
      const token = (await login(h.stack, persona)).access_token;
      clients[persona] = createApiClient({ baseUrl: `${h.stack.url}/api`, getAccessToken: () => token, onForbidden: () => undefined, log: () => undefined });
    }
  });
  afterAll(() => h.stop());

  it('reads a page of bookings newest first with the balance after each, and the paging', async () => {
    const first = await fetchBookings(clients.booker!, 'acc-100', 0, 25);
    expect(first.status).toBe(200);
    expect(first.bookings).toHaveLength(25);
    expect(first.bookings[0]).toMatchObject({ id: 'b30', amount: 10, balance: 15230.55 });
    expect(first.page).toEqual({ number: 0, size: 25, totalElements: 30, totalPages: 2 });
    const second = await fetchBookings(clients.booker!, 'acc-100', 1, 25);
    expect(second.bookings.map((b) => (b as { id: string }).id)).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
  });

  it('a page past the last one is answered with the last page (decisions.md: clamp)', async () => {
    const past = await fetchBookings(clients.booker!, 'acc-100', 5, 25);
    expect(past.status).toBe(200);
    expect(past.page).toEqual({ number: 1, size: 25, totalElements: 30, totalPages: 2 });
    expect(past.bookings.map((b) => (b as { id: string }).id)).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
  });

  it('a failed call or a refused page is a status, not a throw; assemble hands either to the engine', async () => {
    const failed = await fetchBookings(clients.failing!, 'acc-100', 0, 25);
    expect(failed).toEqual({ bookings: [], status: 503 });
    expect((await fetchBookings(clients.booker!, 'acc-100', 0, 51)).status).toBe(400);
    expect((await fetchBookings(clients.booker!, 'acc-nope', 0, 25)).status).toBe(404);

    const context = { locale: 'de-de', page: '/de-de/account-transactions/' };
    const identity = { customerNumber: BAC, userId: 'u-100' };
    const ok = assembleCustomerData({ identity, bookings: await fetchBookings(clients.booker!, 'acc-100', 1, 25) } as CustomerParts, context, {});
    expect(ok.transactions).toHaveLength(5);
    expect(ok.transactionsPage).toEqual({ number: 1, size: 25, totalElements: 30, totalPages: 2 });
    expect(ok.transactionsStatus).toBeUndefined();
    const bad = assembleCustomerData({ identity, bookings: failed } as CustomerParts, context, {});
    expect(bad.transactionsStatus).toBe(503);
    expect(bad.transactions).toBeUndefined();
  });
});
