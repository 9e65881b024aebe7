/**
 * The services besides the collector that receive tracked events (spec 7), as forwarders for
 * the tracker: the marketing-analytics service and the feature-flag service, each waiting for
 * the consent it needs (read from the data layer's consent mode) and for its initialisation.
 */
import { watchConsent } from '../consent/consent-state.ts';
import { initFlagServiceEvents } from './flag-service-events.ts';
import { createForwarder, type Forwarder } from './forwarder.ts';
import { initMarketingAnalytics } from './marketing-analytics.ts';
import { domScriptLoader, type AwaitedScriptLoader } from './script-timeout.ts';
import { TRACKING_SERVICES, type TrackingServicesConfig } from './services-config.ts';
import type { Timers } from './timers.ts';

export interface TrackingServicesOptions {
  /** Where the data layer is (`window`): consent is read there. */
  consentHost: { dataLayer?: unknown[] };
  /** The API client's post (base /api). */
  post: (path: string, body: object) => Promise<unknown>;
  /** The customer number, else the anonymous context id; null while unknown. */
  identity: () => string | null;
  config?: TrackingServicesConfig;
  /** Default: a script element in `document`. */
  loadScript?: AwaitedScriptLoader;
  /** Where the analytics SDK sets its global; default `globalThis` (the window). */
  analyticsHost?: object;
  timers?: Timers;
}

export function createTrackingServices(options: TrackingServicesOptions): Forwarder[] {
  const config = options.config ?? TRACKING_SERVICES;
  const consentState = watchConsent(options.consentHost);
  const timers = options.timers ? { timers: options.timers } : {};
  const forwarders: Forwarder[] = [];
  const analytics = config.marketingAnalytics;
  const loadScript = options.loadScript ?? (typeof document === 'undefined' ? null : domScriptLoader(document));
  if (analytics && loadScript) {
    forwarders.push(
      createForwarder({
        name: 'marketing analytics',
        consent: analytics.consent,
        consentState,
        init: initMarketingAnalytics({
          scriptUrl: analytics.scriptUrl,
          globalName: analytics.globalName,
          host: options.analyticsHost ?? globalThis,
          loadScript,
          identity: options.identity,
          ...timers,
        }),
      }),
    );
  }
  forwarders.push(
    createForwarder({
      name: 'feature-flag service',
      consent: config.flagService.consent,
      consentState,
      init: initFlagServiceEvents({ post: options.post, identity: options.identity, ...timers }),
    }),
  );
  return forwarders;
}
