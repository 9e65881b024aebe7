/**
 * Loads a logged-in customer's data (every spec 7 call, through TanStack Query) and hands the
 * parts to the page. Lazily loaded: the page of a visitor never pulls this chunk, and with it
 * TanStack Query and the fetchers stay out of the first load (issue 8).
 */
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import type { SessionIdentity } from '../data/fetchers.ts';
import { customerKeys, type QueryApis } from '../data/queries.ts';
import { createPortalQueryClient } from '../data/query-client.ts';
import { useCustomerParts, type CustomerPartsState } from '../data/useCustomerParts.ts';
import { CustomerQueryClientContext } from './customer-query-client.ts';
import { CUSTOMER_RESOLVERS } from '../../engine/resolve/customer-resolvers.ts';
import { assembleCustomerData } from '../data/assemble.ts';
import type { CustomerKit } from './customer-kit.ts';

const KIT: CustomerKit = { resolvers: CUSTOMER_RESOLVERS, assemble: assembleCustomerData };

export interface CustomerDataProps {
  apis: QueryApis;
  identity: SessionIdentity;
  ownDistributorId: string;
  /**
   * Called with every new state, a retry that starts every call again, and the kit that turns the
   * data into a customer's view (customer-kit.ts), which lives in this chunk too.
   */
  onParts: (parts: CustomerPartsState, retry: () => void, kit: CustomerKit) => void;
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

function Parts({ apis, identity, ownDistributorId, onParts }: CustomerDataProps) {
  const client = useQueryClient();
  const parts = useCustomerParts(apis, identity, ownDistributorId);
  useEffect(() => {
    onParts(parts, () => void client.resetQueries({ queryKey: customerKeys.all }), KIT);
  }, [parts, client, onParts]);
  return null;
}
