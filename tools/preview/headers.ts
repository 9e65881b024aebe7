/**
 * The preview's response headers: the portal's production headers (server/serving/headers.ts),
 * with one change. The preview draws each view in a frame of its own, so phone and desktop
 * widths get their real media queries; framing is therefore allowed within the same origin
 * (frame-src and frame-ancestors 'self'), and nowhere else. Scripts and styles stay 'self'.
 */
import { contentSecurityPolicy, CSP_DIRECTIVES, SECURITY_HEADERS } from '../../server/serving/headers.ts';

export const PREVIEW_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  ...CSP_DIRECTIVES,
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy(PREVIEW_CSP_DIRECTIVES),
  'x-frame-options': 'SAMEORIGIN',
};
