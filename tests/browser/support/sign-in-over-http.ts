import { request as httpRequest } from 'node:http';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { oidcClientFor } from '../../../src/app/environment-oidc.ts';
import { completeSignIn, startSignIn } from '../../../src/app/oidc/sign-in.ts';
import { createMemoryStorage, type CookieJar } from '../../../src/app/session/storage.ts';
import { createTokenStore } from '../../../src/app/session/token-store.ts';
import { defaultLocale, LOCAL_PASSWORD } from './login.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A customer's session for a test that is not about signing in, without a browser: the portal's
 * own OpenID Connect client (src/app/oidc/sign-in.ts: discovery, PKCE, state, nonce, the code
 * exchange, the ID token's checks) against the local provider, whose sign-in form is posted over
 * HTTP, and the tokens stored as the portal's token store stores them. The browser then opens
 * the test's page signed in: one page load instead of the login page, the provider's form and
 * the callback (tests/browser/oidc-sign-in.test.ts signs in through the browser).
 *
 * `origin` is the site the browser is on (a persona's host name, say): the provider answers every
 * host with that origin as its issuer, and its tokens are for that host's API only, so the round
 * trip goes to the stack at `stackUrl` with the site's Host header.
 */
export async function signedInState(stackUrl: string, origin: string, locale: string, username: string): Promise<StorageState> {
  const fetchThere = fetchVia(stackUrl);
  const storage = createMemoryStorage();
  const authorization = await startSignIn({
    settings: oidcClientFor(locale, false, origin),
    origin,
    locale,
    returnTo: `/${locale}/dashboard/`,
    storage,
    fetch: fetchThere,
  });
  const provider: ProviderCookie[] = [];
  const back = await throughSignInForm(fetchThere, authorization, username, provider);
  const { session } = await completeSignIn({ url: back, storage, fetch: fetchThere });
  const saved = createMemoryStorage();
  const cookies = new Map<string, string>();
  const jar: CookieJar = {
    get: (name) => cookies.get(name) ?? null,
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
  createTokenStore({ storage: saved, cookies: jar }).save(session);
  const domain = new URL(origin).hostname;
  return {
    cookies: [
      ...[...cookies].map(([name, value]) => ({
        name,
        value: encodeURIComponent(value),
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Strict' as const,
      })),
      // The provider's browser session, as a sign-in in the browser leaves it: the portal's logout ends it.
      ...provider.map((cookie) => ({ ...cookie, domain, expires: -1, secure: false })),
    ],
    origins: [{ origin, localStorage: Object.entries(saved.snapshot()).map(([name, value]) => ({ name, value })) }],
  };
}

interface ProviderCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}

/**
 * The provider's part, as a browser does it: the authorization request, its sign-in form, the
 * redirects back to the login page. The provider's cookies for the whole site (its session) are
 * added to `kept`.
 */
async function throughSignInForm(fetchThere: typeof fetch, authorizationUrl: string, username: string, kept: ProviderCookie[]): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>): Promise<Response> => {
    const response = await fetchThere(url, {
      method: form ? 'POST' : 'GET',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      redirect: 'manual',
      ...(form ? { body: new URLSearchParams(form) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) => attributes.find((part) => part.toLowerCase().startsWith(key))?.split('=')[1];
      const gone = value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie);
      if (gone) cookies.delete(name);
      else cookies.set(name, value);
      if ((attribute('path') ?? '/') !== '/') continue;
      const at = kept.findIndex((one) => one.name === name);
      if (at >= 0) kept.splice(at, 1);
      if (gone) continue;
      const sameSite = (attribute('samesite') ?? 'lax').toLowerCase();
      kept.push({
        name,
        value,
        path: '/',
        httpOnly: attributes.some((part) => part.toLowerCase() === 'httponly'),
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
      });
    }
    return response;
  };
  const redirectUri = new URL(authorizationUrl).searchParams.get('redirect_uri') ?? '';
  let response = await send(authorizationUrl);
  for (let hop = 0; hop < 8; hop++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`signing in over HTTP: expected a redirect, got ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const url = new URL(location, authorizationUrl);
    if (`${url.origin}${url.pathname}` === redirectUri) return url;
    // The sign-in form (server/identity/sign-in-page.ts) posts to its own address + /login.
    response = /\/interaction\/[^/]+$/.test(url.pathname) ? await send(`${url.href}/login`, { username, password: LOCAL_PASSWORD }) : await send(url.href);
  }
  throw new Error('signing in over HTTP: too many redirects');
}

/**
 * fetch for any origin, sent to the stack at `stackUrl` with that origin's Host header (Node's
 * fetch sends the URL's own host and cannot be told otherwise).
 */
function fetchVia(stackUrl: string): typeof fetch {
  const stack = new URL(stackUrl);
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    if (body && !headers.has('content-type') && init.body instanceof URLSearchParams)
      headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: stack.hostname,
          port: stack.port,
          method: init.method ?? (input instanceof Request ? input.method : 'GET'),
          path: `${url.pathname}${url.search}`,
          headers: { ...Object.fromEntries(headers), host: url.host, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
            }
            const status = incoming.statusCode ?? 500;
            resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: answer }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/**
 * Gives the fresh tab a session of its own for the persona (signedInState on the portal's own
 * origin), so the page the test opens next is opened signed in, without a detour through the
 * dashboard (signedInAs opens that one).
 */
export async function signInOverHttp(page: Page, baseUrl: string, personaId: string, locale = defaultLocale(personaId)): Promise<void> {
  await page.context().setStorageState(await signedInState(baseUrl, new URL(baseUrl).origin, locale, personaId));
}
