/**
 * What the login page does with OpenID Connect (issue 17), in one lazily loaded chunk with the
 * client library: nothing of it is in a page's first load. The login block (pages/SignInBlock.tsx)
 * calls these when the customer presses "Sign in", when the provider sends them back
 * (`?code=` / `?error=`), and on the token-exchange route (`?subject_token=`).
 */
import { loadLocale } from 'virtual:portal-config';
import { oidcClientFor } from '../environment-oidc.ts';
import type { StorageLike } from '../session/storage.ts';
import type { StoredSession } from '../session/token-store.ts';
import { returnTargetOf } from './return-target.ts';
import { completeSignIn, startSignIn } from './sign-in.ts';
import { exchangeToken } from './token-exchange.ts';

export { isAuthorizationResponse, SignInError, withoutAuthorizationResponse } from './sign-in.ts';

export interface LoginPageInput {
  locale: string;
  origin: string;
  /** The login page's query (returnTo, product, customerId, flags, design). */
  search: string;
  /** Flag unifiedIdentityDomain: which of the two configured issuers. */
  unifiedIdentityDomain: boolean;
  /** sessionStorage: the round trip's state, nonce and code verifier. */
  storage: StorageLike & { removeItem(key: string): void };
}

/** The authorization request's URL for this login page; the caller navigates there. */
export async function beginSignIn(input: LoginPageInput): Promise<string> {
  const { config } = await loadLocale(input.locale);
  const returnTo = returnTargetOf({ search: input.search, origin: input.origin, pages: config.pages[input.locale] ?? [], fallback: `/${input.locale}/dashboard/` });
  return startSignIn({
    settings: oidcClientFor(input.locale, input.unifiedIdentityDomain, input.origin),
    origin: input.origin,
    locale: input.locale,
    returnTo,
    customerId: new URLSearchParams(input.search).get('customerId'),
    storage: input.storage,
  });
}

/** The provider's answer on the login page: the session to store and where to go (throws SignInError). */
export function finishSignIn(url: URL, storage: LoginPageInput['storage']): Promise<{ session: StoredSession; returnTo: string }> {
  return completeSignIn({ url, storage });
}

/** Spec 2.2 token-exchange route: a session handed over (by the app, a web view) becomes this browser's own. */
export function handOverSession(input: { locale: string; origin: string; unifiedIdentityDomain: boolean; subjectToken: string }): Promise<StoredSession> {
  return exchangeToken({
    settings: oidcClientFor(input.locale, input.unifiedIdentityDomain, input.origin),
    origin: input.origin,
    subjectToken: input.subjectToken,
  });
}

// The other OpenID Connect pieces, in this same chunk (load.ts).
export { discoveredEndpoints } from './endpoints.ts';
export { switchAccountTo } from './switch-account.ts';
export { createFormPost } from './form-post.ts';
