/**
 * What the order form asks of the app: the offer catalogue, placing a deposit order, a
 * withdrawal. The customer chunk supplies them while a customer is logged in
 * (app/customer/order-actions.ts: the API client with the session's token, then the customer's
 * data fetched again so the dashboard, the deposit pages and the balance bar show the change).
 * Without them (Storybook, tests of the view alone) the form says the service is unavailable.
 * A store rather than a provider, as the postbox's: the page renderer is in every first load.
 */
import { actionStore } from '../../render/page/blocks/action-store.ts';
import type { OffersState } from '../../engine/offers/state.ts';
import type { OrderAnswer } from '../../engine/orders/answer.ts';

export interface OrderActions {
  offers(): Promise<OffersState>;
  placeOrder(order: { offerId: string; amount: number; accountId: string }): Promise<OrderAnswer>;
  withdraw(accountId: string, amount: number): Promise<OrderAnswer>;
}

const store = actionStore<OrderActions>();

/** Makes `actions` the view's until the returned function is called (or others are provided). */
export const provideOrderActions = store.provide;
export const useOrderActions = store.use;
