import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { text, type Reply } from '../http-utils.ts';
import { CACHE_CONTROL, SECURITY_HEADERS } from './headers.ts';
import { BUILD_ONLY_FILES } from './build-only.ts';
import { ImmutableListError, loadImmutable } from './immutable.ts';
import { loadRoutes } from './routes-file.ts';
import { answerPath, RoutesError } from './routes.ts';
import { sendFile } from './static-send.ts';

/** Vite puts its files here: a miss is a stale chunk and must fail visibly, never load HTML. */
const ASSETS_PREFIX = '/assets/';

export const NOT_BUILT_MESSAGE = 'portal not built: run npm run build';

/** Files the build writes for the servers, not for browsers: not served (404), as on nginx. */
const BUILD_ONLY = new Set(BUILD_ONLY_FILES);

const OUTSIDE = text(403, 'forbidden: the path leaves the portal directory\n');

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The portal's static files: one serving rule for both servers (deploy/nginx/portal.conf does
 * the same). In order:
 * 1. a path naming a file of the build gets that file;
 * 2. a missing /assets/ file is a plain 404;
 * 3. with dist/routes.json: a path under a known locale that a page answers gets the page's
 *    prerendered HTML (`<path>/index.html`) or else the app shell, 200; one that no page
 *    answers gets `<locale>/404.html` or else the shell, with status 404; outside the locales,
 *    the app's entry points (`/`, `/login`) on a site's own host redirect (302) to that site's
 *    home and login page, elsewhere get the shell, 200, and any other path the default
 *    locale's 404.html, 404;
 * 4. without routes.json (a build before pages as configuration): `<path>/index.html` for a
 *    directory path that has one, else the app shell (index.html), 200.
 */
async function answerStatic(distDir: string, req: IncomingMessage, url: URL): Promise<Reply> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    return text(405, `${method} is not allowed on the portal; use GET\n`, { allow: 'GET, HEAD' });
  }
  const root = resolve(distDir);
  if (!(await isFile(join(root, 'index.html')))) return text(503, `${NOT_BUILT_MESSAGE}\n`);

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return text(400, 'bad request: the path is not valid percent-encoding\n');
  }
  if (pathname.includes('\0')) return text(400, 'bad request: the path contains a NUL byte\n');
  // URL parsing already removes literal ../, but encoded %2e%2e%2f survives until decoding.
  if (!isInside(root, join(root, pathname))) return OUTSIDE;
  // Compared after normalising, so //nginx-build.conf or /assets/../routes.json are the same file.
  if (BUILD_ONLY.has(relative(root, join(root, pathname)))) return text(404, `not found: ${url.pathname}\n`);

  /** Sends the first of these files (paths below the build directory) that exists. */
  const sendFirst = async (candidates: string[], status: number): Promise<Reply | undefined> => {
    for (const candidate of candidates) {
      const file = join(root, candidate);
      if (!isInside(root, file) || !(await isFile(file))) continue;
      // A symlink inside dist must not lead outside it either.
      if (!isInside(await realpath(root), await realpath(file))) return OUTSIDE;
      const immutable = await loadImmutable(root);
      return sendFile(file, { req, hashed: immutable.has(`/${relative(root, file).split('\\').join('/')}`), status });
    }
    return undefined;
  };
  const shellOr = async (candidates: string[], status: number): Promise<Reply> =>
    (await sendFirst([...candidates, '/index.html'], status)) ?? text(503, `${NOT_BUILT_MESSAGE}\n`);
  const directoryIndex = pathname.endsWith('/') ? [`${pathname}index.html`] : [];

  if (!pathname.endsWith('/')) {
    const file = await sendFirst([pathname], 200);
    if (file) return file;
  }
  if (url.pathname.startsWith(ASSETS_PREFIX)) return text(404, `not found: ${url.pathname}\n`);

  const routes = await loadRoutes(root);
  if (!routes) return shellOr(directoryIndex, 200);
  const answer = answerPath(routes, pathname, req.headers.host);
  switch (answer.kind) {
    case 'site-entry':
      // Asked again on every visit (the config decides the site's locale), as HTML is.
      return { status: 302, headers: { location: `${answer.to}${url.search}`, 'cache-control': CACHE_CONTROL.html }, body: '' };
    case 'page':
      return shellOr([answer.htmlFile], 200);
    case 'not-found':
      return shellOr([answer.htmlFile], 404);
    case 'app-entry':
      return shellOr([], 200);
  }
}

/**
 * Serves the built portal: files, prerendered pages, 404 pages and the app shell, every
 * answer with the production security headers (server/serving/headers.ts).
 */
export async function serveStatic(distDir: string, req: IncomingMessage, url: URL): Promise<Reply> {
  let reply: Reply;
  try {
    reply = await answerStatic(distDir, req, url);
  } catch (error) {
    // A broken routes.json or immutable.json is a build bug: say which file and field.
    if (!(error instanceof RoutesError || error instanceof ImmutableListError)) throw error;
    reply = text(500, `the portal build is broken: ${error.message}\n`);
  }
  return { ...reply, headers: { ...SECURITY_HEADERS, ...reply.headers } };
}
