/**
 * What the postbox view asks of the app: mark a message read on the server (and refresh the
 * unread count), load the list again. The app's customer chunk supplies them while a customer is
 * logged in (app/customer/CustomerData.tsx); without them (Storybook, the preview, tests of the
 * view alone) a message still opens, and nothing is sent. A store rather than a provider around
 * the page: the page renderer is part of every visitor's first load, this is not.
 */
import { actionStore } from '../../render/page/blocks/action-store.ts';

export interface PostboxActions {
  /** Marks the message read; rejects when the service did not. */
  markRead(id: string): Promise<void>;
  /** Loads the list again (after it failed). */
  reload(): void;
}

const store = actionStore<PostboxActions>();

/** Makes `actions` the view's until the returned function is called (or others are provided). */
export const providePostboxActions = store.provide;
export const usePostboxActions = store.use;
