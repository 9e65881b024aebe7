/**
 * What the documents view asks of the app: a document's file (fetched with the customer's token,
 * which a plain link cannot carry) and loading the list again. The app's customer chunk supplies
 * them while a customer is logged in (app/customer/CustomerData.tsx); without them (Storybook, the
 * preview, tests of the view alone) the list shows and a download says it failed. A store rather
 * than a provider around the page, as for the postbox (postbox-actions.ts says why).
 */
import { useSyncExternalStore } from 'react';

export interface DocumentsActions {
  /** The document's file and the name to save it under; rejects when it could not be fetched. */
  file(id: string): Promise<{ blob: Blob; fileName: string }>;
  /** Loads the list again (after it failed). */
  reload(): void;
}

let current: DocumentsActions | null = null;
const listeners = new Set<() => void>();

/** Makes `actions` the documents' until the returned function is called (or others are provided). */
export function provideDocumentsActions(actions: DocumentsActions): () => void {
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

export function useDocumentsActions(): DocumentsActions | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
