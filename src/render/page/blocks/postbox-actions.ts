/**
 * What the postbox view asks of the app: mark a message read on the server (and refresh the
 * unread count), load the list again. The app's customer chunk supplies them while a customer is
 * logged in (app/customer/CustomerData.tsx); without them (Storybook, the preview, tests of the
 * view alone) a message still opens, and nothing is sent. A store rather than a provider around
 * the page: the page renderer is part of every visitor's first load, this is not.
 */
import { useSyncExternalStore } from 'react';

export interface PostboxActions {
  /** Marks the message read; rejects when the service did not. */
  markRead(id: string): Promise<void>;
  /** Loads the list again (after it failed). */
  reload(): void;
}

let current: PostboxActions | null = null;
const listeners = new Set<() => void>();

/** Makes `actions` the postbox's until the returned function is called (or others are provided). */
export function providePostboxActions(actions: PostboxActions): () => void {
  current = actions;
  listeners.forEach((listener) => listener());
  return () => {
    if (current !== actions) return;
    current = null;
    listeners.forEach((listener) => listener());
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePostboxActions(): PostboxActions | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
