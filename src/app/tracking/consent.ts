/**
 * Consent and tag-manager bootstrapping (spec 7 "Consent"). The data layer always gets the
 * denied-by-default consent state and, for logged-in users, the customer id; the scripts
 * (consent manager, unblock script, the region group's tag-manager container) load as the
 * deployment configures them (consent/consent-config.ts: locally the local stack's stand-ins).
 */
import type { RegionGroup } from '../../engine/facts/region-group.ts';
import { CONSENT_WAIT_MS } from '../session/constants.ts';
import type { AppTrackingConfig } from './app-tracking.ts';
import type { ScriptLoader } from './script-loader.ts';

export type { ScriptLoader } from './script-loader.ts';
export type { RegionGroup } from '../../engine/facts/region-group.ts';

export type DataLayer = unknown[];
export type Gtag = (...args: unknown[]) => void;

export const CONSENT_DEFAULTS = {
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'denied',
  wait_for_update: CONSENT_WAIT_MS,
} as const;

export const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

export interface ConsentConfig {
  consentManagerUrl?: string;
  /** Extra attributes for the consent-manager script tag (vendor settings ids and the like). */
  consentManagerAttributes?: Record<string, string>;
  unblockScriptUrl?: string;
  tagManagerContainers?: Partial<Record<RegionGroup, string>>;
  tagManagerUrl?: string;
  /**
   * Dotted path of the function on `window` that opens the consent manager's settings layer
   * (the footer's "consent settings" link); default `UC_UI.showSecondLayer` (consent-service.ts).
   */
  settingsFunction?: string;
  /** Spec 7 mobile-only app-tracking SDK, started after consent (tracking/app-tracking.ts). */
  appTracking?: AppTrackingConfig;
}

/**
 * The standard gtag shim. It must push the `arguments` object, not an array: the tag manager
 * treats only Arguments objects as gtag commands ("consent", "config" …).
 */
export function createGtag(dataLayer: DataLayer): Gtag {
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: the tag manager reads an Arguments object, not an array (gtag's contract).
    dataLayer.push(arguments);
  };
}

export function pushConsentDefaults(gtag: Gtag): void {
  gtag('consent', 'default', { ...CONSENT_DEFAULTS });
}

export function pushCustomerId(dataLayer: DataLayer, customerId: string | null | undefined): void {
  if (customerId) dataLayer.push({ customer_id: customerId });
}

export interface InitConsentOptions {
  /** Usually `window`; gets a `dataLayer` array if it has none. */
  host: { dataLayer?: DataLayer };
  config: ConsentConfig;
  regionGroup: RegionGroup;
  /** Present only for logged-in users. */
  customerId?: string | null;
  loadScript?: ScriptLoader;
  now?: () => number;
}

/**
 * Order matters: consent defaults go first so no tag fires before consent is known, then the
 * consent manager (which sends the update within the 2 s wait), then the container.
 * Returns the gtag function and the script URLs it asked for.
 */
export function initConsent(options: InitConsentOptions): { gtag: Gtag; dataLayer: DataLayer; loaded: string[] } {
  const dataLayer = (options.host.dataLayer ??= []);
  const gtag = createGtag(dataLayer);
  const loaded: string[] = [];
  const load = (src: string, attributes?: Record<string, string>) => {
    options.loadScript?.(src, attributes);
    loaded.push(src);
  };

  pushConsentDefaults(gtag);
  pushCustomerId(dataLayer, options.customerId);

  const { config } = options;
  if (config.consentManagerUrl) load(config.consentManagerUrl, config.consentManagerAttributes);
  if (config.unblockScriptUrl) load(config.unblockScriptUrl);
  const container = config.tagManagerContainers?.[options.regionGroup];
  if (container) {
    dataLayer.push({ 'gtm.start': (options.now ?? Date.now)(), event: 'gtm.js' });
    load(`${config.tagManagerUrl ?? TAG_MANAGER_URL}?id=${encodeURIComponent(container)}`);
  }
  return { gtag, dataLayer, loaded };
}
