/**
 * RFC 8693 token exchange at the provider's token endpoint (the OIDC contract):
 * the account switch (a switchable account's customer id) and the token-exchange route (a
 * session handed over by the app or a web view, without a customer id). The answer is a
 * normal token response for the (target) customer; the old session's refresh token is
 * revoked by the provider.
 */
import * as oauth from 'oauth4webapi';
import type { OidcClientSettings } from '../environment-oidc.ts';
import type { StoredSession } from '../session/token-store.ts';
import { providerFor } from './provider.ts';
import { storedSessionFrom } from './stored-session.ts';

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
export const REFRESH_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:refresh_token';

export interface ExchangeInput {
  settings: OidcClientSettings;
  origin: string;
  /** The access token of the session being exchanged. */
  subjectToken: string;
  /** The switchable account to switch to; none for a hand-over of the same customer's session. */
  customerId?: string | null;
  fetch?: typeof fetch;
  now?: () => number;
}

export async function exchangeToken(input: ExchangeInput): Promise<StoredSession> {
  const provider = await providerFor(input.settings, { origin: input.origin, ...(input.fetch ? { fetch: input.fetch } : {}) });
  const parameters: Record<string, string> = {
    subject_token: input.subjectToken,
    subject_token_type: ACCESS_TOKEN_TYPE,
    requested_token_type: REFRESH_TOKEN_TYPE,
  };
  if (input.customerId) parameters.customer_id = input.customerId;
  const response = await oauth.genericTokenEndpointRequest(
    provider.as,
    provider.client,
    provider.clientAuth,
    TOKEN_EXCHANGE_GRANT,
    parameters,
    provider.options,
  );
  const result = await oauth.processGenericTokenEndpointResponse(provider.as, provider.client, response);
  return storedSessionFrom(result, (input.now ?? Date.now)(), input.settings);
}
