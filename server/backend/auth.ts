import type { IncomingMessage } from 'node:http';
import type { Persona } from '../../src/engine/types/persona.ts';
import { apiError, bearerToken } from '../http-utils.ts';
import type { Identity } from '../identity/service.ts';
import { apiAudience, type AccessClaims } from '../identity/access-tokens.ts';

export interface Caller {
  claims: AccessClaims;
  persona: Persona;
}

export type Authenticate = (req: IncomingMessage) => Promise<Caller>;

/** The caller of a backend request: its bearer token must be for the API of the host it was sent to (aud). */
export function bearerAuthenticator(identity: Identity): Authenticate {
  return (req) => identity.authenticate(bearerToken(req), apiAudience(req.headers.host));
}

/**
 * A query parameter naming the customer must name the caller's own customer. Services
 * differ in which id they take (customer number or domain id), so either is accepted.
 */
export function requireOwnCustomer(caller: Caller, url: URL, param: string): void {
  const value = url.searchParams.get(param);
  if (!value) throw apiError(400, 'bad_request', `query parameter ${param} is required`);
  const customer = caller.persona.customer;
  if (value !== customer?.bacNumber && value !== customer?.id) {
    throw apiError(403, 'forbidden', `${param}=${value} is not the logged-in customer`);
  }
}

/** Replays a persona's configured failure status (e.g. customerStatus 403) before any data is served. */
export function failWith(status: number | undefined, what: string, personaId: string): void {
  if (status === undefined || status < 400) return;
  throw apiError(status, status === 403 ? 'forbidden' : 'service_error', `${what} failed with ${status} (persona "${personaId}")`);
}
