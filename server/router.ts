import type { IncomingMessage } from 'node:http';
import { apiError, type Reply } from './http-utils.ts';

export interface RequestContext {
  req: IncomingMessage;
  url: URL;
  /** Path parameters, already percent-decoded. */
  params: Record<string, string>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  /** Path with `:name` segments, e.g. `/api/accounts/:id`. */
  path: string;
  handler: Handler;
}

/** Methods the portal's HTTP client may send (spec 7); everything else is refused with 405. */
export const DEFAULT_METHODS = ['GET', 'POST'];

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        throw apiError(400, 'bad_request', `path segment "${g}" is not valid percent-encoding`);
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

/**
 * Finds the handler for a request. A known path with the wrong method answers 405 with
 * an Allow header (what the client should have sent); an unknown path answers 404.
 */
export function dispatch(routes: readonly Route[], req: IncomingMessage, url: URL): Promise<Reply> | Reply {
  // HEAD is answered by the GET handler; the server then sends its headers without the body.
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPath(route.path, url.pathname);
    if (!params) continue;
    if (route.method === method) return route.handler({ req, url, params });
    allowed.push(route.method);
    if (route.method === 'GET') allowed.push('HEAD');
  }
  if (allowed.length > 0) {
    const error = apiError(405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}; use ${allowed.join(' or ')}`);
    error.headers.allow = allowed.join(', ');
    throw error;
  }
  if (!DEFAULT_METHODS.includes(method)) {
    const error = apiError(405, 'method_not_allowed', `${method} is not supported; only GET and POST are`);
    error.headers.allow = DEFAULT_METHODS.join(', ');
    throw error;
  }
  throw apiError(404, 'not_found', `no route for ${method} ${url.pathname}`);
}
