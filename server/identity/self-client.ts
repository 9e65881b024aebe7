import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { SELF_HEADER } from './provider.ts';

/**
 * The stack calling its own provider over HTTP, under the Host the original request came by (so
 * tokens carry that origin's issuer). The user-management refresh and the old `POST
 * /auth/local/login` shortcut go through the provider's own endpoints this way, instead of
 * issuing tokens beside it.
 */
export interface SelfTarget {
  port: number;
  host: string;
  /** `/auth` or `/identity`. */
  prefix: string;
  /** The identity service's key for its own calls (service.ts): they start no rate-limited sign-in. */
  selfKey?: string;
}

export interface SelfResponse {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

export function selfRequest(
  target: SelfTarget,
  method: string,
  path: string,
  options: { form?: URLSearchParams; cookies?: Map<string, string> } = {},
): Promise<SelfResponse> {
  const body = options.form?.toString();
  const headers: Record<string, string> = { host: target.host };
  if (target.selfKey) headers[SELF_HEADER] = target.selfKey;
  if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.cookies?.size) headers.cookie = [...options.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port: target.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const cookies = res.headers['set-cookie'] ?? [];
        for (const cookie of cookies) {
          const [pair = ''] = cookie.split(';');
          const eq = pair.indexOf('=');
          if (eq > 0) options.cookies?.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
        }
        resolvePromise({ status: res.statusCode ?? 0, location: res.headers.location, cookies, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The path and query of a Location (absolute or relative). */
function pathOf(location: string): string {
  const url = new URL(location, 'http://stack.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * Signs in as an example customer through the whole authorization code flow with PKCE, as a
 * browser would: authorization request, the sign-in form's example-customer post, the resumed
 * authorization, the code exchange. Returns the token endpoint's JSON (status and body).
 */
export async function signInAsExample(target: SelfTarget, personaId: string, clientId: string, redirectUri: string): Promise<{ status: number; body: string }> {
  const cookies = new Map<string, string>();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
  });
  let step = await selfRequest(target, 'GET', `${target.prefix}/protocol/openid-connect/auth?${query}`, { cookies });
  if (!step.location) return { status: step.status, body: step.body };
  step = await selfRequest(target, 'POST', `${pathOf(step.location)}/login`, { cookies, form: new URLSearchParams({ shortcut: personaId }) });
  // The resumed authorization answers with a redirect to the portal's login page carrying the code.
  for (let hops = 0; step.location && !step.location.startsWith(redirectUri) && hops < 5; hops++) {
    step = await selfRequest(target, 'GET', pathOf(step.location), { cookies });
  }
  if (!step.location?.startsWith(redirectUri)) return { status: step.status || 500, body: step.body };
  const back = new URL(step.location).searchParams;
  const code = back.get('code');
  if (!code || back.get('state') !== state)
    return {
      status: 400,
      body: JSON.stringify({ error: back.get('error') ?? 'invalid_request', error_description: back.get('error_description') ?? 'no code' }),
    };
  const token = await selfRequest(target, 'POST', `${target.prefix}/protocol/openid-connect/token`, {
    form: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  return { status: token.status, body: token.body };
}
