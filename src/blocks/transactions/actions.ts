/**
 * What the bookings' view asks of the app: loading the page of bookings shown again, after it
 * failed. The app's customer chunk supplies it while a customer is logged in
 * (app/customer/useCustomerBlockActions.ts); without it (Storybook, the preview, tests of the
 * view alone) the failure's message shows without a retry. A store rather than a provider around
 * the page, as for the postbox (src/blocks/postbox/actions.ts says why).
 */
import { actionStore } from '../../render/page/blocks/action-store.ts';

export interface TransactionsActions {
  /** Loads the page of bookings shown again. */
  reload(): void;
}

const store = actionStore<TransactionsActions>();

/** Makes `actions` the view's until the returned function is called (or others are provided). */
export const provideTransactionsActions = store.provide;
export const useTransactionsActions = store.use;
