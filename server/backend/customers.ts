import type { CustomerPayload } from '../../src/engine/types/persona.ts';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { failWith, type Authenticate } from './auth.ts';

/** embed value -> the _embedded key it brings (spec 7: all-persons, reference-accounts, data-validity). */
const EMBEDS = {
  'all-persons': 'persons',
  'reference-accounts': 'referenceAccounts',
  'data-validity': 'dataValidity',
} as const;

/** Accepts `embed=a,b` and repeated `embed=a&embed=b`, as Spring-style services do. */
export function requestedEmbeds(url: URL): Set<string> {
  const values = url.searchParams.getAll('embed').flatMap((value) => value.split(','));
  return new Set(values.map((value) => value.trim()).filter(Boolean));
}

export function withEmbeds(customer: CustomerPayload, embeds: Set<string>): CustomerPayload {
  const { _embedded: embedded, ...rest } = customer;
  const kept: Record<string, unknown> = {};
  for (const [embed, key] of Object.entries(EMBEDS)) {
    if (embeds.has(embed) && embedded?.[key] !== undefined) kept[key] = embedded[key];
  }
  return Object.keys(kept).length > 0 ? { ...rest, _embedded: kept } : rest;
}

export function customerRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/customers/:bacNumber',
      handler: async ({ req, url, params }) => {
        const { persona } = await authenticate(req);
        const customer = persona.customer;
        if (!customer || params.bacNumber !== customer.bacNumber) {
          throw apiError(403, 'forbidden', `customer ${params.bacNumber} is not the logged-in customer`);
        }
        failWith(persona.customerStatus, 'customer service', persona.id);
        const unknown = [...requestedEmbeds(url)].filter((embed) => !(embed in EMBEDS));
        if (unknown.length > 0) throw apiError(400, 'bad_request', `unknown embed ${unknown.join(', ')}; known: ${Object.keys(EMBEDS).join(', ')}`);
        return json(200, withEmbeds(customer, requestedEmbeds(url)));
      },
    },
  ];
}
