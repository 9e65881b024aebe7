/**
 * What the documents view asks of the app: a document's file (fetched with the customer's token,
 * which a plain link cannot carry) and loading the list again. The app's customer chunk supplies
 * them while a customer is logged in (app/customer/CustomerData.tsx); without them (Storybook, the
 * preview, tests of the view alone) the list shows and a download says it failed. A store rather
 * than a provider around the page, as for the postbox (src/blocks/postbox/actions.ts says why).
 */
import { actionStore } from '../../render/page/blocks/action-store.ts';

export interface DocumentsActions {
  /** The document's file and the name to save it under; rejects when it could not be fetched. */
  file(id: string): Promise<{ blob: Blob; fileName: string }>;
  /** Loads the list again (after it failed). */
  reload(): void;
}

const store = actionStore<DocumentsActions>();

/** Makes `actions` the view's until the returned function is called (or others are provided). */
export const provideDocumentsActions = store.provide;
export const useDocumentsActions = store.use;
