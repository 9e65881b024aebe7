import type { IncomingMessage } from 'node:http';

/** Methods that change the stack's state (sessions, recorded events): only the stack's own pages may send them. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Why a state-changing request comes from another site, or undefined when it does not. A page on
 * another origin can send a simple POST (a form, or fetch with text/plain) without asking first;
 * the browser says where it came from in Origin and Sec-Fetch-Site, so the stack refuses it.
 * A request without either header (curl, the tests' fetch from Node) is not from a web page.
 */
export function crossSiteReason(req: IncomingMessage, isOwnOrigin: (origin: string) => boolean): string | undefined {
  if (!STATE_CHANGING.has(req.method ?? 'GET')) return undefined;
  const origin = req.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin)) return `Origin "${origin}" is not one of this stack's own origins`;
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'the browser says the request is cross-site (Sec-Fetch-Site: cross-site)';
  return undefined;
}
