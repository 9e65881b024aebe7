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
import { FLAGS, type FlagName } from '../engine/flags/declaration.ts';
import { cleanFlags, flagNamesOf } from '../engine/flags/clean.ts';

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

/** The on/off flags (src/engine/flags/declaration.ts): what `?flags=name` and `?flags=-name` set. */
export const BOOLEAN_FLAGS = flagNamesOf('boolean');

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

/** `name:value` for a flag that is not on/off, checked by the flags' one cleaning. */
function setValueFlag(flags: FeatureFlags, name: string, value: string): void {
  // URLSearchParams reads a + as a space: either separates the locales.
  const text = Object.hasOwn(FLAGS, name) && FLAGS[name as FlagName].kind === 'locales' ? value.split(/[\s+]+/).filter(Boolean) : value;
  const clean = cleanFlags({ [name]: text });
  if (Object.hasOwn(clean, name) && !BOOLEAN_FLAGS.includes(name as BooleanFlag)) Object.assign(flags, clean);
  else console.warn(`Unknown flag value in ?flags=: ${name}:${value}`);
}
