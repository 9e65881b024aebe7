/**
 * What the customer's blocks do while this customer's data is shown: the postbox marks a message
 * read, the documents download a file, the order form opens a deposit or withdraws, a failed
 * page of bookings loads again. Each block's action store (render/page/blocks/action-store.ts)
 * is given its actions here, with the customer's API client, query client and identity, and they
 * are withdrawn when the data goes (logout) or the customer changes.
 *
 * The stores are imported when needed: a static import made each a chunk of its own that the
 * app's first load names among this chunk's dependencies (the public home's budget has no room).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../api/client.ts';
import { fetchDocumentFile } from '../data/document-file.ts';
import { markMessageRead, type SessionIdentity } from '../data/fetchers.ts';
import { customerKeys } from '../data/queries.ts';
import { useCustomerServices } from '../data/services-context.tsx';

/** Gives a block its actions; resolves to what withdraws them. */
type ProvideActions = (api: ApiClient, client: QueryClient, who: SessionIdentity) => Promise<() => void>;

/** Marking a message read fetches the list and the unread count again (the header's dot and count follow). */
const postbox: ProvideActions = async (api, client, who) => {
  const { providePostboxActions } = await import('../../blocks/postbox/actions.ts');
  const [messages, count] = customerKeys.postbox(who);
  return providePostboxActions({
    async markRead(messageId) {
      await markMessageRead(api, who, messageId);
      await Promise.all([client.invalidateQueries({ queryKey: messages }), client.invalidateQueries({ queryKey: count })]);
    },
    reload: () => void client.refetchQueries({ queryKey: messages }),
  });
};

/** A document's file comes through the API client, with the customer's token. */
const documents: ProvideActions = async (api, client, who) => {
  const { provideDocumentsActions } = await import('../../blocks/documents/actions.ts');
  return provideDocumentsActions({
    file: (documentId) => fetchDocumentFile(api, who, documentId),
    reload: () => void client.refetchQueries({ queryKey: customerKeys.documents(who) }),
  });
};

const orders: ProvideActions = async (api, client, who) => {
  const [{ createOrderActions }, { provideOrderActions }] = await Promise.all([
    import('./order-actions.ts'),
    import('../../blocks/order-form/order-actions.ts'),
  ]);
  return provideOrderActions(createOrderActions(api, client, who));
};

/** A failed page of bookings loads again. */
const transactions: ProvideActions = async (_api, client, who) => {
  const { provideTransactionsActions } = await import('../../blocks/transactions/actions.ts');
  return provideTransactionsActions({ reload: () => void client.refetchQueries({ queryKey: customerKeys.bookings(who) }) });
};

function useProvidedActions(provide: ProvideActions, identity: SessionIdentity): void {
  const client = useQueryClient();
  const api = useCustomerServices(true)?.api;
  const { customerNumber, userId } = identity;
  useEffect(() => {
    if (!api) return undefined;
    let withdraw: (() => void) | undefined;
    let live = true;
    void provide(api, client, { customerNumber, userId }).then((provided) => {
      // Gone before its module arrived: withdrawn at once.
      if (live) withdraw = provided;
      else provided();
    });
    return () => {
      live = false;
      withdraw?.();
    };
  }, [provide, api, client, customerNumber, userId]);
}

export function useCustomerBlockActions(identity: SessionIdentity): void {
  useProvidedActions(postbox, identity);
  useProvidedActions(documents, identity);
  useProvidedActions(orders, identity);
  useProvidedActions(transactions, identity);
}
