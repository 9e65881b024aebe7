/**
 * A persona as the services answer it while the stack runs: the persona file's data with the
 * customer's snapshot at the bank applied (ledger.ts). The transaction account shows the
 * balances the bank keeps: an open order has reserved its amount (available down, reserved up)
 * and lists the deposit it opens in state INITIATED; once carried out the amount is booked out of
 * the transaction account and the deposit is ACTIVE with it. A withdrawal is booked at once.
 * Every booking appears in the bookings list, newest first, before the file's.
 */
import type { Persona, TransactionAccountPayload, TransactionPayload } from '../../../src/engine/types/persona.ts';
import { chooseAccount } from '../../../src/engine/facts/accounts.ts';
import { eurosOf } from './cents.ts';
import type { CustomerSnapshot, StoredBooking, StoredOrder } from './ledger.ts';
import { depositText, withdrawalText } from './booking-texts.ts';
import { addMonths, dayOf, ORDER_EXECUTION_MS } from './timing.ts';

export { customerKeyOf } from './starting-state.ts';

function depositAccountOf(order: StoredOrder, persona: Persona): TransactionAccountPayload {
  const executed = order.executedAt !== null;
  const startDate = dayOf(order.executedAt ?? order.placedAt + ORDER_EXECUTION_MS);
  const { offer } = order;
  const amount = eurosOf(order.amount);
  return {
    id: order.depositAccountId,
    accountNumber: null,
    customerId: persona.customer?.bacNumber,
    distributorId: persona.customer?.distributorId,
    // While the order runs, the money is on its way: reserved for the deposit, not yet in it.
    balance: executed ? { current: amount, available: 0, reserved: 0 } : { current: 0, available: 0, reserved: amount },
    state: executed ? 'ACTIVE' : 'INITIATED',
    iban: null,
    currencyCode: offer.currency,
    referenceAccountId: null,
    createdDate: new Date(order.placedAt).toISOString(),
    lastStateUpdate: new Date(order.executedAt ?? order.placedAt).toISOString(),
    isMaintenance: false,
    depositType: offer.productType,
    bankName: offer.bank.name,
    offerId: offer.id,
    interestRate: offer.interestRate,
    principal: amount,
    startDate,
    maturityDate: offer.termMonths === null ? null : addMonths(startDate, offer.termMonths),
  };
}

function bookingOf(booking: StoredBooking, persona: Persona): TransactionPayload {
  const locale = persona.context?.locale;
  const day = dayOf(booking.bookedAt);
  const description = booking.kind === 'deposit' ? depositText(locale, booking.counterparty) : withdrawalText(locale);
  return { id: booking.id, bookingDate: day, valueDate: day, description, amount: eurosOf(booking.amount), counterparty: booking.counterparty };
}

export function applySnapshot(persona: Persona, snapshot: CustomerSnapshot): Persona {
  const applied: Persona = { ...persona };
  if (snapshot.balances) {
    const { current, available, reserved } = snapshot.balances;
    const chosen = chooseAccount(persona.accounts);
    const accounts = (persona.accounts ?? []).map((account) =>
      account === chosen ? { ...account, balance: { current: eurosOf(current), available: eurosOf(available), reserved: eurosOf(reserved) } } : account,
    );
    applied.accounts = [...accounts, ...snapshot.orders.map((order) => depositAccountOf(order, persona))];
    applied.transactions = [...snapshot.bookings.map((booking) => bookingOf(booking, persona)), ...(persona.transactions ?? [])];
  }
  if (persona.messages && snapshot.readMessageIds.size > 0) {
    applied.messages = persona.messages.map((message) => (snapshot.readMessageIds.has(message.id) ? { ...message, read: true } : message));
  }
  if (snapshot.documents !== undefined) applied.documents = snapshot.documents;
  return applied;
}
