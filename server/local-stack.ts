import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createBank } from './backend/ledger/bank.ts';
import { backendRoutes } from './backend/routes.ts';
import { bearerAuthenticator } from './backend/auth.ts';
import { flagStore } from './flags/flag-store.ts';
import { ofrepRoutes } from './flags/ofrep-routes.ts';
import type { TrackingEvent } from './backend/tracking.ts';
import { compressReply } from './compress-reply.ts';
import { crossSiteReason } from './guard/cross-site.ts';
import { configuredSiteHosts, isOwnHost, isOwnOrigin, LOOPBACK_NAMES } from './guard/hosts.ts';
import { answerClientError, SERVER_LIMITS } from './guard/server-limits.ts';
import { apiError, HttpError, json, text, type Reply } from './http-utils.ts';
import { createSigningKey } from './identity/keys.ts';
import { pageLocales } from './identity/locales.ts';
import { OIDC_PATHS } from './identity/provider.ts';
import { IDENTITY_BODY_LIMITS } from './identity/body-limits.ts';
import { keepIdentityCall } from './identity/identity-calls.ts';
import { identityRoutes, specLogout, userinfo } from './identity/routes.ts';
import { createIdentity } from './identity/service.ts';
import { resolveOptions, type IdentityCall, type LocalStack, type LocalStackOptions } from './options.ts';
import { personaStore } from '../src/node/personas/store.ts';
import { dispatch, type Route } from './router.ts';
import { withServiceHeaders } from './service-headers.ts';
import { serveStatic } from './serving/static.ts';
import { withFlagOverridesAllowed } from './flags/overrides-allowance.ts';
import { recentPages } from './recent-pages.ts';

export type { IdentityCall, LocalStack, LocalStackOptions } from './options.ts';

/**
 * The identity service is reached at two origins in production: the older identity domain and
 * the unified one (spec 7, flag unifiedIdentityDomain). Locally both are prefixes of this host:
 * `/auth` and this one, answering the same service.
 */
const UNIFIED_IDENTITY_PREFIX = '/identity' as const;

/** Only loopback: the stack hands out tokens for made-up customers to anyone who asks. */
const HOST = '127.0.0.1';

/** Query parameters that carry a code or a token (the sign-in's redirect, RP-initiated logout, the token-exchange route). */
const SECRET_PARAMS = new Set(['code', 'id_token_hint', 'subject_token', 'access_token', 'refresh_token', 'token', 'state', 'nonce', 'code_challenge']);

/** A request target for the log: the values of secret parameters replaced, so no token or code is ever logged. */
export function redacted(target: string): string {
  const query = target.indexOf('?');
  if (query < 0) return target;
  const params = new URLSearchParams(target.slice(query + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${target.slice(0, query)}?${params.toString()}` : target;
}

/** Which identity domain a request path is under: the unified one (`/identity`) or the older (`/auth`). */
function identityPrefix(pathname: string): '/auth' | '/identity' {
  return under(pathname, UNIFIED_IDENTITY_PREFIX) ? UNIFIED_IDENTITY_PREFIX : '/auth';
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Absolute-path requests are taken literally, so `//x` stays a path and never becomes a host. */
function requestUrl(req: IncomingMessage): URL {
  const raw = req.url ?? '/';
  return raw.startsWith('/') ? new URL(`http://${HOST}${raw}`) : new URL(raw, `http://${HOST}`);
}

/** Sends a reply; to HEAD the same headers (with the length the body would have) and no body. */
function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.destroyed) return; // the client went, or a timeout already answered 408
  if (req.method === 'HEAD' && reply.body !== undefined) {
    res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)) });
    res.end();
    return;
  }
  res.writeHead(reply.status, reply.headers ?? {});
  res.end(reply.body);
}

/**
 * Starts the portal's local stack on one port: the built portal, the identity service
 * under /auth and the backend under /api, all answering from persona files.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const opts = resolveOptions(options);
  const nowSeconds = () => Math.floor(opts.now() / 1000);
  let baseUrl = '';
  let port = 0;

  const personas = personaStore(opts.personasDir, opts.warn);
  const siteHosts = [...LOOPBACK_NAMES, ...configuredSiteHosts(resolve(import.meta.dirname, '..'), opts.warn), ...opts.allowedHosts];
  /** The host names answered: loopback, the configured sites, and the hosts the personas visit (context.host). */
  async function ownNames(): Promise<Set<string>> {
    const names = new Set(siteHosts);
    for (const persona of await personas.list()) {
      const host = (persona.context as { host?: unknown } | undefined)?.host;
      if (typeof host === 'string') names.add(host.toLowerCase());
    }
    return names;
  }
  const key = await createSigningKey();
  const identity = createIdentity({
    personas,
    key,
    lifetimes: { tokenLifetime: opts.tokenLifetime, refreshLifetime: Math.min(opts.refreshLifetime, opts.sessionMax), sessionMax: opts.sessionMax },
    locales: pageLocales(resolve(import.meta.dirname, '..'), opts.warn),
    now: nowSeconds,
    wrongPasswordDelayMs: opts.wrongPasswordDelayMs,
  });
  const events: TrackingEvent[] = [];
  const recent = recentPages();
  // Off unless asked for (npm start): the preview loads the config validator and watches files.
  const preview = opts.preview
    ? (await import('../tools/preview/mount.ts')).mountPreview({ ...opts.preview, personasDir: opts.preview.personasDir ?? opts.personasDir, warn: opts.warn })
    : undefined;
  const authRoutes: Route[] = identityRoutes(identity, personas, (req) => ({
    port,
    host: req.headers.host ?? `${HOST}:${port}`,
    prefix: identityPrefix(req.url ?? ''),
  }));
  // A data folder opens now (one in use or of another version stops the start with its reason);
  // a bank in memory at its first change, or now when asked.
  const bank = createBank({ dataDir: opts.dataDir, fresh: opts.fresh, databaseUrl: opts.databaseUrl, openAtStart: opts.openBankAtStart });
  try {
    await bank.ready();
  } catch (error) {
    preview?.close();
    personas.close();
    throw error;
  }
  const apiRoutes: Route[] = backendRoutes(identity, events, bank, opts.now);
  // The flag service: config/flags/ (followed while the stack runs) answered over OFREP.
  const flags = flagStore(resolve(import.meta.dirname, '..'), opts.configDir, opts.warn);
  const flagRoutes: Route[] = ofrepRoutes(flags, bearerAuthenticator(identity));

  const identityCalls: IdentityCall[] = [];
  /** Records the call of the identity service, with the prefix it came by. */
  function recordIdentityCall(url: URL, method: string): { prefix: '/auth' | '/identity'; path: string } {
    const prefix = identityPrefix(url.pathname);
    const path = url.pathname.slice(prefix.length);
    keepIdentityCall(identityCalls, { prefix, method, path });
    return { prefix, path };
  }

  /**
   * Refuses a request that is not the stack's own: another Host name (DNS rebinding: 421), or a
   * state-changing request from another site (403). Undefined when it may pass.
   */
  async function refusal(req: IncomingMessage): Promise<Reply | undefined> {
    const names = await ownNames();
    if (!isOwnHost(req.headers.host, port, names)) {
      const host = req.headers.host === undefined ? 'no Host header' : `Host "${req.headers.host}"`;
      return withServiceHeaders(
        text(
          421,
          `misdirected request: this local stack answers only its own host names (${[...names].map((name) => `${name}:${port}`).join(', ')}), not ${host}\n`,
        ),
      );
    }
    const crossSite = crossSiteReason(req, (origin) => isOwnOrigin(origin, port, names, req.headers.host));
    if (crossSite)
      return withServiceHeaders(
        json(403, { error: 'cross_site_request', message: `refused: ${crossSite}; state-changing requests are accepted only from the stack's own pages` }),
      );
    return undefined;
  }

  /**
   * The identity service: the stack's own routes (user management, /auth/local) and the spec's
   * logout form answer a Reply; the sign-in pages and the OpenID provider write the response
   * themselves (undefined). A unified-domain path is matched in its /auth form.
   */
  async function identityAnswer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<Reply | undefined> {
    const { prefix, path } = recordIdentityCall(url, req.method ?? '');
    const host = req.headers.host ?? `${HOST}:${port}`;
    if (await identity.interaction(req, res, host, prefix, path)) return undefined;
    if (under(path, '/local') || under(path, '/public')) {
      const rewritten = new URL(url);
      rewritten.pathname = `/auth${path}`;
      return dispatch(authRoutes, req, rewritten);
    }
    if (req.method === 'POST' && path === OIDC_PATHS.end_session) return specLogout(identity, req, { port, host, prefix });
    if (path === OIDC_PATHS.userinfo && (req.method === 'GET' || req.method === 'POST' || req.method === 'HEAD')) return userinfo(identity, req);
    // The provider reads form bodies up to 56 KiB; the identity service takes 16 KiB (body-limits.ts).
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > IDENTITY_BODY_LIMITS.maxBytes)
      throw apiError(413, 'payload_too_large', `request body exceeds ${IDENTITY_BODY_LIMITS.maxBytes} bytes`);
    // Mounted below the prefix: the provider reads its mount path from originalUrl.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = req.url;
    req.url = `${path || '/'}${url.search}`;
    identity.providerFor(host, prefix).callback()(req, res);
    await new Promise<void>((done) => {
      if (res.writableFinished) return done();
      res.once('close', done);
      res.once('finish', done);
    });
    return undefined;
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<Reply | undefined> {
    let url: URL;
    try {
      url = requestUrl(req);
    } catch {
      return withServiceHeaders(text(400, 'bad request: unparsable request target\n'));
    }
    // Every answer but the static portal's (which has its own headers) gets the gateway's headers.
    try {
      if (under(url.pathname, '/api')) return withServiceHeaders(compressReply(await dispatch(apiRoutes, req, url), req.headers['accept-encoding']));
      if (under(url.pathname, '/ofrep')) return withServiceHeaders(compressReply(await dispatch(flagRoutes, req, url), req.headers['accept-encoding']));
      if (under(url.pathname, '/auth') || under(url.pathname, UNIFIED_IDENTITY_PREFIX)) {
        const reply = await identityAnswer(req, res, url);
        return reply && withServiceHeaders(compressReply(reply, req.headers['accept-encoding']));
      }
      const page = await serveStatic(opts.distDir, req, url);
      if (!String(page.headers?.['content-type'] ?? '').startsWith('text/html')) return page;
      if (req.method === 'GET') recent.note(url.pathname);
      // A developer's stack: its pages take ?flags= (production's servers do not say so).
      return withFlagOverridesAllowed(page);
    } catch (error) {
      if (error instanceof HttpError) return withServiceHeaders(json(error.status, error.body, error.headers));
      // A bug here must cost one request, never the stack.
      opts.warn(`internal error on ${req.method} ${url.pathname}: ${(error as Error).stack ?? String(error)}`);
      if (res.headersSent) return undefined;
      return withServiceHeaders(json(500, { error: 'internal_error', message: (error as Error).message ?? 'unexpected error' }));
    }
  }

  const server = createServer({ ...SERVER_LIMITS }, (req, res) => {
    const started = performance.now();
    // Taken now: the identity service rewrites req.url for the provider it hands the request to.
    const target = redacted(req.url ?? '');
    const logLine = (status: number) => opts.log?.(`${req.method} ${target} ${status} ${(performance.now() - started).toFixed(1)}ms`);
    const sendAndLog = (r: Reply) => {
      send(req, res, r);
      logLine(r.status);
    };
    // A reply is sent here; the provider and the sign-in pages have written theirs already.
    const reply = () => void answer(req, res).then((r) => (r ? sendAndLog(r) : logLine(res.statusCode)));
    void refusal(req).then((refused) => {
      if (refused) return sendAndLog(refused);
      // The preview writes its own responses (its event stream stays open); other paths pass on.
      if (preview && (req.url ?? '').startsWith('/__preview')) {
        void preview.handle(req, res).then((handled) => (handled ? logLine(res.statusCode) : reply()));
        return;
      }
      reply();
    });
  });
  // Malformed, oversized or too slow HTTP never reaches the handler; answer it (400, 431, 408).
  server.on('clientError', answerClientError);

  await new Promise<void>((resolvePromise, reject) => {
    const failed = (error: Error) => {
      preview?.close();
      personas.close();
      void bank.close().finally(() => reject(error));
    };
    server.once('error', failed);
    server.listen(opts.port, HOST, () => {
      server.off('error', failed);
      resolvePromise();
    });
  });
  port = (server.address() as AddressInfo).port;
  baseUrl = `http://${HOST}:${port}`;

  return {
    url: baseUrl,
    port,
    events,
    identityCalls,
    recentPages: recent.list,
    close: async () => {
      try {
        await new Promise<void>((resolvePromise, reject) => {
          preview?.close();
          personas.close();
          flags.close();
          server.close((error) => (error ? reject(error) : resolvePromise()));
          // Keep-alive connections from fetch would otherwise hold close() open.
          server.closeAllConnections();
        });
      } finally {
        // After the server: a transaction still running finishes before the database closes.
        await bank.close();
      }
    },
  };
}
