import type { Identity } from '../identity/service.ts';
import type { Route } from '../router.ts';
import { accountRoutes } from './accounts.ts';
import { bearerAuthenticator } from './auth.ts';
import { cobrandingRoutes } from './cobranding.ts';
import { documentRoutes } from './documents.ts';
import { featureFlagRoutes } from './feature-flags.ts';
import { marketingAnalyticsRoutes } from './marketing-analytics.ts';
import { customerRoutes } from './customers.ts';
import { messageRoutes } from './messages.ts';
import { productRoutes } from './products.ts';
import { transactionRoutes } from './transactions.ts';
import { trackingRoutes, type TrackingEvent } from './tracking.ts';

/** Every backend call of spec 7 under /api, answered from the caller's persona file. */
export function backendRoutes(identity: Identity, events: TrackingEvent[]): Route[] {
  const authenticate = bearerAuthenticator(identity);
  return [
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
  ];
}
