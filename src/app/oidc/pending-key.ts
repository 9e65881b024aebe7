/**
 * sessionStorage key of the pending sign-in (one per tab; a new start replaces it). Its own
 * module: the login block reads whether this tab started a sign-in without loading the client.
 */
export const PENDING_SIGN_IN_KEY = 'portal.oidc.pending';
