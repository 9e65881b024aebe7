/**
 * The consent configuration of this deployment, read from the build's environment. It ships
 * with the consent service (its own chunk, loaded right after hydration), not in the first load.
 */
import type { ConsentConfig, RegionGroup } from '../tracking/consent.ts';
import type { AppTrackingConfig } from '../tracking/app-tracking.ts';

/**
 * Spec 7 consent scripts. Without build variables the portal loads the local stack's stand-ins
 * (server/backend/consent-stand-ins.ts, app-tracking.ts): a consent manager, an unblock script,
 * a tag-manager container per region group and the app-tracking SDK, on the portal's own origin
 * (so the strict CSP's script-src 'self' holds), each recording what it receives.
 *
 * A deployment sets them at build time (Vite inlines `VITE_*` variables), for example
 *   VITE_CONSENT_MANAGER_URL=https://web.cmp.usercentrics.eu/ui/loader.js \
 *   VITE_CONSENT_MANAGER_ATTRIBUTES='{"id":"usercentrics-cmp","data-settings-id":"AbC123"}' \
 *   VITE_CONSENT_UNBLOCK_SCRIPT_URL=https://privacy-proxy.usercentrics.eu/latest/uc-block.bundle.js \
 *   VITE_TAG_MANAGER_CONTAINER_DE_AT=GTM-AAAA VITE_TAG_MANAGER_CONTAINER_OTHER=GTM-BBBB \
 *   VITE_TAG_MANAGER_CONTAINER_USA=GTM-CCCC \
 *   VITE_APP_TRACKING_URL=https://cdn.adjust.com/adjust-latest.min.js VITE_APP_TRACKING_APP_TOKEN=abc123 \
 *   npx vite build
 * (their origins then belong in the CSP's script-src and connect-src, server/serving/headers.ts).
 * `off` as a URL loads none of that script (VITE_TAG_MANAGER_URL=off: no container). With any
 * container variable set, only those containers load, from VITE_TAG_MANAGER_URL (default
 * googletagmanager.com/gtm.js). Optional: VITE_APP_TRACKING_GLOBAL (default `Adjust`),
 * VITE_APP_TRACKING_ENVIRONMENT (`production`, the default with a real SDK, or `sandbox`), and
 * VITE_CONSENT_SETTINGS_FUNCTION, the dotted path of the function on `window` that opens the
 * consent manager's settings layer for the footer's "consent settings" link (default
 * `UC_UI.showSecondLayer`; the local stand-in has none, so the portal says it is not available).
 * The region group comes from the host's region (src/engine/facts/region-group.ts).
 */

/** The local stack's stand-ins (server/backend/consent-stand-ins.ts and app-tracking.ts). */
export const LOCAL_CONSENT = {
  consentManagerUrl: '/api/consent/cmp.js',
  consentManagerAttributes: { id: 'usercentrics-cmp', 'data-settings-id': 'local-settings' },
  unblockScriptUrl: '/api/consent/uc-block.js',
  tagManagerUrl: '/api/tag-manager/gtm.js',
  tagManagerContainers: { 'de-at': 'GTM-LOCALDE', other: 'GTM-LOCALEU', usa: 'GTM-LOCALUS' },
  appTracking: { scriptUrl: '/api/app-tracking/sdk.js', globalName: 'Adjust', appToken: 'localapptoken', environment: 'sandbox' },
} as const satisfies ConsentConfig;

const OFF = 'off';

export function consentConfigFrom(env: Record<string, unknown>): ConsentConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const config: ConsentConfig = {};

  const manager = text('VITE_CONSENT_MANAGER_URL') ?? LOCAL_CONSENT.consentManagerUrl;
  if (manager !== OFF) {
    config.consentManagerUrl = manager;
    const attributes = text('VITE_CONSENT_MANAGER_ATTRIBUTES');
    if (attributes) {
      try {
        const parsed: unknown = JSON.parse(attributes);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          config.consentManagerAttributes = Object.fromEntries(Object.entries(parsed).map(([name, value]) => [name, String(value)]));
        }
      } catch {
        console.warn('VITE_CONSENT_MANAGER_ATTRIBUTES is not a JSON object; ignored');
      }
    } else if (manager === LOCAL_CONSENT.consentManagerUrl) {
      config.consentManagerAttributes = { ...LOCAL_CONSENT.consentManagerAttributes };
    }
  }

  const unblock = text('VITE_CONSENT_UNBLOCK_SCRIPT_URL') ?? LOCAL_CONSENT.unblockScriptUrl;
  if (unblock !== OFF) config.unblockScriptUrl = unblock;

  const given: Partial<Record<RegionGroup, string>> = {};
  const deAt = text('VITE_TAG_MANAGER_CONTAINER_DE_AT');
  const other = text('VITE_TAG_MANAGER_CONTAINER_OTHER');
  const usa = text('VITE_TAG_MANAGER_CONTAINER_USA');
  if (deAt) given['de-at'] = deAt;
  if (other) given.other = other;
  if (usa) given.usa = usa;
  const tagManagerUrl = text('VITE_TAG_MANAGER_URL');
  if (tagManagerUrl !== OFF) {
    if (Object.keys(given).length > 0) {
      config.tagManagerContainers = given;
      if (tagManagerUrl) config.tagManagerUrl = tagManagerUrl;
    } else {
      config.tagManagerContainers = { ...LOCAL_CONSENT.tagManagerContainers };
      config.tagManagerUrl = tagManagerUrl ?? LOCAL_CONSENT.tagManagerUrl;
    }
  }

  const settingsFunction = text('VITE_CONSENT_SETTINGS_FUNCTION');
  if (settingsFunction) config.settingsFunction = settingsFunction;

  const appTracking = appTrackingFrom(text);
  if (appTracking) config.appTracking = appTracking;
  return config;
}

function appTrackingFrom(text: (name: string) => string | undefined): AppTrackingConfig | null {
  const scriptUrl = text('VITE_APP_TRACKING_URL') ?? LOCAL_CONSENT.appTracking.scriptUrl;
  if (scriptUrl === OFF) return null;
  const local = scriptUrl === LOCAL_CONSENT.appTracking.scriptUrl;
  const environment = text('VITE_APP_TRACKING_ENVIRONMENT') ?? (local ? LOCAL_CONSENT.appTracking.environment : 'production');
  const appToken = text('VITE_APP_TRACKING_APP_TOKEN') ?? (local ? LOCAL_CONSENT.appTracking.appToken : undefined);
  if (!appToken) {
    console.warn('VITE_APP_TRACKING_URL is set without VITE_APP_TRACKING_APP_TOKEN; the app-tracking SDK is not started');
    return null;
  }
  if (environment !== 'production' && environment !== 'sandbox') {
    console.warn(`VITE_APP_TRACKING_ENVIRONMENT must be production or sandbox, not "${environment}"; the app-tracking SDK is not started`);
    return null;
  }
  return { scriptUrl, globalName: text('VITE_APP_TRACKING_GLOBAL') ?? LOCAL_CONSENT.appTracking.globalName, appToken, environment };
}

/** This build's: declared last, as it runs the code above when the module loads. */
export const CONSENT_CONFIG: Readonly<ConsentConfig> = Object.freeze(consentConfigFrom(import.meta.env as Record<string, unknown>));
