import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { failWith, type Authenticate } from './auth.ts';

/** The cobranding service: a partner's logo for customers of another distributor (spec 6, 8). */
export function cobrandingRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/customer/cobranding',
      handler: async ({ req }) => {
        const { persona } = await authenticate(req);
        failWith(persona.cobrandingStatus, 'cobranding service', persona.id);
        if (!persona.cobranding) throw apiError(404, 'not_found', `persona "${persona.id}" has no cobranding`);
        return json(200, persona.cobranding);
      },
    },
  ];
}
