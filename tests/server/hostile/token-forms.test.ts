// What the identity service and the backend accepted that they must not. Token text
// variants (padding after the signature, flipped unused bits of a segment's last character); a
// token of one site's API on another host; `Origin: http://localhost` (no port) as the stack's
// own; a logout that another site's page can trigger (its confirmation submitted itself); the
// form_post and logout pages without CSP and framing protection; a userinfo endpoint that refused
// every access token the portal gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from '../fixtures.ts';
import { login, postJson, startHarness, type Harness } from '../harness.ts';
import { Browser, signIn } from '../oidc-client.ts';
import { raw } from './raw.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LOGOUT = '/auth/protocol/openid-connect/logout';
const USERINFO = '/auth/protocol/openid-connect/userinfo';

/** The segment with the unused low bits of its last character set (the same bytes decoded), or undefined if it has none. */
function withUnusedBitsFlipped(segment: string): string | undefined {
  const unused = { 2: 4, 3: 2 }[(segment.length % 4) as 2 | 3];
  if (unused === undefined) return undefined;
  const last = ALPHABET.indexOf(segment.at(-1) ?? '');
  return `${segment.slice(0, -1)}${ALPHABET[last | ((1 << unused) - 1)] === segment.at(-1) ? ALPHABET[last & ~((1 << unused) - 1)] : ALPHABET[last | ((1 << unused) - 1)]}`;
}

/** Every variant of a token that decodes to the same bytes, in a form the issuer never writes. */
function variants(token: string): string[] {
  const [head = '', body = '', signature = ''] = token.split('.');
  const out = [`${token}==`, `${token}=`, `${head}.${body}=.${signature}`, `${head}=.${body}.${signature}`];
  const flippedSignature = withUnusedBitsFlipped(signature);
  if (flippedSignature) out.push(`${head}.${body}.${flippedSignature}`);
  const flippedBody = withUnusedBitsFlipped(body);
  if (flippedBody) out.push(`${head}.${flippedBody}.${signature}`);
  return out;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const customer = (token: string, host = `127.0.0.1:${h.stack.port}`) =>
  raw(h.stack.port, 'GET', `/api/customers/${BAC}`, { host, authorization: `Bearer ${token}` });

describe('token text', () => {
  it('has one canonical form: padding and flipped unused bits are refused by the backend, the exchange and the refresh', async () => {
    const tokens = await login(h.stack, 'active-de');
    expect((await customer(tokens.access_token)).status).toBe(200);
    const forms = variants(tokens.access_token);
    // The ES256 signature (64 bytes, 86 characters) always has four unused bits.
    expect(forms.length).toBeGreaterThanOrEqual(5);
    for (const variant of forms) {
      expect((await customer(variant)).status, variant.slice(-8)).toBe(401);
      const exchange = await raw(
        h.stack.port,
        'POST',
        '/auth/protocol/openid-connect/token',
        { 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          client_id: 'login',
          subject_token: variant,
          subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        }).toString(),
      );
      expect(exchange.status).toBe(400);
      expect((await postJson(h.stack, '/auth/public/token/refresh', { access_token: variant, refresh_token: tokens.refresh_token })).status).toBe(400);
    }
    expect((await customer(tokens.access_token)).status).toBe(200);
  });
});

describe('audience', () => {
  it("a token issued for one site's API is refused on another host", async () => {
    const site = `www.example.de:${h.stack.port}`;
    const answer = await raw(
      h.stack.port,
      'POST',
      '/auth/local/login',
      { host: site, 'content-type': 'application/json' },
      JSON.stringify({ personaId: 'active-de' }),
    );
    const { access_token } = JSON.parse(answer.body) as { access_token: string };
    expect((await customer(access_token, site)).status).toBe(200);
    for (const host of [`127.0.0.1:${h.stack.port}`, `www.example.at:${h.stack.port}`, 'www.example.de']) {
      const refused = await customer(access_token, host);
      expect(refused.status, host).toBe(401);
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'invalid_token', message: expect.stringContaining('audience') });
    }
  });
});

describe('the cross-site check', () => {
  it("refuses an Origin on the stack's names but another port, the default port included", async () => {
    for (const origin of ['http://localhost', 'http://127.0.0.1', 'https://localhost', `http://localhost:${h.stack.port + 1}`, 'http://www.example.de']) {
      const answer = await raw(
        h.stack.port,
        'POST',
        '/auth/local/login',
        { origin, 'content-type': 'application/json' },
        JSON.stringify({ personaId: 'active-de' }),
      );
      expect(answer.status, origin).toBe(403);
    }
    // Behind a proxy on the default port, the page's own origin is the Host it came by.
    const proxied = await raw(
      h.stack.port,
      'POST',
      '/auth/local/login',
      { host: 'www.example.de', origin: 'http://www.example.de', 'content-type': 'application/json' },
      JSON.stringify({ personaId: 'active-de' }),
    );
    expect(proxied.status).toBe(200);
  });
});

describe('logout from another site', () => {
  it('without id_token_hint the confirmation waits for a real press; with the hint it goes on by itself', async () => {
    const { tokens, request } = await signIn(h.stack, 'active-de');
    const bare = await request.browser.request(LOGOUT);
    expect(bare.status).toBe(200);
    const html = await bare.text();
    expect(html).toContain('name="xsrf"');
    expect(html).not.toContain('sign-out.js');
    const hinted = await request.browser.request(`${LOGOUT}?${new URLSearchParams({ id_token_hint: tokens.id_token })}`);
    expect(await hinted.text()).toContain('sign-out.js');
    expect((await customer(tokens.access_token)).status).toBe(200);
  });
});

describe('HTML pages of the provider', () => {
  const framing = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('the form_post answer, the logout confirmation and the signed-out page carry CSP and framing protection', async () => {
    const query = new URLSearchParams({
      client_id: 'login',
      redirect_uri: `${h.stack.url}/de-de/login/`,
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid',
      prompt: 'none',
      state: 's',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    const formPost = await raw(h.stack.port, 'GET', `/auth/protocol/openid-connect/auth?${query}`);
    expect(formPost.body).toContain('<form method="post"');
    framing(formPost.headers);
    // Its one inline script is allowed by its hash, nothing else.
    expect(formPost.headers['content-security-policy']).toMatch(/script-src [^;]*'sha256-[^']+'/);
    const browser = new Browser(h.stack);
    const confirmation = await browser.request(LOGOUT);
    framing(Object.fromEntries(confirmation.headers));
    const done = await browser.request(`${LOGOUT}/success`);
    framing(Object.fromEntries(done.headers));
  });
});

describe('userinfo', () => {
  it("answers the claims for an access token the portal's client gets, and 401 for a dead or foreign one", async () => {
    const { tokens } = await signIn(h.stack, 'active-de');
    for (const prefix of ['/auth', '/identity']) {
      const path = prefix === '/auth' ? USERINFO : USERINFO.replace('/auth', '/identity');
      const answer = await raw(h.stack.port, 'GET', path, { authorization: `Bearer ${tokens.access_token}` });
      expect(answer.status, prefix).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ sub: 'active-de', customer_id: BAC, user_id: 'u-100' });
    }
    expect((await raw(h.stack.port, 'GET', USERINFO)).status).toBe(401);
    expect((await raw(h.stack.port, 'GET', USERINFO, { authorization: `Bearer ${tokens.access_token}x` })).status).toBe(401);
    await raw(
      h.stack.port,
      'POST',
      LOGOUT,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({ refresh_token: tokens.refresh_token, client_id: 'login' }).toString(),
    );
    const ended = await raw(h.stack.port, 'GET', USERINFO, { authorization: `Bearer ${tokens.access_token}` });
    expect(ended.status).toBe(401);
    expect(ended.headers['www-authenticate']).toMatch(/^Bearer .*error="invalid_token"/);
  });
});
