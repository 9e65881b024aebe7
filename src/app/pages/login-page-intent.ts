/**
 * What the login block does when its page opens (docs/decisions.md "Sign-in in one press"). The
 * login page starts the sign-in itself, so one press on "Anmelden" (the header, the gate, a
 * call to action) reaches the provider's password form; the page keeps its query (`product`,
 * `returnTo`, `customerId`) for the authorization request. It never starts one when the
 * provider has just answered, so a refusal, a cancelled sign-in or a logout cannot loop:
 *
 * - `handover`: a session handed over (`?subject_token=`, the token-exchange page);
 * - `answer`: the provider's answer (`?code=` or `?error=`), checked and exchanged;
 * - `signed-out`: a session has just ended (`?state=signed-out`, environment.ts): the page with
 *   "you are logged out" and its button;
 * - `show`: any other return from the provider (`?state=` alone), a page that is not the
 *   login page (the token-exchange page without a token), or a customer signed in already (a
 *   bookmark; no round trip to sign in as who they are): the page with its button;
 * - `start`: otherwise, the sign-in starts at once; for a signed-in customer only with a
 *   `customerId` (spec 2.3: sign in as that customer of the user).
 */
import { loginPath, SIGNED_OUT_STATE } from '../environment.ts';

export type LoginPageIntent = 'handover' | 'answer' | 'signed-out' | 'show' | 'start';

export function loginPageIntent(location: { pathname: string; search: string }, locale: string, signedIn: boolean): LoginPageIntent {
  const query = new URLSearchParams(location.search);
  if (query.get('subject_token')) return 'handover';
  if (query.has('code') || query.has('error')) return 'answer';
  if (query.get('state') === SIGNED_OUT_STATE) return 'signed-out';
  if (query.has('state')) return 'show';
  const path = location.pathname.toLowerCase().replace(/\/*$/, '/');
  if (path !== loginPath(locale)) return 'show';
  return signedIn && !query.get('customerId') ? 'show' : 'start';
}
