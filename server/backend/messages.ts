import { json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { requireOwnCustomer, type Authenticate } from './auth.ts';

/**
 * The postbox unread count. The body really carries `status: 3` next to the count
 * (spec 7: "expected status 3 (odd)"); kept so the client's check meets the real shape.
 */
export function messageRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/threads/unread-count',
      handler: async ({ req, url }) => {
        const caller = await authenticate(req);
        requireOwnCustomer(caller, url, 'customer_id');
        return json(200, { data: caller.persona.unreadMessages ?? 0, status: 3 });
      },
    },
  ];
}
