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
import { applyLedger } from './ledger/apply.ts';
import { createLedger } from './ledger/ledger.ts';
import { orderRoutes } from './orders.ts';
import { withdrawalRoutes } from './withdrawals.ts';

/**
 * Every backend call of spec 7 under /api, answered from the caller's persona file with what
 * the customer did since the stack started (orders, withdrawals: ledger/) applied, so every
 * route answers the same balances.
 */
export function backendRoutes(identity: Identity, events: TrackingEvent[], now: () => number = Date.now): Route[] {
  const ledger = createLedger();
  const fromFile = bearerAuthenticator(identity);
  const authenticate: typeof fromFile = async (req) => {
    const caller = await fromFile(req);
    return { ...caller, persona: applyLedger(caller.persona, ledger, now()) };
  };
  return [
    ...orderRoutes(authenticate, ledger, now),
    ...withdrawalRoutes(authenticate, ledger, now),
    ...customerRoutes(authenticate),
    ...accountRoutes(authenticate),
    ...transactionRoutes(authenticate),
    ...cobrandingRoutes(authenticate),
    ...productRoutes(authenticate),
    ...messageRoutes(authenticate),
    ...documentRoutes(authenticate),
    ...featureFlagRoutes(authenticate),
    ...trackingRoutes(events),
    ...marketingAnalyticsRoutes(),
    ...consentStandInRoutes(),
    ...appTrackingRoutes(),
  ];
}
