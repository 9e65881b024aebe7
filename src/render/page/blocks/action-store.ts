/**
 * What a customer block's view asks of the app (mark a message read, fetch a document's file,
 * place an order), as a store the app's customer chunk fills while a customer is logged in
 * (app/customer/CustomerData.tsx). A store rather than a provider around the page: the page
 * renderer is part of every visitor's first load, the customer's actions are not. Without them
 * (Storybook, the preview, tests of a view alone) `use` gives null and each view says what it
 * does then.
 */
import { useSyncExternalStore } from 'react';

export interface ActionStore<Actions> {
  /** Makes `actions` the block's until the returned function is called (or others are provided). */
  provide(actions: Actions): () => void;
  /** The actions provided now, or null. */
  use(): Actions | null;
}

export function actionStore<Actions>(): ActionStore<Actions> {
  let current: Actions | null = null;
  const listeners = new Set<() => void>();
  const notify = () =>
    listeners.forEach((listener) => {
      listener();
    });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    provide(actions) {
      current = actions;
      notify();
      return () => {
        if (current !== actions) return;
        current = null;
        notify();
      };
    },
    use() {
      // biome-ignore lint/correctness/useHookAtTopLevel: `store.use()` is a hook by contract, called at a component's top level.
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      );
    },
  };
}
