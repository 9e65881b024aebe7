/**
 * Where the portal signs in: the OpenID Connect issuer and client id, per identity
 * domain and, where a market's provider differs, per locale. Everything else (authorization,
 * token, end-session endpoints, keys) comes from the issuer's discovery document, so pointing
 * the portal at another standards-compliant provider (Keycloak, say) is an edit of this file.
 *
 * A file of its own, next to environment.ts, because only the sign-in code (a lazily loaded
 * chunk) reads it: the first load of a page carries none of it.
 *
 * An issuer that starts with "/" is on the portal's own origin (the local stack answers both
 * domains under /auth and /identity); a production deployment writes full https URLs.
 */

export interface OidcClientSettings {
  /** The issuer identifier exactly as the provider's discovery document states it (no trailing slash). */
  issuer: string;
  /** The public client registered for the portal (PKCE, no secret). */
  clientId: string;
}

export interface OidcDomainSettings {
  /** The older identity domain (flag unifiedIdentityDomain off). */
  older: OidcClientSettings;
  /** The unified identity domain (flag unifiedIdentityDomain on). */
  unified: OidcClientSettings;
}

/** Spec 7: the identity service's client id defaults to "login". */
export const OIDC_DEFAULT: OidcDomainSettings = {
  older: { issuer: '/auth', clientId: 'login' },
  unified: { issuer: '/identity', clientId: 'login' },
};

/**
 * Per-locale overrides (lower-case locale codes, e.g. "en-us": a market with a provider of its
 * own). Empty locally: every locale signs in at the same two issuers.
 */
export const OIDC_BY_LOCALE: Readonly<Record<string, Partial<OidcDomainSettings>>> = {};

/** Scopes the portal asks for: an ID token, and refresh tokens (rotated on every refresh). */
export const OIDC_SCOPE = 'openid offline_access';

/** The issuer and client for a locale and domain, the issuer made absolute against the portal's origin. */
export function oidcClientFor(locale: string, unifiedIdentityDomain: boolean, origin: string): OidcClientSettings {
  const domain = unifiedIdentityDomain ? 'unified' : 'older';
  const settings = OIDC_BY_LOCALE[locale.toLowerCase()]?.[domain] ?? OIDC_DEFAULT[domain];
  const issuer = settings.issuer.startsWith('/') ? `${origin}${settings.issuer}` : settings.issuer;
  return { issuer: issuer.replace(/\/+$/, ''), clientId: settings.clientId };
}
