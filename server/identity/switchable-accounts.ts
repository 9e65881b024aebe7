import type { IncomingMessage } from 'node:http';
import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { apiAudience } from './access-tokens.ts';
import type { Identity } from './service.ts';

/**
 * User management's list of accounts the user may switch to (spec 7: reads data.accounts).
 * Only the token's own user and customer may be asked about; a persona's
 * switchableAccountsStatus replays a failure (spec 8: warning logged, list stays empty).
 */
export function switchableAccountsRoute(identity: Identity, bearer: (req: IncomingMessage) => string | undefined): Route {
  return {
    method: 'GET',
    path: '/auth/public/users/:userId/switchable-accounts/:customerId',
    handler: async ({ req, params }) => {
      const { claims, persona } = await identity.authenticate(bearer(req), apiAudience(req.headers.host));
      if (params.userId !== claims.user_id) throw apiError(403, 'forbidden', `user "${params.userId}" is not the logged-in user`);
      if (params.customerId !== claims.customer_id) throw apiError(403, 'forbidden', `customer "${params.customerId}" is not the logged-in customer`);
      const status = persona.switchableAccountsStatus ?? 200;
      if (status >= 400)
        throw apiError(
          status,
          'switchable_accounts_failed',
          `switchable accounts unavailable (persona "${persona.id}" sets switchableAccountsStatus ${status})`,
        );
      return json(200, { data: { accounts: persona.switchableAccounts ?? [] } });
    },
  };
}
