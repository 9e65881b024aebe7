/**
 * Withdrawals from the transaction account to the customer's reference
 * account: POST /api/accounts/{id}/withdrawals `{ amount }`. Checked like an order (the same
 * refusal shape, ledger/refusals.ts): who may move money (ledger/may-order.ts), then `min` for an
 * amount that is not positive and `higherThanLeftOver` for more than the available balance. The
 * transaction account may be emptied: the minimum left balance holds for deposits only. Booked
 * at once (ledger/apply.ts): the balance and the bookings show it on the next call.
 */
import { json, readJsonObject } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';
import { centsOf, eurosOf } from './ledger/cents.ts';
import { MAX_EVENTS_PER_CUSTOMER, type Bank } from './ledger/ledger.ts';
import { payingAccount } from './ledger/may-order.ts';
import { limitRefusal, notAllowed, overdraftRefusal } from './ledger/refusals.ts';

/** The smallest amount a transfer can carry: one cent. */
const SMALLEST_AMOUNT = 1;

export function withdrawalRoutes(authenticate: Authenticate, bank: Bank, now: () => number): Route[] {
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
        const amount = centsOf(body.amount);
        if (amount === null) throw limitRefusal('unExpectedError', { reason: 'malformedBody' });
        const currency = account.currencyCode ?? 'EUR';
        if (amount < SMALLEST_AMOUNT) throw limitRefusal('min', { values: { min: eurosOf(SMALLEST_AMOUNT) }, currency });
        // Checked and booked in one transaction of the bank: the balance read is the balance booked against.
        const withdrawal = await bank.update(persona, now(), async (book) => {
          const available = book.balances?.available ?? 0;
          if (amount > available) throw overdraftRefusal(available, currency);
          if (book.withdrawalCount >= MAX_EVENTS_PER_CUSTOMER) throw limitRefusal('userBlockedTemporarily');
          return book.withdraw({ amount, iban, counterparty: persona.customer?.fullName ?? iban, placedAt: now() });
        });
        return json(201, { data: { ...withdrawal, amount: eurosOf(withdrawal.amount), currency, placedAt: new Date(withdrawal.placedAt).toISOString() } });
      },
    },
  ];
}
