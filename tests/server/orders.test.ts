// Deposit orders and withdrawals on the local backend (server/backend/orders.ts, withdrawals.ts,
// ledger/) over HTTP against a real stack: every refusal code, the reservation, execution,
// the new deposit in the accounts answer and the bookings, and a new sign-in that keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { activeCustomer, BAC } from './fixtures.ts';
import { login, startHarness, type Harness } from './harness.ts';
import { BLOCK_MS, MIN_LEFT_BALANCE, REFUSALS_BEFORE_BLOCK } from '../../server/backend/orders.ts';
import { ORDER_EXECUTION_MS } from '../../server/backend/ledger/timing.ts';

/** tauernbank-term-48m: 1,000 to 100,000 EUR, 48 months, sold 2026-01-01 to 2027-06-30. */
const OFFER = 'tauernbank-term-48m';
const ENDED_OFFER = 'banque-lumiere-term-36m';
/** nordhafen-bank-term-1m: EUR, open since 2026-03-01, not among de-de's markets. */
const NOT_SOLD_IN_DE = 'nordhafen-bank-term-1m';
const TODAY = Date.UTC(2026, 10, 27, 9, 0, 0);

const other = (id: string, bac: string, overrides: Partial<Persona> = {}): Persona => {
  const base = activeCustomer({ id });
  return {
    ...base,
    customer: { ...base.customer, id: `c-${id}`, bacNumber: bac, ...(overrides.customer ?? {}) },
    accounts: (base.accounts ?? []).map((account) => ({ ...account, customerId: bac })),
    ...Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== 'customer')),
  };
};

const PERSONAS: Persona[] = [
  activeCustomer({ id: 'orders-de', transactions: [{ id: 'bk-1', bookingDate: '2026-10-01', description: 'Überweisung', amount: 15230.55 }] }),
  other('blocked-de', 'DE0000000002'),
  other('pending-de', 'DE0000000003', { customer: { isPendingActivation: true, state: 'PENDING_KYC' } }),
  other('company-de', 'DE0000000004', { customer: { isCompanyCustomer: true } }),
  other('maintenance-de', 'DE0000000005', { accountsStatus: 503 }),
  other('no-account-de', 'DE0000000006', { accounts: [] }),
  other('no-reference-de', 'DE0000000007', { customer: { _embedded: { referenceAccounts: [] } } }),
  other('withdraw-de', 'DE0000000008'),
];

describe('orders and withdrawals', () => {
  let h: Harness;
  let token: string;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, bearer = token) {
    const response = await fetch(`${h.stack.url}${path}`, {
      method,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const raw = await response.text();
    return { status: response.status, body: raw ? JSON.parse(raw) : undefined };
  }
  const order = (amount: unknown, offerId: unknown = OFFER, bac = BAC, bearer = token) =>
    call('POST', `/api/orders?customer_id=${bac}`, { offerId, amount }, bearer);
  const accounts = async (bearer = token, bac = BAC) => {
    const list = await call('GET', `/api/accounts?filter=customerId eq ${bac}`, undefined, bearer);
    return Promise.all(
      list.body.data.map(async (account: { id: string }) => (await call('GET', `/api/accounts/${account.id}?embed=balance`, undefined, bearer)).body),
    );
  };

  beforeAll(async () => {
    h = await startHarness({}, PERSONAS);
    h.clock.advance((TODAY - h.clock.ms) / 1000);
    token = (await login(h.stack, 'orders-de')).access_token;
  });
  afterAll(() => h.stop());

  it('asks for a token and the own customer', async () => {
    expect((await order(5000, OFFER, BAC, '')).status).toBe(401);
    const foreign = await order(5000, OFFER, 'DE0000000002');
    expect(foreign.status).toBe(403);
    expect((await call('GET', '/api/orders?customer_id=DE0000000002')).status).toBe(403);
  });

  it('answers unExpectedError for a malformed body, an unknown offer and one no longer sold', async () => {
    for (const body of [{ offerId: OFFER }, { offerId: OFFER, amount: '5000' }, { offerId: OFFER, amount: 10.005 }, { amount: 5000 }]) {
      const answer = await call('POST', `/api/orders?customer_id=${BAC}`, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { error: 'order_limit', code: 'unExpectedError', reason: 'malformedBody' } });
    }
    expect((await call('POST', `/api/orders?customer_id=${BAC}`, '[1]')).status).toBe(400);
    // A field the contract does not have is refused, not ignored.
    expect(await call('POST', `/api/orders?customer_id=${BAC}`, { offerId: OFFER, amount: 5000, currency: 'USD' })).toMatchObject({
      status: 400,
      body: { code: 'unExpectedError', reason: 'malformedBody', field: 'currency' },
    });
    expect(await order(5000, 'no-such-offer')).toMatchObject({ status: 422, body: { code: 'unExpectedError', reason: 'unknownOffer' } });
    expect(await order(50000, ENDED_OFFER)).toMatchObject({ status: 422, body: { code: 'unExpectedError', reason: 'offerNotAvailable' } });
    // Sold in Austria, Switzerland and elsewhere, not in Germany (de-de is the customer's market).
    expect(await order(5000, NOT_SOLD_IN_DE)).toMatchObject({ status: 422, body: { code: 'unExpectedError', reason: 'notSoldInMarket' } });
  });

  it('answers the limit codes with the amounts their messages name', async () => {
    expect(await order(999.99)).toMatchObject({ status: 422, body: { error: 'order_limit', code: 'min', values: { min: 1000 }, currency: 'EUR' } });
    expect(await order(0)).toMatchObject({ status: 422, body: { code: 'min' } });
    expect(await order(100000.01)).toMatchObject({ status: 422, body: { code: 'max', values: { max: 100000 } } });
    expect(await order(15000.01)).toMatchObject({ status: 422, body: { code: 'higherThanLeftOver', values: { leftOver: 15000 } } });
    expect(await order(15000 - MIN_LEFT_BALANCE + 0.01)).toMatchObject({
      status: 422,
      body: { code: 'minLeftBalance', values: { minLeftBalance: MIN_LEFT_BALANCE } },
    });
    // Nothing was reserved by a refusal.
    const [transaction] = await accounts();
    expect(transaction.balance).toEqual({ current: 15230.55, available: 15000, reserved: 230.55 });
  });

  it('places an order: reserved at once, the deposit listed as opening, then executed and booked', async () => {
    const placed = await order(5000.5);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ type: 'ONBOARDING', state: 'IN_PROGRESS', offerId: OFFER, amount: 5000.5, currency: 'EUR', accountId: 'acc-100' });

    const [transaction, deposit, ...rest] = await accounts();
    expect(rest).toEqual([]);
    expect(transaction.balance).toEqual({ current: 15230.55, available: 9999.5, reserved: 5231.05 });
    expect(deposit).toMatchObject({
      id: placed.body.data.depositAccountId,
      state: 'INITIATED',
      depositType: 'TERM',
      principal: 5000.5,
      interestRate: expect.any(Number),
      bankName: expect.any(String),
      startDate: '2026-11-27',
      maturityDate: '2030-11-27',
    });
    expect((await call('GET', `/api/orders?customer_id=${BAC}`)).body.data).toHaveLength(1);

    h.clock.advance(ORDER_EXECUTION_MS / 1000);
    const [afterTransaction, afterDeposit] = await accounts();
    expect(afterTransaction.balance).toEqual({ current: 10230.05, available: 9999.5, reserved: 230.55 });
    expect(afterDeposit).toMatchObject({ state: 'ACTIVE', balance: { current: 5000.5 } });
    const orders = (await call('GET', `/api/orders?customer_id=${BAC}`)).body.data;
    expect(orders[0].state).toBe('EXECUTED');

    const bookings = (await call('GET', '/api/accounts/acc-100/transactions')).body.data;
    expect(bookings[0]).toMatchObject({ bookingDate: '2026-11-27', amount: -5000.5, balance: 10230.05 });
    expect(bookings[1]).toMatchObject({ id: 'bk-1', balance: 15230.55 });
  });

  it('keeps the order for a new sign-in while the stack runs', async () => {
    const again = (await login(h.stack, 'orders-de')).access_token;
    const listed = await accounts(again);
    expect(listed).toHaveLength(2);
    expect(listed[0].balance.available).toBe(9999.5);
  });

  it(`blocks a customer for a while after ${REFUSALS_BEFORE_BLOCK} refused orders in a row`, async () => {
    const bearer = (await login(h.stack, 'blocked-de')).access_token;
    for (let i = 0; i < REFUSALS_BEFORE_BLOCK; i += 1) expect((await order(10, OFFER, 'DE0000000002', bearer)).body.code).toBe('min');
    const blocked = await order(5000, OFFER, 'DE0000000002', bearer);
    expect(blocked).toMatchObject({ status: 422, body: { code: 'userBlockedTemporarily', retryAfterSeconds: BLOCK_MS / 1000 } });
    h.clock.advance(BLOCK_MS / 1000);
    const later = (await login(h.stack, 'blocked-de')).access_token;
    expect((await order(5000, OFFER, 'DE0000000002', later)).status).toBe(201);
  });

  it.each([
    ['pending-de', 'DE0000000003', 'pendingActivation'],
    ['company-de', 'DE0000000004', 'companyCustomer'],
    ['maintenance-de', 'DE0000000005', 'maintenance'],
    ['no-account-de', 'DE0000000006', 'noTransactionAccount'],
  ])('refuses %s any order with the reason %s', async (persona, bac, reason) => {
    const bearer = (await login(h.stack, persona)).access_token;
    expect(await order(5000, OFFER, bac, bearer)).toMatchObject({ status: 409, body: { error: 'order_not_allowed', reason } });
    expect((await call('POST', `/api/accounts/acc-100/withdrawals?customer_id=${bac}`, { amount: 10 }, bearer)).body.reason).toBe(reason);
  });

  it('withdraws to the reference account: limits, the balance and the booking', async () => {
    const bac = 'DE0000000008';
    const bearer = (await login(h.stack, 'withdraw-de')).access_token;
    const withdraw = (body: unknown, account = 'acc-100') => call('POST', `/api/accounts/${account}/withdrawals?customer_id=${bac}`, body, bearer);
    expect(await withdraw({ amount: 0 })).toMatchObject({ status: 422, body: { code: 'min', values: { min: 0.01 } } });
    expect(await withdraw({ amount: -5 })).toMatchObject({ status: 422, body: { code: 'min' } });
    expect(await withdraw({ amount: 15000.01 })).toMatchObject({
      status: 422,
      body: { code: 'higherThanLeftOver', values: { leftOver: 15000 }, currency: 'EUR' },
    });
    expect(await withdraw({ amount: 'all' })).toMatchObject({ status: 400, body: { code: 'unExpectedError' } });
    expect(await withdraw({ amount: 10 }, 'acc-999')).toMatchObject({ status: 409, body: { reason: 'noTransactionAccount' } });

    const done = await withdraw({ amount: 1234.56 });
    expect(done).toMatchObject({ status: 201, body: { data: { amount: 1234.56, iban: 'DE89370400440532013000', currency: 'EUR' } } });
    const [transaction] = await accounts(bearer, bac);
    expect(transaction.balance).toEqual({ current: 13995.99, available: 13765.44, reserved: 230.55 });
    const bookings = (await call('GET', '/api/accounts/acc-100/transactions', undefined, bearer)).body.data;
    expect(bookings[0]).toMatchObject({ description: 'Auszahlung auf Referenzkonto', amount: -1234.56, balance: 13995.99 });
    // All of the rest may go: the minimum left balance is for deposits only.
    expect((await withdraw({ amount: 13765.44 })).status).toBe(201);
    expect((await accounts(bearer, bac))[0].balance.available).toBe(0);
  });

  it('refuses a withdrawal without a reference account', async () => {
    const bearer = (await login(h.stack, 'no-reference-de')).access_token;
    expect(await call('POST', '/api/accounts/acc-100/withdrawals?customer_id=DE0000000007', { amount: 10 }, bearer)).toMatchObject({
      status: 409,
      body: { reason: 'noReferenceAccount' },
    });
  });
});
