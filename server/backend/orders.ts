/**
 * Deposit orders at the local bank (issue 15, section 3). POST /api/orders opens a deposit from
 * a product offer, paid from the customer's transaction account; GET /api/orders lists the
 * customer's orders. The checks and their order, the error shape (ledger/refusals.ts) and the
 * states (ledger/timing.ts) are described in server/README.md.
 */
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { json, readJsonObject } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';
import { customerKeyOf } from './ledger/apply.ts';
import type { CustomerLedger, DepositOrder, Ledger } from './ledger/ledger.ts';
import { MAX_EVENTS_PER_CUSTOMER } from './ledger/ledger.ts';
import { payingAccount } from './ledger/may-order.ts';
import { amountOf, limitRefusal } from './ledger/refusals.ts';
import { dayOf, orderStateAt } from './ledger/timing.ts';
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

function orderView(order: DepositOrder, now: number) {
  return {
    id: order.id,
    type: 'ONBOARDING',
    state: orderStateAt(order.placedAt, now),
    offerId: order.offer.id,
    productType: order.offer.productType,
    bankName: order.offer.bank.name,
    interestRate: order.offer.interestRate,
    termMonths: order.offer.termMonths,
    amount: order.amount,
    currency: order.offer.currency,
    accountId: order.accountId,
    depositAccountId: order.depositAccountId,
    placedAt: new Date(order.placedAt).toISOString(),
  };
}

/** The limit refusal for `amount`, or null when the amount may be ordered (the spec's codes, in this order). */
function limitCheck(offer: ProductOffer, amount: number, available: number) {
  const currency = offer.currency;
  if (amount < offer.minimumAmount) return limitRefusal('min', { values: { min: offer.minimumAmount }, currency });
  if (amount > offer.maximumAmount) return limitRefusal('max', { values: { max: offer.maximumAmount }, currency });
  if (amount > available) return limitRefusal('higherThanLeftOver', { values: { leftOver: Math.max(0, available) }, currency });
  if (available - amount < MIN_LEFT_BALANCE) return limitRefusal('minLeftBalance', { values: { minLeftBalance: MIN_LEFT_BALANCE }, currency });
  return null;
}

/** Counts a refusal toward the temporary block, then throws it. */
function refuse(own: CustomerLedger, now: number, refusal: Error): never {
  own.refusedInARow += 1;
  if (own.refusedInARow >= REFUSALS_BEFORE_BLOCK) own.blockedUntil = now + BLOCK_MS;
  throw refusal;
}

function placeOrder(persona: Persona, ledger: Ledger, body: Record<string, unknown>, now: number): DepositOrder {
  const own = ledger.of(customerKeyOf(persona));
  if (own.blockedUntil > now) throw limitRefusal('userBlockedTemporarily', { retryAfterSeconds: Math.ceil((own.blockedUntil - now) / 1000) });
  const account = payingAccount(persona, typeof body.accountId === 'string' ? body.accountId : undefined);
  const amount = amountOf(body.amount);
  if (typeof body.offerId !== 'string' || amount === null) throw limitRefusal('unExpectedError', { reason: 'malformedBody' });
  const offer = offerById(body.offerId);
  if (!offer) throw limitRefusal('unExpectedError', { reason: 'unknownOffer' });
  const today = dayOf(now);
  if (offer.availableFrom > today || (offer.availableUntil !== null && offer.availableUntil < today)) throw limitRefusal('unExpectedError', { reason: 'offerNotAvailable' });
  // The bank sells an offer in the markets it names only: the customer's is their persona's locale
  // (the platform they are a customer of), whatever page the order comes from.
  if (!offer.markets.includes(persona.context.locale)) throw limitRefusal('unExpectedError', { reason: 'notSoldInMarket' });
  if ((account.currencyCode ?? 'EUR') !== offer.currency) throw limitRefusal('unExpectedError', { reason: 'currency' });
  const refusal = limitCheck(offer, amount, account.balance?.available ?? 0);
  if (refusal) refuse(own, now, refusal);
  if (own.orders.length >= MAX_EVENTS_PER_CUSTOMER) throw limitRefusal('userBlockedTemporarily');
  own.refusedInARow = 0;
  const order: DepositOrder = { id: ledger.nextId('order'), offer, amount, accountId: account.id ?? '', depositAccountId: ledger.nextId('dep'), placedAt: now };
  own.orders.push(order);
  return order;
}

export function orderRoutes(authenticate: Authenticate, ledger: Ledger, now: () => number): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/orders',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        const body = await readJsonObject(req);
        const order = placeOrder(caller.persona, ledger, body, now());
        return json(201, { data: orderView(order, now()) });
      },
    },
    {
      method: 'GET',
      path: '/api/orders',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        const orders = ledger.of(customerKeyOf(caller.persona)).orders;
        return json(200, { data: [...orders].reverse().map((order) => orderView(order, now())) });
      },
    },
  ];
}
