/**
 * Loads a logged-in customer's data (every spec 7 call, through TanStack Query) and hands the
 * parts to the page. Lazily loaded: the page of a visitor never pulls this chunk, and with it
 * TanStack Query and the fetchers stay out of the first load (issue 8).
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { SessionIdentity } from '../data/fetchers.ts';
import { customerKeys, type QueryApis } from '../data/queries.ts';
import { createPortalQueryClient } from '../data/query-client.ts';
import { useCustomerParts, type CustomerPartsState } from '../data/useCustomerParts.ts';
import { useCustomerServices, useLocationSnapshot } from '../data/services-context.tsx';
import { markMessageRead } from '../data/fetchers.ts';
import { fetchDocumentFile } from '../data/document-file.ts';
import type { PageRoute, CompiledPage } from '../../engine/pages/compiled.ts';
import { findPage } from '../../engine/pages/find.ts';
import { blockTypesOf } from '../../engine/pages/block-types-of.ts';
import { CustomerQueryClientContext } from './customer-query-client.ts';
import { CUSTOMER_RESOLVERS } from '../../engine/resolve/customer-resolvers.ts';
import { customerFactsOf } from '../../engine/facts/customer-facts.ts';
import { assembleCustomerData } from '../data/assemble.ts';
import type { CustomerKit } from './customer-kit.ts';
import { useCustomerPart, type CustomerPartLoader } from './useCustomerPart.ts';

export interface CustomerDataProps {
  apis: QueryApis;
  identity: SessionIdentity;
  ownDistributorId: string;
  /**
   * Called with every new state, a retry that starts every call again, and the kit that turns the
   * data into a customer's view (customer-kit.ts), which lives in this chunk too.
   */
  onParts: (parts: CustomerPartsState, retry: () => void, kit: CustomerKit) => void;
  /** What of the locale's config only a customer's view reads, when the page's config lacks it (the browser). */
  loadPart?: CustomerPartLoader;
  /**
   * The page table with the shown page's body (usePageConfig) and its locale: which blocks the page
   * shows decides the calls only one block needs (the documents). Without it, none of those is made.
   */
  pages?: Readonly<Record<string, readonly PageRoute[]>>;
  locale?: string;
}

/** One client for the page's lifetime, so navigating keeps the cached customer data. */
let shared: ReturnType<typeof createPortalQueryClient> | undefined;

export default function CustomerData(props: CustomerDataProps) {
  const injected = useContext(CustomerQueryClientContext);
  const [client] = useState(() => injected ?? (shared ??= createPortalQueryClient()));
  return (
    <QueryClientProvider client={client}>
      <Parts {...props} />
    </QueryClientProvider>
  );
}

/**
 * The postbox's actions while this customer's data is shown: marking a message read, then
 * fetching the list and the unread count again (the header's dot and count follow); loading a
 * failed list again.
 */
function usePostboxActions(identity: SessionIdentity): void {
  const client = useQueryClient();
  const services = useCustomerServices(true);
  const api = services?.api;
  const { customerNumber, userId } = identity;
  useEffect(() => {
    if (!api) return undefined;
    const who: SessionIdentity = { customerNumber, userId };
    const [messages, count] = customerKeys.postbox(who);
    let withdraw: (() => void) | undefined;
    let live = true;
    // Imported when needed: a static import made it a chunk of its own that the app's first load
    // names among this chunk's dependencies (the public home's budget has no room for the name).
    void import('../../blocks/postbox/actions.ts').then(({ providePostboxActions }) => {
      if (!live) return;
      withdraw = providePostboxActions({
        async markRead(messageId) {
          await markMessageRead(api, who, messageId);
          await Promise.all([client.invalidateQueries({ queryKey: messages }), client.invalidateQueries({ queryKey: count })]);
        },
        reload: () => void client.refetchQueries({ queryKey: messages }),
      });
    });
    return () => {
      live = false;
      withdraw?.();
    };
  }, [api, client, customerNumber, userId]);
}

/**
 * The order form's actions (opening a deposit, a withdrawal) while this customer's data is shown.
 * Both modules are imported when needed, as the postbox's actions are, so neither enters a first load.
 */
function useOrderActions(identity: SessionIdentity): void {
  const client = useQueryClient();
  const services = useCustomerServices(true);
  const api = services?.api;
  const { customerNumber, userId } = identity;
  useEffect(() => {
    if (!api) return undefined;
    let withdraw: (() => void) | undefined;
    let live = true;
    void Promise.all([import('./order-actions.ts'), import('../../blocks/order-form/order-actions.ts')]).then(([{ createOrderActions }, { provideOrderActions }]) => {
      if (live) withdraw = provideOrderActions(createOrderActions(api, client, { customerNumber, userId }));
    });
    return () => {
      live = false;
      withdraw?.();
    };
  }, [api, client, customerNumber, userId]);
}

/**
 * The bookings' retry (their block sends a `pp-retry` event up to the document, DataTableBlock.tsx):
 * the page of bookings shown is loaded again. An event rather than a module the block shares with
 * this chunk, whose name would enter every visitor's first load.
 */
function useBookingsRetry(identity: SessionIdentity): void {
  const client = useQueryClient();
  const { customerNumber, userId } = identity;
  useEffect(() => {
    const key = customerKeys.bookings({ customerNumber, userId });
    const retry = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail === 'transactions') void client.refetchQueries({ queryKey: key });
    };
    document.addEventListener('pp-retry', retry);
    return () => document.removeEventListener('pp-retry', retry);
  }, [client, customerNumber, userId]);
}

/**
 * The documents' actions while this customer's data is shown: a document's file through the API
 * client (with the customer's token), and loading a failed list again.
 */
function useDocumentsActions(identity: SessionIdentity): void {
  const client = useQueryClient();
  const services = useCustomerServices(true);
  const api = services?.api;
  const { customerNumber, userId } = identity;
  useEffect(() => {
    if (!api) return undefined;
    const who: SessionIdentity = { customerNumber, userId };
    let withdraw: (() => void) | undefined;
    let live = true;
    // Imported when needed, as the postbox's actions (a static import names a chunk in the first load).
    void import('../../blocks/documents/actions.ts').then(({ provideDocumentsActions }) => {
      if (!live) return;
      withdraw = provideDocumentsActions({
        file: (documentId) => fetchDocumentFile(api, who, documentId),
        reload: () => void client.refetchQueries({ queryKey: customerKeys.documents(who) }),
      });
    });
    return () => {
      live = false;
      withdraw?.();
    };
  }, [api, client, customerNumber, userId]);
}

/** The offer lists' store of the customer's facts, imported when needed (as the postbox's actions). */
const offerFactsStore = () => import('../offers/customer-offer-facts.ts');

/**
 * The customer's facts as the page derives them (useViewModel calls the kit's deriver with the
 * page's data and config), handed to the offer lists too, after the render that derived them:
 * their product-access and distributor restrictions read them (issue 15, section 1).
 */
const publishingOfferFacts: CustomerKit['facts'] = (data, config) => {
  const facts = customerFactsOf(data, config);
  void offerFactsStore().then(({ publishCustomerOfferFacts }) => publishCustomerOfferFacts(facts));
  return facts;
};

/** Nobody's facts once this customer's data is gone (logout). */
function useWithdrawOfferFacts(): void {
  useEffect(() => () => void offerFactsStore().then(({ publishCustomerOfferFacts }) => publishCustomerOfferFacts(null)), []);
}

/** The block types of the page at this address (none while its body is still loading). */
function usePageBlocks(pages: CustomerDataProps['pages'], locale: string | undefined, pathAndHash: string): ReadonlySet<string> | undefined {
  return useMemo(() => {
    const page = pages && locale ? (findPage(pages, locale, pathAndHash) as Partial<CompiledPage> | null) : null;
    return page?.blocks ? blockTypesOf(page.blocks) : undefined;
  }, [pages, locale, pathAndHash]);
}

function Parts({ apis, identity, ownDistributorId, onParts, loadPart, pages, locale }: CustomerDataProps) {
  const client = useQueryClient();
  // The page's `?flags=` condition the calls as they condition the page (useCustomerParts).
  const { search, pathname, hash } = useLocationSnapshot();
  const pageBlocks = usePageBlocks(pages, locale, `${pathname}${hash}`);
  const parts = useCustomerParts(apis, identity, ownDistributorId, search, pageBlocks);
  const config = useCustomerPart(loadPart);
  const part = config.state.status === 'ready' ? config.state.part : undefined;
  const kit = useMemo<CustomerKit>(() => ({ facts: publishingOfferFacts, resolvers: CUSTOMER_RESOLVERS, assemble: assembleCustomerData, ...(part ? { part } : {}) }), [part]);
  useWithdrawOfferFacts();
  // The data is ready for the page once the config that draws it is there too.
  const shown = useMemo<CustomerPartsState>(() => {
    if (config.state.status === 'error') return { status: 'error', error: config.state.error };
    return config.state.status === 'loading' && parts.status === 'ready' ? { status: 'loading' } : parts;
  }, [parts, config.state]);
  usePostboxActions(identity);
  useDocumentsActions(identity);
  useOrderActions(identity);
  useBookingsRetry(identity);
  const retryPart = config.retry;
  useEffect(() => {
    const retry = () => {
      retryPart();
      void client.resetQueries({ queryKey: customerKeys.all });
    };
    onParts(shown, retry, kit);
  }, [shown, kit, client, onParts, retryPart]);
  return null;
}
