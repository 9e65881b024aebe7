/**
 * Where the services that receive tracked events besides the collector are (spec 7), and which
 * consent each needs. Imported by the customer services only, so none of it is in the first load.
 *
 * Locally both are the local stack's stand-ins (server/backend/marketing-analytics.ts,
 * server/backend/feature-flags.ts). A deployment sets at build time
 *   VITE_MARKETING_ANALYTICS_URL=https://cdn.analytics.example/sdk.js VITE_MARKETING_ANALYTICS_GLOBAL=analytics
 * (its origin then belongs in the CSP's script-src and connect-src, server/serving/headers.ts),
 * or VITE_MARKETING_ANALYTICS_URL=off to load none.
 */
import type { ConsentType } from '../consent/consent-state.ts';

export interface TrackingServicesConfig {
  marketingAnalytics: null | { scriptUrl: string; globalName: string; consent: readonly ConsentType[] };
  flagService: { consent: readonly ConsentType[] };
}

/** The local stand-in SDK (server/backend/marketing-analytics.ts) and the global it sets. */
export const LOCAL_ANALYTICS_SDK = '/api/marketing-analytics/sdk.js';
export const LOCAL_ANALYTICS_GLOBAL = 'marketingAnalytics';

/** Both services measure behaviour: they need the analytics consent, as the tag manager's tags do. */
const ANALYTICS_CONSENT: readonly ConsentType[] = ['analytics_storage'];

export function trackingServicesFrom(env: Record<string, unknown>): TrackingServicesConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const url = text('VITE_MARKETING_ANALYTICS_URL') ?? LOCAL_ANALYTICS_SDK;
  return {
    marketingAnalytics:
      url === 'off' ? null : { scriptUrl: url, globalName: text('VITE_MARKETING_ANALYTICS_GLOBAL') ?? LOCAL_ANALYTICS_GLOBAL, consent: ANALYTICS_CONSENT },
    flagService: { consent: ANALYTICS_CONSENT },
  };
}

export const TRACKING_SERVICES: Readonly<TrackingServicesConfig> = trackingServicesFrom(import.meta.env as Record<string, unknown>);
