/**
 * The headers production's API gateway adds to every answer of the API (/api) and the identity
 * service (/auth), success or error. The local stack adds them in one place (local-stack.ts) so
 * that the portal is tested against answers shaped like production's. The static portal has its
 * own, larger set (serving/headers.ts), since it serves HTML.
 */
import type { Reply } from './http-utils.ts';

export const SERVICE_HEADERS: Readonly<Record<string, string>> = {
  // A JSON answer is never run as a script or a stylesheet, whatever a page that loads it claims.
  'x-content-type-options': 'nosniff',
  // Only the portal's own origin may read these answers in a no-cors load (<script>, <img>): tokens
  // and customer data must not leak to another site through a side channel.
  'cross-origin-resource-policy': 'same-origin',
  // Nothing may frame an answer: JSON has nothing to draw or run, and no frame may hold it.
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  // For browsers without frame-ancestors; says the same.
  'x-frame-options': 'DENY',
};

/** The reply with the gateway's headers; a handler's own header of the same name gives way to them. */
export function withServiceHeaders(reply: Reply): Reply {
  const own = Object.fromEntries(Object.entries(reply.headers ?? {}).filter(([name]) => !(name.toLowerCase() in SERVICE_HEADERS)));
  return { ...reply, headers: { ...own, ...SERVICE_HEADERS } };
}
