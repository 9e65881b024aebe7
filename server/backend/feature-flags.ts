import { apiError, json } from '../http-utils.ts';
import type { Route } from '../router.ts';
import type { Authenticate } from './auth.ts';
import { recorderRoutes } from './recorder.ts';

/**
 * The local stand-in of the spec's feature-flag service (spec 7): the logged-in persona's
 * `flags` object as it is in the persona file, so the browser resolves with the same flags
 * as `portal resolve --persona`. Without a token there is nobody to target: `{}`, and the
 * portal keeps its defaults. A token that is sent must be valid (401 otherwise), like every
 * other /api call, so a leftover token after logout gets no one's flags.
 */
export function featureFlagRoutes(authenticate: Authenticate): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/feature-flags',
      handler: async ({ req }) => {
        if (req.headers.authorization === undefined) return json(200, {});
        const { persona } = await authenticate(req);
        return json(200, persona.flags ?? {});
      },
    },
    // Spec 7: the flag service receives tracked events once the user is identified with it. Both
    // are recorded (GET lists, DELETE clears) so tests can read them; no token needed, since
    // visitors are identified by their anonymous context id.
    ...recorderRoutes('/api/feature-flags/identify', [], requireContext),
    ...recorderRoutes('/api/feature-flags/events', [], (body) => {
      requireContext(body);
      if (typeof body.event !== 'object' || body.event === null) throw apiError(400, 'bad_request', 'event must be an object');
    }),
  ];
}

function requireContext(body: Record<string, unknown>): void {
  if (typeof body.context !== 'string' || body.context === '') throw apiError(400, 'bad_request', 'context (the identified user) must be a non-empty string');
}
