/**
 * Keycloak's redirect URI check, ported from its source so a test can ask what Keycloak 26
 * answers: org.keycloak.protocol.oidc.utils.RedirectUtils (keycloak/keycloak,
 * services/src/main/java/org/keycloak/protocol/oidc/utils/RedirectUtils.java, the 26.x version:
 * `verifyRedirectUri(session, rootUrl, redirectUri, validRedirects, requireRedirectUri)` and
 * `matchesRedirects(validRedirects, redirect, allowWildcards)`). Kept:
 * - the valid URIs are tried longest first (the TreeSet ordered by length in resolveValidRedirects);
 * - the requested URI is percent-decoded (path only, up to 5 times: decodeRedirectUri), its dot
 *   segments removed (URI.normalize) and its scheme and host lower-cased (lowerCaseHostname);
 * - a valid URI ending in `*` (and without `?`) is a prefix: everything before the `*`, or that
 *   prefix without its trailing `/` exactly; a `*` anywhere else is a literal character;
 * - otherwise the strings must be equal; a second, exact-only try with the URI as sent;
 * - only http(s) unless the matched valid URI names the scheme.
 * Left out: relative valid URIs (this realm has none: they throw here) and the installed-app
 * (urn:ietf:wg:oauth:2.0:oob, loopback) special cases.
 */

function lowerCaseHostname(uri: string): string {
  const n = uri.indexOf('/', 7);
  return n === -1 ? uri.toLowerCase() : uri.slice(0, n).toLowerCase() + uri.slice(n);
}

/** RFC 3986 5.2.4, as java.net.URI.normalize applies it to the path. */
function removeDotSegments(path: string): string {
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.') continue;
    if (segment === '..') {
      if (out.length > 1) out.pop();
      continue;
    }
    out.push(segment);
  }
  const joined = out.join('/');
  return path.endsWith('/.') || path.endsWith('/..') ? `${joined}/` : joined;
}

/** Splits scheme://authority, path and the rest (?query#fragment). */
function parts(uri: string): { head: string; path: string; rest: string } | null {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(.*)$/i.exec(uri);
  return match ? { head: match[1]!, path: match[2]!, rest: match[3]! } : null;
}

function decoded(uri: string): string | null {
  const split = parts(uri);
  if (!split) return null;
  let path = split.path;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (next === path) return `${split.head}${path}${split.rest}`;
    path = next;
  }
  return null;
}

function normalized(uri: string): string | null {
  const split = parts(uri);
  if (!split) return null;
  return lowerCaseHostname(`${split.head}${removeDotSegments(split.path)}${split.rest}`);
}

function matchesRedirects(validRedirects: readonly string[], redirect: string, allowWildcards: boolean): string | null {
  for (let validRedirect of validRedirects) {
    if (validRedirect.endsWith('*') && !validRedirect.includes('?') && allowWildcards) {
      // strip off the query component - Keycloak does not check it when wildcards are effective
      const r = redirect.includes('?') ? redirect.slice(0, redirect.indexOf('?')) : redirect;
      let length = validRedirect.length - 1;
      validRedirect = validRedirect.slice(0, length);
      if (r.startsWith(validRedirect)) return validRedirect;
      if (length - 1 > 0 && validRedirect.charAt(length - 1) === '/') length -= 1;
      validRedirect = validRedirect.slice(0, length);
      if (validRedirect === r) return validRedirect;
    } else if (validRedirect === redirect) return validRedirect;
  }
  return null;
}

/** What Keycloak accepts as the redirect URI (the normalized URI), or null when it refuses it ("Invalid parameter: redirect_uri"). */
export function verifyRedirectUri(redirectUri: string, validRedirects: readonly string[]): string | null {
  if (validRedirects.length === 0) return null;
  for (const valid of validRedirects) if (valid.startsWith('/')) throw new Error(`relative valid redirect URIs are not ported: ${valid}`);
  const sorted = [...validRedirects].sort((a, b) => (a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : b.length - a.length));
  const decodedUri = decoded(redirectUri);
  const r = decodedUri === null ? null : normalized(decodedUri);
  if (r === null) return null;
  let valid = matchesRedirects(sorted, r, true);
  const original = normalized(redirectUri);
  if (original === null) return null;
  valid ??= matchesRedirects(sorted, original, false);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(r)?.[1]?.toLowerCase();
  if (valid !== null && scheme && !valid.startsWith(`${scheme}:`) && scheme !== 'http' && scheme !== 'https') valid = null;
  return valid === null ? null : original;
}
