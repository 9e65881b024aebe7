/**
 * A persona as the services answer it while the stack runs: the persona file's data with the
 * customer's ledger applied (ledger.ts). An open order reserves its amount on the transaction
 * account (available down, reserved up) and lists the deposit it opens in state INITIATED; once
 * carried out (timing.ts) the amount is booked out of the transaction account and the deposit is
 * ACTIVE with it. A withdrawal is booked at once. Every booking appears in the bookings list.
 */
import type { Persona, TransactionAccountPayload, TransactionPayload } from '../../../src/engine/types/persona.ts';
import { chooseAccount } from '../../../src/engine/facts/accounts.ts';
import type { CustomerLedger, DepositOrder, Ledger } from './ledger.ts';
import { depositText, withdrawalText } from './booking-texts.ts';
import { addMonths, dayOf, orderStateAt, ORDER_EXECUTION_MS } from './timing.ts';

export const customerKeyOf = (persona: Persona): string => persona.customer?.bacNumber ?? persona.id;

/** Cents are added as integers, so 15000 - 0.1 - 0.2 is 14999.7 and not 14999.699999999999. */
const cents = (value: number): number => Math.round(value * 100) / 100;

function depositAccountOf(order: DepositOrder, persona: Persona, now: number): TransactionAccountPayload {
  const executed = orderStateAt(order.placedAt, now) === 'EXECUTED';
  const startDate = dayOf(order.placedAt + ORDER_EXECUTION_MS);
  const { offer } = order;
  return {
    id: order.depositAccountId,
    accountNumber: null,
    customerId: persona.customer?.bacNumber,
    distributorId: persona.customer?.distributorId,
    // While the order runs, the money is on its way: reserved for the deposit, not yet in it.
    balance: executed ? { current: order.amount, available: 0, reserved: 0 } : { current: 0, available: 0, reserved: order.amount },
    state: executed ? 'ACTIVE' : 'INITIATED',
    iban: null,
    currencyCode: offer.currency,
    referenceAccountId: null,
    createdDate: new Date(order.placedAt).toISOString(),
    lastStateUpdate: new Date(executed ? order.placedAt + ORDER_EXECUTION_MS : order.placedAt).toISOString(),
    isMaintenance: false,
    depositType: offer.productType,
    bankName: offer.bank.name,
    offerId: offer.id,
    interestRate: offer.interestRate,
    principal: order.amount,
    startDate,
    maturityDate: offer.termMonths === null ? null : addMonths(startDate, offer.termMonths),
  };
}

function transactionAccountOf(account: TransactionAccountPayload, ledger: CustomerLedger, now: number): TransactionAccountPayload {
  let { current = 0, available = 0, reserved = 0 } = account.balance ?? {};
  for (const order of ledger.orders) {
    if (order.accountId !== account.id) continue;
    if (orderStateAt(order.placedAt, now) === 'EXECUTED') {
      current -= order.amount;
      available -= order.amount;
    } else {
      available -= order.amount;
      reserved += order.amount;
    }
  }
  for (const withdrawal of ledger.withdrawals) {
    if (withdrawal.accountId !== account.id) continue;
    current -= withdrawal.amount;
    available -= withdrawal.amount;
  }
  return { ...account, balance: { current: cents(current), available: cents(available), reserved: cents(reserved) } };
}

/** The ledger's bookings on the transaction account, newest first (they come before the file's). */
function bookingsOf(persona: Persona, ledger: CustomerLedger, now: number): TransactionPayload[] {
  const locale = persona.context?.locale;
  const bookings: { at: number; booking: TransactionPayload }[] = [];
  for (const order of ledger.orders) {
    const bookedAt = order.placedAt + ORDER_EXECUTION_MS;
    if (bookedAt > now) continue;
    const day = dayOf(bookedAt);
    bookings.push({
      at: bookedAt,
      booking: { id: `bk-${order.id}`, bookingDate: day, valueDate: day, description: depositText(locale, order.offer.bank.name), amount: -order.amount, counterparty: order.offer.bank.name },
    });
  }
  for (const withdrawal of ledger.withdrawals) {
    const day = dayOf(withdrawal.placedAt);
    bookings.push({
      at: withdrawal.placedAt,
      booking: { id: `bk-${withdrawal.id}`, bookingDate: day, valueDate: day, description: withdrawalText(locale), amount: -withdrawal.amount, counterparty: persona.customer?.fullName ?? withdrawal.iban },
    });
  }
  return bookings.sort((a, b) => b.at - a.at).map(({ booking }) => booking);
}

export function applyLedger(persona: Persona, ledger: Ledger, now: number): Persona {
  const own = ledger.of(customerKeyOf(persona));
  if (own.orders.length === 0 && own.withdrawals.length === 0) return persona;
  const chosen = chooseAccount(persona.accounts);
  const accounts = (persona.accounts ?? []).map((account) => (account === chosen ? transactionAccountOf(account, own, now) : account));
  return {
    ...persona,
    accounts: [...accounts, ...own.orders.map((order) => depositAccountOf(order, persona, now))],
    transactions: [...bookingsOf(persona, own, now), ...(persona.transactions ?? [])],
  };
}
