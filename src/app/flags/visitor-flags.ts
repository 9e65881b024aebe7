/**
 * A visitor's page asking the flag service. main.tsx loads this chunk QUIET_MS after the app
 * starts: the page needs nothing of it to draw (it starts with config/flags/'s defaults, which
 * its prerendered HTML was drawn with), and what a public page loads by network idle is budgeted
 * to its last few hundred bytes (bench/size/budgets.ts), while this client and the small modules
 * it shares with the customer's are about 3 kB gzip. A kill switch still reaches an open page
 * within the poll interval (30 s); a page opened after the switch shows the feature for at most
 * those first seconds.
 *
 * The static context is what the page knows of nobody in particular: the locale, the device
 * (mobile or desktop) and whether it is inside the app (the services' page state, which App.tsx
 * keeps). The anonymous targeting key (what a fractional rollout splits visitors by, sticky per
 * browser) is the page's anonymous context id (tracking/context-id.ts), sent only once the
 * visitor has granted analytics storage in the consent manager (consent mode's
 * `analytics_storage`): a lasting id of this browser is the kind of identifier that consent
 * covers, and the flag service is one more recipient of it. Without that consent no key is sent:
 * a fractional rollout gives the visitor its default variant, rules on locale, device or channel
 * still apply. Consent given while the page is open is asked with at once; consent withdrawn
 * holds from the next page. Once somebody signs in, their flags come with the customer's data
 * (useCustomerParts.ts), and this stops.
 */
import { FLAGS } from '../../engine/flags/declaration.ts';
import type { FeatureFlags } from '../../engine/types/persona.ts';
import { watchConsent } from '../consent/consent-state.ts';
import type { CoreServices } from '../data/core-services.ts';
import type { StorageLike } from '../session/storage.ts';
import type { DataLayer } from '../tracking/consent.ts';
import { flagServiceConfig } from './flag-service-config.ts';
import { watchVisitorFlags, type VisitorContext } from './visitor-flag-client.ts';

/** The consent the anonymous targeting key needs. */
export const VISITOR_KEY_CONSENT = ['analytics_storage'] as const;

export interface VisitorFlagsStart {
  services: Pick<CoreServices, 'page' | 'device' | 'contextId' | 'session'>;
  /** Where the poll interval may be shortened (flag-service-config.ts: localStorage). */
  storage: StorageLike | null;
  /** Where the consent manager records the visitor's choice (`window`: its dataLayer). */
  consentHost: { dataLayer?: DataLayer };
  onFlags: (flags: FeatureFlags) => void;
  fetch?: typeof fetch;
}

/** Starts asking, unless somebody is signed in; returns the stop. */
export function startVisitorFlags(options: VisitorFlagsStart): () => void {
  const { services } = options;
  const signedIn = () => services.session.getAccessToken() !== null;
  if (signedIn()) return () => undefined;
  const page = services.page();
  const facts = page.trackingFacts?.page;
  const consent = watchConsent(options.consentHost);
  const context = (): VisitorContext => ({
    locale: page.locale,
    channel: facts?.inApp || facts?.mobileWebView ? 'app' : 'web',
    ...(services.device ? { device: services.device } : {}),
    ...(consent.granted(VISITOR_KEY_CONSENT) && services.contextId ? { targetingKey: services.contextId } : {}),
  });
  const client = watchVisitorFlags({
    ...flagServiceConfig(options.storage),
    table: page.flagTable ?? FLAGS,
    context: context(),
    onFlags: options.onFlags,
    visibility: typeof document === 'undefined' ? null : document,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let stopped = false;
  const stop = () => {
    stopped = true;
    client.stop();
    unsubscribe();
  };
  const unsubscribe = services.session.subscribe(() => {
    if (signedIn()) stop();
  });
  if (services.contextId && !consent.granted(VISITOR_KEY_CONSENT)) {
    void consent.whenGranted(VISITOR_KEY_CONSENT).then(() => {
      if (!stopped) client.setContext(context());
    });
  }
  return stop;
}
