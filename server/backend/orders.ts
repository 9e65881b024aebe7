/**
 * Deposit orders at the local bank. POST /api/orders opens a deposit from
 * a product offer, paid from the customer's transaction account; GET /api/orders lists the
 * customer's orders. The checks and their order, the error shape (ledger/refusals.ts) and the
 * states (ledger/timing.ts) are described in server/README.md.
 */
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { HttpError, json, readJsonObject } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';
import { centsOf, centsOfEuros, eurosOf } from './ledger/cents.ts';
import type { Bank, Book, StoredOrder } from './ledger/ledger.ts';
import { MAX_EVENTS_PER_CUSTOMER } from './ledger/ledger.ts';
import { payingAccount } from './ledger/may-order.ts';
import { limitRefusal, overdraftRefusal } from './ledger/refusals.ts';
import { dayOf } from './ledger/timing.ts';
import { productOffersAnswer } from './product-offers.ts';

/** What the transaction account must keep after an order: our figure (the spec names none), in the account's currency. */
export const MIN_LEFT_BALANCE = 100;
/** Refused orders in a row before the customer is blocked, and for how long (the spec names neither). */
export const REFUSALS_BEFORE_BLOCK = 10;
export const BLOCK_MS = 15 * 60_000;

function offerById(id: string): ProductOffer | undefined {
  const { data } = productOffersAnswer() as { data: ProductOffer[] };
  return data.find((offer) => offer.id === id);
}

function orderView(order: StoredOrder) {
  return {
    id: order.id,
    type: 'ONBOARDING',
    state: order.executedAt === null ? 'IN_PROGRESS' : 'EXECUTED',
    offerId: order.offer.id,
    productType: order.offer.productType,
    bankName: order.offer.bank.name,
    interestRate: order.offer.interestRate,
    termMonths: order.offer.termMonths,
    amount: eurosOf(order.amount),
    currency: order.offer.currency,
    accountId: order.accountId,
    depositAccountId: order.depositAccountId,
    placedAt: new Date(order.placedAt).toISOString(),
  };
}

/** The limit refusal for `amount` cents, or null when the amount may be ordered (the spec's codes, in this order). */
function limitCheck(offer: ProductOffer, amount: number, available: number) {
  const currency = offer.currency;
  if (amount < centsOfEuros(offer.minimumAmount)) return limitRefusal('min', { values: { min: offer.minimumAmount }, currency });
  if (amount > centsOfEuros(offer.maximumAmount)) return limitRefusal('max', { values: { max: offer.maximumAmount }, currency });
  if (amount > available) return overdraftRefusal(available, currency);
  if (available - amount < centsOfEuros(MIN_LEFT_BALANCE)) return limitRefusal('minLeftBalance', { values: { minLeftBalance: MIN_LEFT_BALANCE }, currency });
  return null;
}

/** The fields of an order's body: `{ offerId, amount, accountId? }`. */
const ORDER_FIELDS = new Set(['offerId', 'amount', 'accountId']);

/**
 * Decides the order against the customer's book, inside the bank's transaction: the balance it
 * checks is the balance it books against. A refusal that counts toward the temporary block is
 * recorded and returned (so the transaction commits the count); the others throw (nothing to keep).
 */
async function placeOrder(persona: Persona, book: Book, body: Record<string, unknown>, now: number): Promise<StoredOrder | HttpError> {
  if (book.blockedUntil > now) throw limitRefusal('userBlockedTemporarily', { retryAfterSeconds: Math.ceil((book.blockedUntil - now) / 1000) });
  const account = payingAccount(persona, typeof body.accountId === 'string' ? body.accountId : undefined);
  const amount = centsOf(body.amount);
  if (typeof body.offerId !== 'string' || amount === null) throw limitRefusal('unExpectedError', { reason: 'malformedBody' });
  // A field the contract does not know is refused, not ignored: `currency` would read as if the
  // order were placed in it, while the offer's currency is what is booked.
  const unknown = Object.keys(body).find((field) => !ORDER_FIELDS.has(field));
  if (unknown !== undefined) throw limitRefusal('unExpectedError', { reason: 'malformedBody', field: unknown });
  const offer = offerById(body.offerId);
  if (!offer) throw limitRefusal('unExpectedError', { reason: 'unknownOffer' });
  const today = dayOf(now);
  if (offer.availableFrom > today || (offer.availableUntil !== null && offer.availableUntil < today))
    throw limitRefusal('unExpectedError', { reason: 'offerNotAvailable' });
  // The bank sells an offer in the markets it names only: the customer's is their persona's locale
  // (the platform they are a customer of), whatever page the order comes from.
  if (!offer.markets.includes(persona.context.locale)) throw limitRefusal('unExpectedError', { reason: 'notSoldInMarket' });
  if ((account.currencyCode ?? 'EUR') !== offer.currency) throw limitRefusal('unExpectedError', { reason: 'currency' });
  const refusal = limitCheck(offer, amount, book.balances?.available ?? 0);
  if (refusal) {
    const refusedInARow = book.refusedInARow + 1;
    await book.recordRefusals(refusedInARow, refusedInARow >= REFUSALS_BEFORE_BLOCK ? now + BLOCK_MS : book.blockedUntil);
    return refusal;
  }
  if (book.orderCount >= MAX_EVENTS_PER_CUSTOMER) throw limitRefusal('userBlockedTemporarily');
  if (book.refusedInARow !== 0) await book.recordRefusals(0, book.blockedUntil);
  return book.placeOrder({ offer, amount, placedAt: now });
}

export function orderRoutes(authenticate: Authenticate, bank: Bank, now: () => number): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/orders',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        // The whole body first: nothing about the balance is read before it is in.
        const body = await readJsonObject(req);
        const placed = await bank.update(caller.persona, now(), (book) => placeOrder(caller.persona, book, body, now()));
        if (placed instanceof HttpError) throw placed;
        return json(201, { data: orderView(placed) });
      },
    },
    {
      method: 'GET',
      path: '/api/orders',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        const { orders } = await bank.snapshot(caller.persona, now());
        return json(200, { data: [...orders].reverse().map(orderView) });
      },
    },
  ];
}
