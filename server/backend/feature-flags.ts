import { apiError } from '../http-utils.ts';
import type { Route } from '../router.ts';
import { recorderRoutes } from './recorder.ts';

/**
 * The spec's feature-flag service, its part under /api: identify and events (spec 7: it
 * receives tracked events once the user is identified). The flags themselves are served over
 * OFREP from config/flags/ (server/flags/), as flagd or a vendor's service would serve them.
 */
export function featureFlagRoutes(): Route[] {
  return [
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
