import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * Which `Host` names the local stack answers. A page on another site can point its own host
 * name at 127.0.0.1 (DNS rebinding) and then read the stack's answers as same-origin; the
 * stack refuses every name that is not its own, so such a page only ever gets the refusal.
 */

/** The names of the loopback address the stack listens on. */
export const LOOPBACK_NAMES: readonly string[] = ['127.0.0.1', 'localhost'];

/**
 * The portal's own site host names: the origins of config/head/head.yaml (www.example.de, …),
 * which the browser tests map to 127.0.0.1 with Chromium's --host-resolver-rules. An unreadable
 * file gives none, with a warning: the stack then still answers its loopback names.
 */
export function configuredSiteHosts(repoRoot: string, warn: (line: string) => void): string[] {
  const file = join(repoRoot, 'config', 'head', 'head.yaml');
  try {
    const head = parse(readFileSync(file, 'utf8')) as { sites?: Record<string, { origin?: unknown }> } | null;
    const hosts: string[] = [];
    for (const site of Object.values(head?.sites ?? {})) {
      if (typeof site?.origin !== 'string') continue;
      try {
        hosts.push(new URL(site.origin).hostname.toLowerCase());
      } catch {
        warn(`${file}: origin "${site.origin}" is not a URL; its host is not answered`);
      }
    }
    return hosts;
  } catch (error) {
    warn(`${file} is not readable (${(error as Error).message}); only the loopback host names are answered`);
    return [];
  }
}

/** Host name and port of a `Host` header value (or an origin's host part); undefined if malformed. */
export function splitHost(value: string): { name: string; port: string | undefined } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  return { name: match[1].toLowerCase().replace(/\.$/, ''), port: match[2] };
}

/**
 * True when `host` (a Host header value, `name[:port]`) is one of the stack's own: one of
 * `names` on the stack's port. A Host without a port is accepted for the same names (port 80
 * behind a proxy); a name outside the list never is.
 */
export function isOwnHost(host: string | undefined, port: number, names: ReadonlySet<string>): boolean {
  if (!host) return false;
  const parsed = splitHost(host);
  if (!parsed) return false;
  if (parsed.port !== undefined && Number(parsed.port) !== port) return false;
  return names.has(parsed.name);
}

/**
 * True when `origin` (an Origin header value) is http(s) on one of the stack's own hosts and
 * on the stack's port: an origin without a port is on its scheme's default port (80, 443), so
 * `http://localhost` is another site than the stack at localhost:4173. Behind a proxy on the
 * default port (`requestHost` without a port, the same name) the page's origin is that Host.
 */
export function isOwnOrigin(origin: string, port: number, names: ReadonlySet<string>, requestHost?: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and garbage are nobody's own
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.pathname !== '/' || url.search || url.username) return false;
  const name = url.hostname.toLowerCase();
  if (!names.has(name)) return false;
  const originPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (originPort === port) return true;
  const proxied = requestHost === undefined ? undefined : splitHost(requestHost);
  return url.port === '' && proxied !== undefined && proxied.port === undefined && proxied.name === name;
}
