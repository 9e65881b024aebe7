// Money is never created or lost and every rule of the bank holds at the local bank, over HTTP
// against a real stack, on PGlite and on a PostgreSQL server whose pool gives each request its own
// connection: twenty orders or withdrawals whose
// bodies arrive half a second after their headers may spend the available balance once, not
// twenty times, nor below the minimum left balance; twenty refusals count twenty toward the
// block; an amount that is not a whole number of cents is refused, not rounded.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Persona } from '../../src/engine/types/persona.ts';
import { ORDER_EXECUTION_MS } from '../../server/backend/ledger/timing.ts';
import { activeCustomer } from './fixtures.ts';
import { login, startHarness, type Harness } from './harness.ts';
import { describeOnEachLedger } from './ledger-backends.ts';
import { slowPost } from './slow-request.ts';

/** tauernbank-term-48m: 1,000 to 100,000 EUR, sold 2026-01-01 to 2027-06-30 in de-de. */
const OFFER = 'tauernbank-term-48m';
const TODAY = Date.UTC(2026, 10, 27, 9, 0, 0);
const AT_ONCE = 20;
const BODY_DELAY_MS = 500;

/** A customer of their own with 25,000.00 EUR available on acc-100. */
function customerWith25k(id: string, bacNumber: string): Persona {
  const base = activeCustomer({ id });
  return {
    ...base,
    customer: { ...base.customer, id: `c-${id}`, bacNumber },
    accounts: [{ ...base.accounts![0]!, customerId: bacNumber, balance: { current: 25000, available: 25000, reserved: 0 } }],
  };
}

const PERSONAS = [
  customerWith25k('race-orders', 'DE0000000101'),
  customerWith25k('race-withdrawals', 'DE0000000102'),
  customerWith25k('cents', 'DE0000000103'),
  customerWith25k('race-floor', 'DE0000000104'),
  customerWith25k('race-refusals', 'DE0000000105'),
];

describeOnEachLedger('the local bank under concurrent slow requests', (place) => {
  let h: Harness;

  async function call(token: string, path: string) {
    const response = await fetch(`${h.stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: Record<string, unknown>[] } & Record<string, unknown>;
  }
  const balanceOf = async (token: string) =>
    (await call(token, '/api/accounts/acc-100?embed=balance')).balance as { current: number; available: number; reserved: number };

  beforeAll(async () => {
    // Opened here, not at the first order: PGlite's start takes seconds of CPU on a loaded machine.
    h = await startHarness({ databaseUrl: place().databaseUrl, openBankAtStart: true }, PERSONAS);
    h.clock.advance((TODAY - h.clock.ms) / 1000);
  });
  afterAll(() => h.stop());

  it(`${AT_ONCE} orders of 10,000 on 25,000 available: two are placed, the rest refused, nothing goes below zero`, async () => {
    const token = (await login(h.stack, 'race-orders')).access_token;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        slowPost(h.stack.url, '/api/orders?customer_id=DE0000000101', token, { offerId: OFFER, amount: 10000 }, BODY_DELAY_MS),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(2);
    // The first refusal names what is left; later ones may be the temporary block that refusals in a row bring.
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(['higherThanLeftOver', 'userBlockedTemporarily']).toContain(refused.body.code);
    expect(await balanceOf(token)).toEqual({ current: 25000, available: 5000, reserved: 20000 });

    h.clock.advance(ORDER_EXECUTION_MS / 1000);
    expect(await balanceOf(token)).toEqual({ current: 5000, available: 5000, reserved: 0 });
    const orders = (await call(token, '/api/orders?customer_id=DE0000000101')).data;
    expect(orders.map((order) => order.state)).toEqual(['EXECUTED', 'EXECUTED']);
    const deposits = (await call(token, '/api/accounts?filter=customerId eq DE0000000101')).data.filter((account) => account.depositType !== undefined);
    expect(deposits).toHaveLength(2);
  });

  it(`${AT_ONCE} orders of 12,480 on 25,000 available: one is placed, the second would leave less than the 100 that must stay`, async () => {
    const token = (await login(h.stack, 'race-floor')).access_token;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        slowPost(h.stack.url, '/api/orders?customer_id=DE0000000104', token, { offerId: OFFER, amount: 12480 }, BODY_DELAY_MS),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: AT_ONCE - 1 }, () => 422)]);
    for (const refused of answers.filter((answer) => answer.status !== 201)) expect(['minLeftBalance', 'userBlockedTemporarily']).toContain(refused.body.code);
    expect(await balanceOf(token)).toEqual({ current: 25000, available: 12520, reserved: 12480 });
  });

  it(`${AT_ONCE} refused orders at once count ${AT_ONCE} refusals: the tenth blocks the customer`, async () => {
    const token = (await login(h.stack, 'race-refusals')).access_token;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        slowPost(h.stack.url, '/api/orders?customer_id=DE0000000105', token, { offerId: OFFER, amount: 30000 }, BODY_DELAY_MS),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'higherThanLeftOver')).toHaveLength(10);
    expect(codes.filter((code) => code === 'userBlockedTemporarily')).toHaveLength(AT_ONCE - 10);
    // An order that fits is refused too while the block lasts.
    const after = await slowPost(h.stack.url, '/api/orders?customer_id=DE0000000105', token, { offerId: OFFER, amount: 1000 }, 0);
    expect(after).toMatchObject({ status: 422, body: { code: 'userBlockedTemporarily' } });
  });

  it(`${AT_ONCE} withdrawals of 20,000 on 25,000 available: one is paid out`, async () => {
    const token = (await login(h.stack, 'race-withdrawals')).access_token;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        slowPost(h.stack.url, '/api/accounts/acc-100/withdrawals?customer_id=DE0000000102', token, { amount: 20000 }, BODY_DELAY_MS),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect(refused.body).toMatchObject({ code: 'higherThanLeftOver', values: { leftOver: 5000 } });
    expect(await balanceOf(token)).toEqual({ current: 5000, available: 5000, reserved: 0 });
    const bookings = (await call(token, '/api/accounts/acc-100/transactions')).data;
    expect(bookings.filter((booking) => booking.amount === -20000)).toHaveLength(1);
  });

  it('refuses an amount that is not a whole number of cents instead of rounding it', async () => {
    const token = (await login(h.stack, 'cents')).access_token;
    for (const amount of [1000.000000001, 1000.001, 1e-7]) {
      const order = await slowPost(h.stack.url, '/api/orders?customer_id=DE0000000103', token, { offerId: OFFER, amount }, 0);
      expect(order, String(amount)).toMatchObject({ status: 400, body: { code: 'unExpectedError', reason: 'malformedBody' } });
      const withdrawal = await slowPost(h.stack.url, '/api/accounts/acc-100/withdrawals?customer_id=DE0000000103', token, { amount }, 0);
      expect(withdrawal, String(amount)).toMatchObject({ status: 400, body: { code: 'unExpectedError', reason: 'malformedBody' } });
    }
    // Amounts written with fewer decimals than the float suggests are whole cents: 0.07 * 100 is 7.000000000000001.
    expect((await slowPost(h.stack.url, '/api/accounts/acc-100/withdrawals?customer_id=DE0000000103', token, { amount: 0.07 }, 0)).status).toBe(201);
    expect((await slowPost(h.stack.url, '/api/accounts/acc-100/withdrawals?customer_id=DE0000000103', token, { amount: 1234.56 }, 0)).status).toBe(201);
    expect(await balanceOf(token)).toEqual({ current: 23765.37, available: 23765.37, reserved: 0 });
  });
});
