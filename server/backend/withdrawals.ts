/**
 * Withdrawals from the transaction account to the customer's reference account (issue 15,
 * section 4): POST /api/accounts/{id}/withdrawals `{ amount }`. Checked like an order (the same
 * refusal shape, ledger/refusals.ts): who may move money (ledger/may-order.ts), then `min` for an
 * amount that is not positive and `higherThanLeftOver` for more than the available balance. The
 * transaction account may be emptied: the minimum left balance holds for deposits only. Booked
 * at once (ledger/apply.ts): the balance and the bookings show it on the next call.
 */
import { json, readJsonObject } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';
import { customerKeyOf } from './ledger/apply.ts';
import { MAX_EVENTS_PER_CUSTOMER, type Ledger } from './ledger/ledger.ts';
import { payingAccount } from './ledger/may-order.ts';
import { amountOf, limitRefusal, notAllowed } from './ledger/refusals.ts';

/** The smallest amount a transfer can carry: one cent. */
const SMALLEST_AMOUNT = 0.01;

export function withdrawalRoutes(authenticate: Authenticate, ledger: Ledger, now: () => number): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/accounts/:id/withdrawals',
      handler: async ({ req, url, params }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        const { persona } = caller;
        const account = payingAccount(persona, params.id);
        const iban = persona.customer?._embedded?.referenceAccounts?.[0]?.iban;
        if (typeof iban !== 'string' || iban === '') throw notAllowed('noReferenceAccount');
        const body = await readJsonObject(req);
        const amount = amountOf(body.amount);
        if (amount === null) throw limitRefusal('unExpectedError', { reason: 'malformedBody' });
        const currency = account.currencyCode ?? 'EUR';
        if (amount < SMALLEST_AMOUNT) throw limitRefusal('min', { values: { min: SMALLEST_AMOUNT }, currency });
        const available = account.balance?.available ?? 0;
        if (amount > available) throw limitRefusal('higherThanLeftOver', { values: { leftOver: Math.max(0, available) }, currency });
        const own = ledger.of(customerKeyOf(persona));
        if (own.withdrawals.length >= MAX_EVENTS_PER_CUSTOMER) throw limitRefusal('userBlockedTemporarily');
        const withdrawal = { id: ledger.nextId('withdrawal'), amount, accountId: account.id ?? '', iban, placedAt: now() };
        own.withdrawals.push(withdrawal);
        return json(201, { data: { ...withdrawal, currency, placedAt: new Date(withdrawal.placedAt).toISOString() } });
      },
    },
  ];
}
