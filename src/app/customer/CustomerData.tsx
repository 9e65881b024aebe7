/**
 * Loads a logged-in customer's data (every spec 7 call, through TanStack Query) and writes it
 * into the page's customer store (customer-report.ts), which the page reads. Lazily loaded: the page of a visitor never pulls this chunk, and with it
 * TanStack Query and the fetchers stay out of the first load.
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { SessionIdentity } from '../data/fetchers.ts';
import { customerKeys, type QueryApis } from '../data/queries.ts';
import { createPortalQueryClient } from '../data/query-client.ts';
import { useCustomerParts, type CustomerPartsState } from '../data/useCustomerParts.ts';
import { useLocationSnapshot } from '../data/services-context.tsx';
import type { PageRoute, CompiledPage } from '../../engine/pages/compiled.ts';
import { findPage } from '../../engine/pages/find.ts';
import { blockTypesOf } from '../../engine/pages/block-types-of.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import { CustomerQueryClientContext } from './customer-query-client.ts';
import { CUSTOMER_RESOLVERS } from '../../blocks/customer-resolvers.ts';
import { customerFactsOf } from '../../engine/facts/customer-facts.ts';
import { assembleCustomerData } from '../data/assemble.ts';
import type { CustomerKit } from './customer-kit.ts';
import type { CustomerReportStore } from './customer-report.ts';
import { FLAGS, type FlagTable } from '../../engine/flags/declaration.ts';
import { useCustomerPart, type CustomerPartLoader } from './useCustomerPart.ts';
import { useCustomerBlockActions } from './useCustomerBlockActions.ts';

export interface CustomerDataProps {
  apis: QueryApis;
  identity: SessionIdentity;
  ownDistributorId: string;
  /** The flags the locale's config adds to the code's table (config/flags/): the flag service is asked for both. */
  flagTable?: FlagTable;
  /** config/flags/'s defaults: the flags when the flag service fails. */
  flagDefaults: Readonly<FeatureFlags>;
  /**
   * The page's customer store: given every new state, a retry that starts every call again, and
   * the kit that turns the data into a customer's view (customer-kit.ts), which lives in this chunk too.
   */
  report: CustomerReportStore;
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

/** The offer lists' store of the customer's facts, imported when needed (as the postbox's actions). */
const offerFactsStore = () => import('../offers/customer-offer-facts.ts');

/**
 * The customer's facts as the page derives them (useViewModel calls the kit's deriver with the
 * page's data and config), handed to the offer lists too, after the render that derived them:
 * their product-access and distributor restrictions read them.
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

function Parts({ apis, identity, ownDistributorId, flagTable, flagDefaults, report, loadPart, pages, locale }: CustomerDataProps) {
  const client = useQueryClient();
  // The page's `?flags=` condition the calls as they condition the page (useCustomerParts).
  const { search, pathname, hash } = useLocationSnapshot();
  const pageBlocks = usePageBlocks(pages, locale, `${pathname}${hash}`);
  const parts = useCustomerParts(apis, identity, ownDistributorId, search, pageBlocks, locale, flagTable && { ...FLAGS, ...flagTable }, flagDefaults);
  const config = useCustomerPart(loadPart);
  const part = config.state.status === 'ready' ? config.state.part : undefined;
  const kit = useMemo<CustomerKit>(() => ({ facts: publishingOfferFacts, resolvers: CUSTOMER_RESOLVERS, assemble: assembleCustomerData, part }), [part]);
  useWithdrawOfferFacts();
  // The data is ready for the page once the config that draws it is there too.
  const shown = useMemo<CustomerPartsState>(() => {
    if (config.state.status === 'error') return { status: 'error', error: config.state.error };
    return config.state.status === 'loading' && parts.status === 'ready' ? { status: 'loading' } : parts;
  }, [parts, config.state]);
  useCustomerBlockActions(identity);
  const retryPart = config.retry;
  useEffect(() => {
    const retry = () => {
      retryPart();
      void client.resetQueries({ queryKey: customerKeys.all });
    };
    report.set({ identity, parts: shown, retry, kit });
  }, [identity, shown, kit, client, report, retryPart]);
  return null;
}
