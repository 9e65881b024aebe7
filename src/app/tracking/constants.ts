/**
 * Spec 9 numbers of the tracking services (the session's are in session/constants.ts).
 */

/** Identification tries again this often ... */
export const IDENTIFY_POLL_INTERVAL_MS = 300;
/** ... and gives up after this many tries, the first one included. */
export const IDENTIFY_POLL_ATTEMPTS = 10;
/** The marketing-analytics script counts as failed when it has not loaded by then. */
export const ANALYTICS_SCRIPT_TIMEOUT_MS = 4000;
/** Events held for a service before it is initialised (or consent is given); older ones are dropped. */
export const MAX_HELD_EVENTS = 50;
