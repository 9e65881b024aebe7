import { json, type Reply } from '../http-utils.ts';
import type { RequestContext, Route } from '../router.ts';
import { keepRecord, readBoundedRecord, requireLocalTest } from './bounded-records.ts';

/** A tracking event as posted (spec 3 lists event_name, object, action, … custom_attribute_10). */
export type TrackingEvent = Record<string, unknown>;

/**
 * The tracking collector. It needs no token: the portal tracks anonymous visitors and
 * sends "session expired" after the token is gone. Events are kept in memory, bounded in count,
 * size and depth (bounded-records.ts), so browser tests can assert what the portal sent (GET) and
 * start clean (DELETE); both are for local tests only.
 */
export function trackingRoutes(events: TrackingEvent[]): Route[] {
  const list = ({ req }: RequestContext): Reply => {
    requireLocalTest(req);
    return json(200, { data: events });
  };
  return [
    {
      method: 'POST',
      path: '/api/tracking/events',
      handler: async ({ req }) => {
        keepRecord(events, await readBoundedRecord(req));
        return json(202, { accepted: true });
      },
    },
    { method: 'GET', path: '/api/tracking/events', handler: list },
    {
      method: 'DELETE',
      path: '/api/tracking/events',
      handler: ({ req }) => {
        requireLocalTest(req);
        // In place, so the `events` array held by tests stays the live list.
        events.length = 0;
        return { status: 204 };
      },
    },
  ];
}
