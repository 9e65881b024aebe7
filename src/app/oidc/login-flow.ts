/**
 * What the login page does with OpenID Connect, in one lazily loaded chunk with the
 * client library: nothing of it is in a page's first load. It imports nothing of the app's own
 * chunks (what it needs comes as arguments): a chunk that did made the bundler move Vite's
 * preload helper out of the app into a first-load file of its own (+0.8 kB gzip). The login block (pages/SignInBlock.tsx)
 * calls these when the login page opens or the customer presses "Sign in", when the provider sends them back
 * (`?code=` / `?error=`), and on the token-exchange route (`?subject_token=`).
 */
import type { PageRoute } from '../../engine/pages/compiled.ts';
import { oidcClientFor } from '../environment-oidc.ts';
import type { StorageLike } from '../session/storage.ts';
import type { StoredSession } from '../session/token-store.ts';
import type { BrowserPorts } from '../data/browser-ports.ts';
import type { AppHistory } from '../routes/navigation.ts';
import { RETURN_TO_PARAM, returnTargetOf } from './return-target.ts';
import { completeSignIn, PENDING_SIGN_IN_KEY, startSignIn } from './sign-in.ts';
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

export interface BeginSignInInput extends LoginPageInput {
  /** The locale's page table (the `product` query names a page id); the caller has the config. */
  pages: readonly PageRoute[];
}

/** The authorization request's URL for this login page; the caller navigates there. */
export async function beginSignIn(input: BeginSignInInput): Promise<string> {
  const returnTo = returnTargetOf({ search: input.search, origin: input.origin, pages: input.pages, fallback: `/${input.locale}/dashboard/` });
  return startSignIn({
    settings: oidcClientFor(input.locale, input.unifiedIdentityDomain, input.origin),
    origin: input.origin,
    locale: input.locale,
    returnTo,
    customerId: new URLSearchParams(input.search).get('customerId'),
    storage: input.storage,
  });
}

/** Whether this tab started a sign-in that has not come back yet (a code for it is this tab's own). */
export function hasPendingSignIn(storage: StorageLike): boolean {
  return storage.getItem(PENDING_SIGN_IN_KEY) !== null;
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

/**
 * Spec 4 authentication gate with the bypass off (App.tsx): "a fallback shows and a login flow
 * starts". The login prompt stays on screen (the fallback) while the customer is sent to sign
 * in; the page they asked for is the return target. Never rejects: a failure leaves the prompt.
 */
export async function startGateSignIn(input: { locale: string; unifiedIdentityDomain: boolean; browser: BrowserPorts; history: AppHistory }): Promise<void> {
  const storage = input.browser.tabStorage;
  if (!storage) return;
  try {
    const url = await beginSignIn({
      locale: input.locale,
      origin: input.browser.origin,
      search: `?${RETURN_TO_PARAM}=${encodeURIComponent(askedFor(input.history))}`,
      unifiedIdentityDomain: input.unifiedIdentityDomain,
      storage,
      pages: [],
    });
    // In this page's place: Back from the provider's form must not land here and start again.
    input.history.replace(url);
  } catch (error) {
    console.error('The sign-in could not be started: the login prompt stays', error);
  }
}

/** The page the visitor is on: where a sign-in from the gate returns to. */
export function askedFor(history: AppHistory): string {
  const here = history.getLocation();
  return `${here.pathname}${here.search}${here.hash}`;
}
