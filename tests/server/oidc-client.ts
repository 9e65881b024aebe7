// A minimal OpenID Connect relying party over plain fetch, driving the local provider step by step
// as a browser and the portal would (cookies kept per "browser", redirects followed by hand), so a
// test can stop, replay or alter any step. It is test code: the portal's client lives in src/.
import { createHash, randomBytes } from 'node:crypto';
import type { LocalStack } from '../../server/local-stack.ts';

export const CLIENT_ID = 'login';
export const PASSWORD = 'savingo-local';

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly stack: LocalStack) {}

  /** One request, no redirect followed; `path` may be absolute (the stack's own origin). */
  async request(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.stack.url}${path}`;
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      redirect: 'manual',
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

export interface AuthorizationRequest {
  browser: Browser;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  /** The sign-in page the provider sent the browser to (its path). */
  interaction: string;
  /** Where the provider sent the browser: the sign-in page, or the redirect URI when no sign-in is needed. */
  location: string;
}

export async function authorize(
  stack: LocalStack,
  options: { prefix?: string; customerId?: string; uiLocales?: string; locale?: string; browser?: Browser } = {},
): Promise<AuthorizationRequest> {
  const browser = options.browser ?? new Browser(stack);
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const redirectUri = `${stack.url}/${options.locale ?? 'de-de'}/login/`;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(options.customerId ? { customer_id: options.customerId } : {}),
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  });
  const response = await browser.request(`${options.prefix ?? '/auth'}/protocol/openid-connect/auth?${query}`);
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`authorization request answered ${response.status}: ${await response.text()}`);
  return { browser, verifier, state, nonce, redirectUri, interaction: new URL(location, stack.url).pathname, location: new URL(location, stack.url).href };
}

/** Posts the sign-in form; answers the provider's response (303 on success). */
export function postSignIn(request: AuthorizationRequest, fields: Record<string, string>): Promise<Response> {
  return request.browser.request(`${request.interaction}/login`, { form: fields });
}

/** Follows the provider's redirects until the portal's login page: its query (code, state, iss or error). */
export async function followToRedirectUri(request: AuthorizationRequest, response: Response): Promise<URLSearchParams> {
  let current = response;
  for (let hop = 0; hop < 6; hop++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${current.status}: ${await current.text()}`);
    const url = new URL(location, request.redirectUri);
    if (`${url.origin}${url.pathname}` === request.redirectUri) return url.searchParams;
    current = await request.browser.request(url.href);
  }
  throw new Error('too many redirects');
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  refresh_expires_in: number;
  token_type: string;
  server_time: number;
}

export function redeemCode(stack: LocalStack, request: AuthorizationRequest, code: string, verifier = request.verifier, prefix = '/auth'): Promise<Response> {
  return fetch(`${stack.url}${prefix}/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, code, redirect_uri: request.redirectUri, code_verifier: verifier }),
  });
}

/** The whole flow with username and password; throws unless tokens come back. */
export async function signIn(
  stack: LocalStack,
  username: string,
  options: { prefix?: string; customerId?: string } = {},
): Promise<{ tokens: TokenSet; request: AuthorizationRequest }> {
  const request = await authorize(stack, options);
  const back = await followToRedirectUri(request, await postSignIn(request, { username, password: PASSWORD }));
  const code = back.get('code');
  if (!code) throw new Error(`no code: ${back.toString()}`);
  if (back.get('state') !== request.state) throw new Error('state mismatch');
  const response = await redeemCode(stack, request, code, request.verifier, options.prefix);
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}: ${await response.text()}`);
  return { tokens: (await response.json()) as TokenSet, request };
}
