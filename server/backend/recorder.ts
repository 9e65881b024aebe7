import { json, readJsonObject, type Reply } from '../http-utils.ts';
import type { Route } from '../router.ts';

/**
 * POST records a JSON object in memory, GET lists what was recorded (`{ data: [...] }`), DELETE
 * clears it: how the local stand-ins of the services that receive tracked events let browser
 * tests read what the portal sent, as the tracking collector does. `check` may refuse a body
 * (an HttpError) as the real service would.
 */
export function recorderRoutes(path: string, records: Record<string, unknown>[] = [], check?: (body: Record<string, unknown>) => void): Route[] {
  const list = (): Reply => json(200, { data: records });
  return [
    {
      method: 'POST',
      path,
      handler: async ({ req }) => {
        const body = await readJsonObject(req);
        check?.(body);
        records.push(body);
        return json(202, { accepted: true });
      },
    },
    { method: 'GET', path, handler: list },
    {
      method: 'DELETE',
      path,
      handler: () => {
        records.length = 0;
        return { status: 204 };
      },
    },
  ];
}
