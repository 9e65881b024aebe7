/**
 * The session and authentication events of spec 4 and 7 as tracking payloads, so the
 * session code only names what happened and tracking decides how it is reported.
 */
import type { AuthTrackAction } from '../session/auth-service.ts';
import type { SessionTrackAction } from '../session/types.ts';
import type { TrackingPayload } from './tracker.ts';

/** Spec 4: expired, extended-automatically, extended-manually, shown (the countdown). */
export function sessionEvent(action: SessionTrackAction): TrackingPayload {
  return { event_name: 'session', object: action === 'shown' ? 'session_countdown' : 'session', action, component: 'session_monitor' };
}

/** Spec 7: logout succeeded, refresh succeeded, failed, expired. */
export function authEvent(action: AuthTrackAction): TrackingPayload {
  const object = action === 'logout succeeded' ? 'logout' : 'token_refresh';
  return { event_name: 'authentication', object, action, component: 'auth_service' };
}
