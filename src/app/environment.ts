/**
 * What this deployment of the portal is: API locations, default feature flags, and the
 * names of browser stores the app reads. One file, so a change of environment is one edit.
 *
 * Feature flags, in three layers (see `effectiveFlags`):
 * 1. DEFAULT_FLAGS below: what everybody gets, and the fallback when the flag service fails;
 * 2. for a logged-in customer, the spec's feature-flag service (locally `GET /api/feature-flags`,
 *    answering the persona's own `flags`, server/README.md), fetched with the other customer
 *    calls. Its answer is the customer's whole flag set (a flag it does not name is off), so
 *    the browser shows exactly what `portal resolve --persona` shows; the defaults apply only
 *    to visitors and when the call fails;
 * 3. the page URL's `?flags=switchableAccounts,-paymentMethods` (names of FeatureFlags), over
 *    both, to try a flag from a browser without editing a persona.
 * Tests of the data layer pass flags directly.
 *
 * Consent scripts (spec 7): `CONSENT_CONFIG` at the end, empty locally.
 */
import type { FeatureFlags } from '../engine/types/persona.ts';
import type { ConsentConfig, RegionGroup } from './tracking/consent.ts';

export const API_BASE_URL = '/api';
/** Identity service at the older identity domain, and user management (token refresh, logout, switchable accounts). */
export const IDENTITY_BASE_URL = '/auth';
/**
 * The identity service at the unified domain (spec 7: a flag, unifiedIdentityDomain, chooses
 * between the two for refresh and logout). Another origin in production; the local stack
 * answers the same service under both prefixes and records which one was called.
 */
export const UNIFIED_IDENTITY_BASE_URL = '/identity';

/** The local stand-in login of the local stack (server/README.md). */
export const LOCAL_LOGIN_PATHS = {
  personas: '/auth/local/personas',
  login: '/auth/local/login',
} as const;

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  newDashboard: true,
  newDepositsPage: true,
  paymentMethods: true,
  moneyMarketSeparation: true,
});

/**
 * Spec 4 disables session monitoring "on a local environment" (where the real identity
 * service is absent and a fake token is used). The local stack runs a real identity
 * service with real expiring tokens, so the portal behaves as deployed: monitoring on,
 * refresh against /auth.
 */
export const LOCAL_ENVIRONMENT = false;

/** localStorage key of the country banner's remembered choice (spec 2.7). */
export const PREFERRED_LOCALE_STORAGE_KEY = 'portal.preferredLocale';
/** Spec 2.7 "flag cookie": the spec gives no name; this is ours. */
export const COUNTRY_BANNER_COOKIE = 'portal_country_banner';

/** Spec 2.3: a pension-logout redirect exists, path not shown; ours is under the locale. */
export function pensionLogoutPath(locale: string): string {
  return `/${locale}/pension-logout/`;
}

export function loginPath(locale: string): string {
  return `/${locale}/login/`;
}

export function dashboardPath(locale: string): string {
  return `/${locale}/dashboard/`;
}

/** The on/off flags of FeatureFlags: what `?flags=` and the flag service may set. */
export const BOOLEAN_FLAGS = [
  'newDashboard', 'newDepositsPage', 'paymentMethods', 'pensionLogout', 'nlWealthManagementLaunch',
  'moneyMarketSeparation', 'smartBanner', 'multiContext', 'userManagementLogout', 'unifiedIdentityDomain',
  'switchableAccounts', 'localTimeout', 'distributionChannelLocale', 'disableDataValidityEmbed', 'hideCustomerBalance',
] as const satisfies readonly (keyof FeatureFlags)[];

type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];

function isBooleanFlag(name: string): name is BooleanFlag {
  return (BOOLEAN_FLAGS as readonly string[]).includes(name);
}

/**
 * The flags the page runs with: the flag service's answer (undefined for anonymous visitors,
 * while loading, `{}` after a failure) over DEFAULT_FLAGS, then `?flags=` over both.
 */
export function effectiveFlags(search: string, serviceFlags: Readonly<FeatureFlags> | null | undefined, defaults: Readonly<FeatureFlags> = DEFAULT_FLAGS): FeatureFlags {
  return flagsFromQuery(search, serviceFlags ?? defaults);
}

/**
 * DEFAULT_FLAGS with the `flags` query parameter applied: `name` turns a flag on, `-name`
 * off; the flags that are not on/off take a value after a colon: `designVersion:v1`,
 * `newMarketLocales:pl-pl+fi-fi` (locales apart by `+`; `newMarketLocales:` for none).
 * Unknown names and values are ignored with a warning, so a typo is visible in the console.
 */
export function flagsFromQuery(search: string, defaults: Readonly<FeatureFlags> = DEFAULT_FLAGS): FeatureFlags {
  const flags: FeatureFlags = { ...defaults };
  const raw = new URLSearchParams(search).getAll('flags').flatMap((value) => value.split(','));
  for (const entry of raw.map((value) => value.trim()).filter(Boolean)) {
    const colon = entry.indexOf(':');
    if (colon > 0) {
      setValueFlag(flags, entry.slice(0, colon), entry.slice(colon + 1));
      continue;
    }
    const off = entry.startsWith('-');
    const name = off ? entry.slice(1) : entry;
    if (isBooleanFlag(name)) flags[name] = !off;
    else console.warn(`Unknown feature flag "${name}" in ?flags=; known: ${BOOLEAN_FLAGS.join(', ')}`);
  }
  return flags;
}

function setValueFlag(flags: FeatureFlags, name: string, value: string): void {
  if (name === 'newMarketLocales') {
    // URLSearchParams reads a + as a space: either separates the locales.
    flags.newMarketLocales = value.split(/[\s+]+/).map((locale) => locale.trim().toLowerCase()).filter(Boolean);
  } else if (name === 'designVersion' && (value === 'v1' || value === 'v2')) {
    flags.designVersion = value;
  } else {
    console.warn(`Unknown flag value in ?flags=: ${name}:${value}`);
  }
}

/**
 * Spec 7 consent scripts. Locally NOTHING is configured: no consent manager, no unblock
 * script, no tag-manager container, so the portal loads no external script (the data layer
 * still gets the denied-by-default consent state and the customer_id push).
 *
 * A deployment sets them at build time (Vite inlines `VITE_*` variables), for example
 *   VITE_CONSENT_MANAGER_URL=https://web.cmp.usercentrics.eu/ui/loader.js \
 *   VITE_CONSENT_MANAGER_ATTRIBUTES='{"id":"usercentrics-cmp","data-settings-id":"AbC123"}' \
 *   VITE_CONSENT_UNBLOCK_SCRIPT_URL=https://privacy-proxy.usercentrics.eu/latest/uc-block.bundle.js \
 *   VITE_TAG_MANAGER_CONTAINER_DE_AT=GTM-AAAA VITE_TAG_MANAGER_CONTAINER_OTHER=GTM-BBBB \
 *   VITE_TAG_MANAGER_CONTAINER_USA=GTM-CCCC npx vite build
 * Optional: VITE_TAG_MANAGER_URL (default googletagmanager.com/gtm.js) and
 * VITE_CONSENT_SETTINGS_FUNCTION, the dotted path of the function on `window` that opens the
 * consent manager's settings layer for the footer's "consent settings" link (default
 * `UC_UI.showSecondLayer`). The region group comes from the page locale
 * (consent/region-group.ts: de-de/de-at/de-ch -> de-at, en-us -> usa, else other).
 */
export const CONSENT_CONFIG: Readonly<ConsentConfig> = Object.freeze(consentConfigFrom(import.meta.env as Record<string, unknown>));

export function consentConfigFrom(env: Record<string, unknown>): ConsentConfig {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const config: ConsentConfig = {};
  const manager = text('VITE_CONSENT_MANAGER_URL');
  if (manager) config.consentManagerUrl = manager;
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
  }
  const unblock = text('VITE_CONSENT_UNBLOCK_SCRIPT_URL');
  if (unblock) config.unblockScriptUrl = unblock;
  const containers: Partial<Record<RegionGroup, string>> = {};
  const deAt = text('VITE_TAG_MANAGER_CONTAINER_DE_AT');
  const other = text('VITE_TAG_MANAGER_CONTAINER_OTHER');
  const usa = text('VITE_TAG_MANAGER_CONTAINER_USA');
  if (deAt) containers['de-at'] = deAt;
  if (other) containers.other = other;
  if (usa) containers.usa = usa;
  if (Object.keys(containers).length > 0) config.tagManagerContainers = containers;
  const tagManagerUrl = text('VITE_TAG_MANAGER_URL');
  if (tagManagerUrl) config.tagManagerUrl = tagManagerUrl;
  const settingsFunction = text('VITE_CONSENT_SETTINGS_FUNCTION');
  if (settingsFunction) config.settingsFunction = settingsFunction;
  return config;
}
