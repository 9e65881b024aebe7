/**
 * What this deployment of the portal is: API locations, how feature flags are layered, and the
 * names of browser stores the app reads. One file, so a change of environment is one edit.
 *
 * Feature flags, in three layers (see `effectiveFlags`):
 * 1. config/flags/'s defaults (each flag's defaultVariant, carried by the compiled config): what
 *    everybody gets, and the fallback when the flag service fails;
 * 2. for a logged-in customer, the spec's feature-flag service, read through OpenFeature over
 *    OFREP (src/app/flags/; locally config/flags/ with the persona's own `flags` as targeting on
 *    its key, server/flags/), with the other customer calls. Its answer is the customer's whole
 *    flag set (a flag it does not give is off), so the browser shows exactly what
 *    `portal resolve --persona` shows; the defaults apply only to visitors and when it fails;
 * 3. the page URL's `?flags=switchableAccounts,-paymentMethods` (names of FeatureFlags), over
 *    both, to try a flag from a browser without editing a persona: in the local stack and the
 *    preview only (flags/overrides-allowed.ts), never in production.
 * Tests of the data layer pass flags directly.
 *
 * Consent scripts (spec 7): `CONSENT_CONFIG` at the end, empty locally.
 */
import type { FeatureFlags } from '../engine/types/persona.ts';
import { FLAGS, type FlagTable } from '../engine/flags/declaration.ts';
import { parseFlagOverride } from '../engine/flags/override.ts';
import { flagOverridesAllowed } from './flags/overrides-allowed.ts';

export const API_BASE_URL = '/api';
/** Identity service at the older identity domain, and user management (token refresh, logout, switchable accounts). */
export const IDENTITY_BASE_URL = '/auth';
/**
 * The identity service at the unified domain (spec 7: a flag, unifiedIdentityDomain, chooses
 * between the two for refresh and logout). Another origin in production; the local stack
 * answers the same service under both prefixes and records which one was called.
 */
export const UNIFIED_IDENTITY_BASE_URL = '/identity';

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

/**
 * The login page opened with this `state` shows itself instead of starting a sign-in: a session
 * has just ended (docs/decisions.md "Sign-in in one press"). The provider's logout hands it back
 * on its redirect (RP-initiated logout's `state`), and the portal's own logout and expiry
 * navigate to the same address (signedOutLoginPath), so both ways end on one page.
 */
export const SIGNED_OUT_STATE = 'signed-out';

export function signedOutLoginPath(locale: string): string {
  return `${loginPath(locale)}?state=${SIGNED_OUT_STATE}`;
}

export function dashboardPath(locale: string): string {
  return `/${locale}/dashboard/`;
}

/**
 * The flags the page runs with: the flag service's answer (undefined for anonymous visitors,
 * while loading, `{}` after a failure) over config/flags/'s defaults, then `?flags=` over both.
 */
export function effectiveFlags(
  search: string,
  serviceFlags: Readonly<FeatureFlags> | null | undefined,
  defaults: Readonly<FeatureFlags>,
  table: FlagTable = FLAGS,
  allowed = flagOverridesAllowed(),
): FeatureFlags {
  return flagsFromQuery(search, serviceFlags ?? defaults, table, allowed);
}

/**
 * `defaults` with the `flags` query parameter applied: `name` turns a flag on, `-name`
 * off; the flags that are not on/off take a value after a colon: `designVersion:v1`,
 * `newMarketLocales:pl-pl+fi-fi` (locales apart by `+`; `newMarketLocales:` for none).
 * Each is checked against the flags' declaration (src/engine/flags/) as the flag service's
 * answer is; an unknown name or a value of the wrong kind is ignored with a warning, so a
 * typo is visible in the console. Only where the page's server allows it (the local stack, the
 * preview: flags/overrides-allowed.ts); elsewhere the query is ignored, with a warning.
 */
export function flagsFromQuery(search: string, defaults: Readonly<FeatureFlags>, table: FlagTable = FLAGS, allowed = flagOverridesAllowed()): FeatureFlags {
  const flags: Record<string, unknown> = { ...defaults };
  const raw = new URLSearchParams(search).getAll('flags').flatMap((value) => value.split(','));
  if (!allowed) {
    if (raw.length > 0) console.warn('?flags= is ignored on this server');
    return flags as FeatureFlags;
  }
  for (const entry of raw.map((value) => value.trim()).filter(Boolean)) {
    const override = parseFlagOverride(entry, table);
    if (override.ok) flags[override.name] = override.value;
    else console.warn(`Unknown feature flag or value in ?flags=: ${entry}; known: ${Object.keys(table).join(', ')}`);
  }
  return flags as FeatureFlags;
}
