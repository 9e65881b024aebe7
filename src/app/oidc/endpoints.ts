/**
 * The identity service's token and end-session endpoints for the auth service (refresh,
 * logout), from the discovery document of the issuer that signed the session in, else of the
 * configured issuer (environment-oidc.ts).
 */
import { oidcClientFor } from '../environment-oidc.ts';
import type { DiscoveredEndpoints } from '../session/auth-service.ts';
import type { SessionIssuer } from '../session/token-store.ts';
import { providerFor } from './provider.ts';

export async function discoveredEndpoints(
  locale: string,
  unifiedIdentityDomain: boolean,
  origin: string,
  fetchImpl?: typeof fetch,
  issuedBy?: SessionIssuer | null,
): Promise<DiscoveredEndpoints> {
  const settings = issuedBy ?? oidcClientFor(locale, unifiedIdentityDomain, origin);
  const { as } = await providerFor(settings, { origin, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  if (!as.token_endpoint) throw new Error(`The provider ${settings.issuer} names no token_endpoint`);
  return { tokenEndpoint: as.token_endpoint, endSessionEndpoint: as.end_session_endpoint ?? null, clientId: settings.clientId };
}
