import type { Persona, TransactionAccountPayload } from '../../src/engine/types/persona.ts';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requestedEmbeds } from './customers.ts';
import type { Authenticate } from './auth.ts';
import { listEnvelope } from './envelope.ts';

/** `customerId eq DE123`, optionally quoted, as the transaction-account service takes it (spec 7). */
const FILTER = /^\s*customerId\s+eq\s+'?"?([^'"\s]+)'?"?\s*$/;

function withoutBalance(account: TransactionAccountPayload): TransactionAccountPayload {
  const { balance: _balance, ...rest } = account;
  return rest;
}

/**
 * accountsStatus replays the account service's degraded answers: 206 and 503 mean
 * maintenance (spec 4) and apply to every account call; 500 breaks only the balance
 * fetch (spec 8: fetch-error tooltip) so the list still loads; 403 forbids everything.
 */
function degraded(persona: Persona, balanceCall: boolean): number | undefined {
  const status = persona.accountsStatus ?? 200;
  if (status === 200) return undefined;
  if (status === 500) return balanceCall ? 500 : undefined;
  return status;
}

function refuse(status: number, persona: Persona): never {
  const code = status === 503 ? 'maintenance' : status === 403 ? 'forbidden' : 'service_error';
  throw apiError(status, code, `account service answers ${status} (persona "${persona.id}" sets accountsStatus ${status})`);
}

export function accountRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/accounts',
      handler: async ({ req, url }) => {
        const { persona } = await authenticate(req);
        const filter = url.searchParams.get('filter');
        const customerId = filter ? FILTER.exec(filter)?.[1] : undefined;
        if (!customerId) throw apiError(400, 'bad_request', `query parameter filter must be "customerId eq <bacNumber>", got ${JSON.stringify(filter)}`);
        if (customerId !== persona.customer?.bacNumber) throw apiError(403, 'forbidden', `customer ${customerId} is not the logged-in customer`);
        const status = degraded(persona, false);
        const accounts = (persona.accounts ?? []).map(withoutBalance);
        if (status === 206) return json(206, listEnvelope(accounts));
        if (status !== undefined) refuse(status, persona);
        return json(200, listEnvelope(accounts));
      },
    },
    {
      method: 'GET',
      path: '/api/accounts/:id',
      handler: async ({ req, url, params }) => {
        const { persona } = await authenticate(req);
        const account = (persona.accounts ?? []).find((candidate) => candidate.id === params.id);
        if (!account) throw apiError(404, 'not_found', `no account ${params.id} for the logged-in customer`);
        const withBalance = requestedEmbeds(url).has('balance');
        const status = degraded(persona, withBalance);
        // isMaintenance accounts are returned as they are: the portal reads the flag itself.
        const body = withBalance ? account : withoutBalance(account);
        if (status === 206) return json(206, body);
        if (status !== undefined) refuse(status, persona);
        return json(200, body);
      },
    },
  ];
}
