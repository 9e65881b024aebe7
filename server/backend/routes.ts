import type { Identity } from '../identity/service.ts';
import type { Route } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { bearerAuthenticator } from './auth.ts';
import { cobrandingRoutes } from './cobranding.ts';
import { documentRoutes } from './documents.ts';
import { featureFlagRoutes } from './feature-flags.ts';
import { marketingAnalyticsRoutes } from './marketing-analytics.ts';
import { consentStandInRoutes } from './consent-stand-ins.ts';
import { appTrackingRoutes } from './app-tracking.ts';
import { customerRoutes } from './customers.ts';
import { messageRoutes } from './messages.ts';
import { productRoutes } from './products.ts';
import { transactionRoutes } from './transactions.ts';
import { trackingRoutes, type TrackingEvent } from './tracking.ts';
import { applySnapshot } from './ledger/apply.ts';
import type { Bank } from './ledger/ledger.ts';
import { orderRoutes } from './orders.ts';
import { withdrawalRoutes } from './withdrawals.ts';

/**
 * Every backend call of spec 7 under /api, answered from the caller's persona file. The routes
 * that answer what the bank keeps (balances, deposits, bookings, read messages, documents) get the
 * persona with the customer's snapshot at the bank applied (ledger/), so they all answer the same
 * balances; the others read only the file and never wait for the database. Orders and withdrawals
 * get the persona as filed: the bank books them against its own balance, inside its transaction
 * (ledger/bank.ts).
 */
export function backendRoutes(identity: Identity, events: TrackingEvent[], bank: Bank, now: () => number = Date.now): Route[] {
  const fromFile = bearerAuthenticator(identity);
  const atTheBank: typeof fromFile = async (req) => {
    const caller = await fromFile(req);
    return { ...caller, persona: applySnapshot(caller.persona, await bank.snapshot(caller.persona, now())) };
  };
  return [
    ...orderRoutes(fromFile, bank, now),
    ...withdrawalRoutes(fromFile, bank, now),
    ...customerRoutes(fromFile),
    ...accountRoutes(atTheBank),
    ...transactionRoutes(atTheBank),
    ...cobrandingRoutes(fromFile),
    ...productRoutes(fromFile),
    ...messageRoutes(atTheBank, bank, now),
    ...documentRoutes(atTheBank),
    ...featureFlagRoutes(),
    ...trackingRoutes(events),
    ...marketingAnalyticsRoutes(),
    ...consentStandInRoutes(),
    ...appTrackingRoutes(),
  ];
}
