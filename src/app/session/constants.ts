/**
 * Spec 9 numbers used by the browser plumbing (api, session, tracking), in one place so a
 * change of policy is one edit. Seconds where the spec thinks in seconds, ms where timers do.
 */

/** Every API call is aborted after this long (spec 7, 9). */
export const REQUEST_TIMEOUT_MS = 3000;

/** Countdown appears, and the access token auto-refreshes, at this many seconds left (spec 4). */
export const SESSION_WARNING_SECONDS = 120;

/** Automatic refresh stops when the whole session (refresh token) has this little left (spec 4). */
export const SESSION_MAX_GUARD_SECONDS = 120;

/** The session monitor re-evaluates once a second (spec 4, 9). */
export const SESSION_TICK_MS = 1000;

/** Activity resets the idle clock at most this often (spec 4, 9). */
export const ACTIVITY_THROTTLE_MS = 1000;

/** The "session extended" confirmation stays this long (spec 4, 9). */
export const EXTENSION_CONFIRMATION_MS = 5000;

/** Session length when the access token cannot tell us (exp - iat unreadable) (spec 9). */
export const DEFAULT_SESSION_SECONDS = 5 * 60;

/** Local stand-in token: expires this far ahead ... (spec 4) */
export const LOCAL_TOKEN_EXPIRES_IN_SECONDS = 220;
/** ... and was issued this long ago, so its lifetime is 240 s (spec 4). */
export const LOCAL_TOKEN_ISSUED_SECONDS_AGO = 20;

/** Tag-manager consent defaults wait this long for the consent manager's update (spec 7, 9). */
export const CONSENT_WAIT_MS = 2000;

/** Events that count as user activity for the idle clock (spec 4). */
export const ACTIVITY_EVENTS = ['mouseup', 'keydown', 'touchend'] as const;
