/**
 * The authorization code flow with PKCE (S256), state and nonce, through
 * oauth4webapi. `startSignIn` makes the authorization request and keeps what the answer must
 * match (state, nonce, code verifier, issuer, client, return target) in sessionStorage for the
 * round trip; `completeSignIn` checks the answer on the login page (`?code=&state=` or
 * `?error=`), exchanges the code once and validates the ID token (nonce, issuer, audience, times).
 */
import * as oauth from 'oauth4webapi';
import { OIDC_SCOPE, type OidcClientSettings } from '../environment-oidc.ts';
import type { StorageLike } from '../session/storage.ts';
import type { StoredSession } from '../session/token-store.ts';
import { providerFor } from './provider.ts';
import { sameOriginPath } from './return-target.ts';
import { storedSessionFrom } from './stored-session.ts';

/** sessionStorage key of the pending sign-in (one per tab; a new start replaces it). */
export const PENDING_SIGN_IN_KEY = 'portal.oidc.pending';
/** A round trip older than this is refused (the state would be stale anyway). */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  issuer: string;
  clientId: string;
  redirectUri: string;
  returnTo: string;
  startedAt: number;
}

export interface StartSignInInput {
  settings: OidcClientSettings;
  origin: string;
  /** The portal locale: the redirect URI is its login page, ui_locales its language. */
  locale: string;
  /** Same-origin path to land on afterwards (checked again on the way back). */
  returnTo: string;
  /** Spec 2.2 "login with a customerId query": sent as the provider's `customer_id` parameter. */
  customerId?: string | null;
  storage: StorageLike;
  fetch?: typeof fetch;
  now?: () => number;
}

export function redirectUriFor(origin: string, locale: string): string {
  return `${origin}/${locale}/login/`;
}

/** "de-de" -> "de-DE de": the provider's sign-in page speaks the customer's language. */
export function uiLocalesOf(locale: string): string {
  const [language = '', region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()} ${language}` : language;
}

/** Builds the authorization request and keeps its secrets for the way back; returns the URL to go to. */
export async function startSignIn(input: StartSignInInput): Promise<string> {
  const { as, client } = await providerFor(input.settings, { origin: input.origin, ...(input.fetch ? { fetch: input.fetch } : {}) });
  if (!as.authorization_endpoint) throw new Error(`The provider ${input.settings.issuer} names no authorization_endpoint`);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier,
    issuer: input.settings.issuer,
    clientId: client.client_id,
    redirectUri: redirectUriFor(input.origin, input.locale),
    returnTo: sameOriginPath(input.returnTo, input.origin) ?? `/${input.locale}/dashboard/`,
    startedAt: (input.now ?? Date.now)(),
  };
  const url = new URL(as.authorization_endpoint);
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', OIDC_SCOPE);
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('ui_locales', uiLocalesOf(input.locale));
  if (input.customerId) url.searchParams.set('customer_id', input.customerId);
  input.storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  return url.href;
}

export type SignInErrorKind = 'provider' | 'state' | 'exchange';

/** Why a sign-in did not complete: what the login page tells the customer (and logs, without secrets). */
export class SignInError extends Error {
  constructor(
    readonly kind: SignInErrorKind,
    message: string,
    /** The provider's `error` code for kind "provider" (access_denied, login_required, ...). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** Is this login-page query the provider's answer (a code or an error)? */
export function isAuthorizationResponse(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('code') || query.has('error');
}

export interface CompleteSignInInput {
  /** The login page's URL as the provider sent the browser back. */
  url: URL;
  storage: StorageLike & { removeItem(key: string): void };
  fetch?: typeof fetch;
  now?: () => number;
}

function readPending(storage: CompleteSignInInput['storage'], now: number): PendingSignIn | null {
  const raw = storage.getItem(PENDING_SIGN_IN_KEY);
  // One use: a reloaded or replayed answer finds nothing to match.
  storage.removeItem(PENDING_SIGN_IN_KEY);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    if (typeof pending.state !== 'string' || typeof pending.codeVerifier !== 'string') return null;
    return now - pending.startedAt > PENDING_MAX_AGE_MS ? null : pending;
  } catch {
    return null;
  }
}

/** Checks the provider's answer, exchanges the code, validates the ID token; the session to store and where to go. */
export async function completeSignIn(input: CompleteSignInInput): Promise<{ session: StoredSession; returnTo: string }> {
  const now = input.now ?? Date.now;
  const pending = readPending(input.storage, now());
  const params = input.url.searchParams;
  if (!pending) throw new SignInError('state', 'No sign-in was started in this tab (or it is too old): the answer is not accepted');
  if (params.get('state') !== pending.state) throw new SignInError('state', 'The answer does not belong to the sign-in started here (state mismatch)');
  const provider = await providerFor(
    { issuer: pending.issuer, clientId: pending.clientId },
    { origin: input.url.origin, ...(input.fetch ? { fetch: input.fetch } : {}) },
  );
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(provider.as, provider.client, params, pending.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) throw new SignInError('provider', `The provider refused the sign-in: ${error.error}`, error.error);
    throw new SignInError('state', `The provider's answer is not valid: ${(error as Error).message}`);
  }
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      provider.as,
      provider.client,
      provider.clientAuth,
      callback,
      pending.redirectUri,
      pending.codeVerifier,
      provider.options,
    );
    const result = await oauth.processAuthorizationCodeResponse(provider.as, provider.client, response, { expectedNonce: pending.nonce, requireIdToken: true });
    return {
      session: storedSessionFrom(result, now(), { issuer: pending.issuer, clientId: pending.clientId }),
      returnTo: sameOriginPath(pending.returnTo, input.url.origin) ?? `/${input.url.pathname.split('/')[1]}/dashboard/`,
    };
  } catch (error) {
    // The message of the library names the check that failed; never the code or a token.
    throw new SignInError('exchange', `The code could not be exchanged for tokens: ${(error as Error).message}`);
  }
}

/** The login page's address without the provider's answer (code, state, session_state, iss, error...). */
export function withoutAuthorizationResponse(url: URL): string {
  const clean = new URL(url.href);
  for (const name of ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri']) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
