// The transaction account's bookings on the local backend (server/backend/transactions.ts) on a real stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona, TransactionPayload } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from './fixtures.ts';
import { login, startHarness, type Harness } from './harness.ts';

/** 60 bookings, one every day of 2026 from 1 January: +10.00 each but every third one -5.00. */
const BOOKINGS: TransactionPayload[] = Array.from({ length: 60 }, (_, i) => ({
  id: `b-${String(i + 1).padStart(2, '0')}`,
  bookingDate: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
  description: i % 3 === 2 ? 'Auszahlung' : 'Gutschrift',
  amount: i % 3 === 2 ? -5 : 10,
})).reverse();
const SUM = BOOKINGS.reduce((sum, booking) => sum + booking.amount, 0);

function withBalance(current: number): Persona['accounts'] {
  return [
    { id: 'acc-100', customerId: BAC, state: 'ACTIVE', currencyCode: 'EUR', balance: { current, available: current, reserved: 0 } },
    { id: 'acc-101', customerId: BAC, state: 'ACTIVE', currencyCode: 'EUR', balance: { current: 100, available: 0, reserved: 0 }, depositType: 'TERM' },
  ];
}

const PERSONAS: Persona[] = [
  activeCustomer({ id: 'with-bookings', accounts: withBalance(SUM), transactions: BOOKINGS }),
  activeCustomer({ id: 'no-bookings', accounts: withBalance(0), transactions: [], customer: { id: 'c-200', bacNumber: 'DE1122334455' } }),
  activeCustomer({ id: 'bookings-failing', transactions: BOOKINGS, transactionsStatus: 503, customer: { id: 'c-300', bacNumber: 'DE9988776655' } }),
];

describe('transactions route', () => {
  let h: Harness;
  let token: string;

  async function call(path: string, bearer = token) {
    const response = await fetch(`${h.stack.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
    const raw = await response.text();
    return { status: response.status, type: response.headers.get('content-type'), body: raw ? JSON.parse(raw) : undefined };
  }

  beforeAll(async () => {
    h = await startHarness({}, PERSONAS);
    token = (await login(h.stack, 'with-bookings')).access_token;
  });
  afterAll(() => h.stop());

  it('answers the first 25 bookings newest first, each with the balance after it', async () => {
    const first = await call('/api/accounts/acc-100/transactions');
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^application\/json/);
    expect(first.body.page).toEqual({ number: 0, size: 25, totalElements: 60, totalPages: 3 });
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0]).toMatchObject({ id: 'b-60', bookingDate: '2026-03-01', amount: -5, balance: SUM });
    expect(first.body.data[1]).toMatchObject({ id: 'b-59', amount: 10, balance: SUM + 5 });
    const dates = first.body.data.map((booking: { bookingDate: string }) => booking.bookingDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages on: the last page is short, the oldest booking leaves the opening balance zero', async () => {
    const last = await call('/api/accounts/acc-100/transactions?page=2&size=25');
    expect(last.status).toBe(200);
    expect(last.body.data).toHaveLength(10);
    const oldest = last.body.data.at(-1);
    expect(oldest).toMatchObject({ id: 'b-01', amount: 10, balance: 10 });
    const all = await call('/api/accounts/acc-100/transactions?page=0&size=50');
    expect(all.body.data).toHaveLength(50);
    expect(all.body.page).toEqual({ number: 0, size: 50, totalElements: 60, totalPages: 2 });
    expect((await call('/api/accounts/acc-100/transactions?page=7')).body).toMatchObject({ data: [], page: { number: 7, totalElements: 60 } });
  });

  it.each([
    ['size=51', /size must be 1 to 50/],
    ['size=0', /size must be 1 to 50/],
    ['size=ten', /size must be a whole number/],
    ['page=-1', /page must be a whole number/],
    ['page=1.5', /page must be a whole number/],
    ['page=400&size=25', /beyond the first 10000 bookings/],
  ])('refuses %s with 400 and a JSON error', async (query, message) => {
    const answer = await call(`/api/accounts/acc-100/transactions?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body.error).toBe('bad_request');
    expect(answer.body.message).toMatch(message);
  });

  it('the customer deposit account has no bookings here; an account of another customer or none is 404', async () => {
    expect((await call('/api/accounts/acc-101/transactions')).body).toMatchObject({ data: [], page: { totalElements: 0, totalPages: 0 } });
    const foreign = await call('/api/accounts/acc-999/transactions');
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('not_found');
  });

  it('needs a valid token', async () => {
    expect((await call('/api/accounts/acc-100/transactions', '')).status).toBe(401);
    expect((await call('/api/accounts/acc-100/transactions', 'forged')).status).toBe(401);
  });

  it('an empty list is an empty page; transactionsStatus fails the call', async () => {
    const empty = await call('/api/accounts/acc-100/transactions', (await login(h.stack, 'no-bookings')).access_token);
    expect(empty.body).toEqual({ data: [], page: { number: 0, size: 25, totalElements: 0, totalPages: 0 } });
    const failing = await call('/api/accounts/acc-100/transactions', (await login(h.stack, 'bookings-failing')).access_token);
    expect(failing.status).toBe(503);
    expect(failing.body.error).toBe('service_error');
  });
});
