/**
 * The provider as the certified client library sees it (oauth4webapi): its metadata from
 * discovery (`<issuer>/.well-known/openid-configuration`, nothing hard-coded beyond the issuer),
 * the public client, and the request options. Discovery is asked once per issuer and page load.
 */
import * as oauth from 'oauth4webapi';
import type { OidcClientSettings } from '../environment-oidc.ts';

export interface OidcProvider {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  clientAuth: oauth.ClientAuth;
  /** Options for every request: plain http only where the portal itself is plain http (the local stack). */
  options: { [oauth.allowInsecureRequests]?: boolean; [oauth.customFetch]?: typeof fetch };
}

export interface ProviderOptions {
  /** The page's origin: an http issuer is accepted only when the page is http too (local stack). */
  origin: string;
  fetch?: typeof fetch;
}

const discovered = new Map<string, Promise<oauth.AuthorizationServer>>();

export async function providerFor(settings: OidcClientSettings, { origin, fetch: fetchImpl }: ProviderOptions): Promise<OidcProvider> {
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && new URL(origin).protocol === 'http:';
  const options: OidcProvider['options'] = {
    ...(insecure ? { [oauth.allowInsecureRequests]: true } : {}),
    ...(fetchImpl ? { [oauth.customFetch]: fetchImpl } : {}),
  };
  const key = issuer.href;
  let pending = discovered.get(key);
  if (!pending) {
    pending = oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...options }).then((response) => oauth.processDiscoveryResponse(issuer, response));
    // A failed discovery is asked again next time (the provider may have been restarting).
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return { as: await pending, client: { client_id: settings.clientId }, clientAuth: oauth.None(), options };
}
