import { json, type Reply } from '../http-utils.ts';
import type { RequestContext, Route } from '../router.ts';
import { keepRecord, readBoundedRecord, requireLocalTest } from './bounded-records.ts';

/**
 * POST records a JSON object in memory, GET lists what was recorded (`{ data: [...] }`), DELETE
 * clears it: how the local stand-ins of the services that receive tracked events let browser
 * tests read what the portal sent, as the tracking collector does, with its limits and its
 * local-test-only listing (bounded-records.ts). `check` may refuse a body (an HttpError) as the
 * real service would.
 */
export function recorderRoutes(path: string, records: Record<string, unknown>[] = [], check?: (body: Record<string, unknown>) => void): Route[] {
  const list = ({ req }: RequestContext): Reply => {
    requireLocalTest(req);
    return json(200, { data: records });
  };
  return [
    {
      method: 'POST',
      path,
      handler: async ({ req }) => {
        const body = await readBoundedRecord(req);
        check?.(body);
        keepRecord(records, body);
        return json(202, { accepted: true });
      },
    },
    { method: 'GET', path, handler: list },
    {
      method: 'DELETE',
      path,
      handler: ({ req }) => {
        requireLocalTest(req);
        records.length = 0;
        return { status: 204 };
      },
    },
  ];
}
