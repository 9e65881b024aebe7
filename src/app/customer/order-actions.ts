/**
 * The order form's actions while a customer is logged in (src/blocks/order-form/
 * order-actions.ts says what they are): the offer catalogue, POST /orders and POST
 * /accounts/{id}/withdrawals through the API client (the session's token, empty values removed),
 * the answer read by the engine (orders/answer.ts), and after a success every query of the
 * customer's data invalidated, so the dashboard, the deposit pages, the bookings and the header's
 * balance bar are fetched again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { isApiError } from '../api/api-error.ts';
import type { SessionIdentity } from '../data/fetchers.ts';
import { customerKeys } from '../data/queries.ts';
import { fetchProductOffers } from '../offers/fetch-offers.ts';
import { refusedAnswer, type OrderAnswer } from '../../engine/orders/answer.ts';
import type { OrderActions } from '../../blocks/order-form/order-actions.ts';

export function createOrderActions(api: ApiClient, client: QueryClient, who: SessionIdentity): OrderActions {
  const customer = `customer_id=${encodeURIComponent(who.customerNumber)}`;
  async function send(path: string, body: unknown): Promise<OrderAnswer> {
    try {
      await api.post(path, body);
    } catch (error) {
      // The client has logged it (spec 8); a refusal's body says which message to show.
      return isApiError(error) ? refusedAnswer(error.status, error.body) : { outcome: 'failed' };
    }
    await client.invalidateQueries({ queryKey: customerKeys.of(who) });
    return { outcome: 'placed' };
  }
  return {
    offers: () => fetchProductOffers(api),
    placeOrder: (order) => send(`/orders?${customer}`, order),
    withdraw: (accountId, amount) => send(`/accounts/${encodeURIComponent(accountId)}/withdrawals?${customer}`, { amount }),
  };
}
