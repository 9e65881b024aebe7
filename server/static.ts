import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { text, type Reply } from './http-utils.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Vite puts content-hashed files here: safe to cache forever, and never an app route. */
const ASSETS_PREFIX = '/assets/';

export const NOT_BUILT_MESSAGE = 'portal not built: run npm run build';

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

async function fileAt(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    // Missing or unreadable: the caller falls back to the app shell.
  }
  return undefined;
}

async function sendFile(path: string, pathname: string, head: boolean): Promise<Reply> {
  const body = await readFile(path);
  const isAsset = pathname.startsWith(ASSETS_PREFIX);
  return {
    status: 200,
    headers: {
      'content-type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      'content-length': String(body.length),
      // index.html must be revalidated so a rebuild is picked up; hashed assets never change.
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    },
    body: head ? undefined : body,
  };
}

/**
 * Serves the built portal with an SPA fallback: any path that is not a file gets
 * index.html, so deep links like /de-de/login/ load the app, which then routes.
 */
export async function serveStatic(distDir: string, req: IncomingMessage, url: URL): Promise<Reply> {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    return text(405, `${method} is not allowed on the portal; use GET\n`, { allow: 'GET, HEAD' });
  }
  const root = resolve(distDir);
  const index = join(root, 'index.html');
  if (!(await fileAt(index))) return text(503, `${NOT_BUILT_MESSAGE}\n`);

  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return text(400, 'bad request: the path is not valid percent-encoding\n');
  }
  if (pathname.includes('\0')) return text(400, 'bad request: the path contains a NUL byte\n');

  // URL parsing already removes literal ../, but encoded %2e%2e%2f survives until decoding.
  const target = join(root, pathname);
  if (!isInside(root, target)) return text(403, 'forbidden: the path leaves the portal directory\n');

  const file = await fileAt(target);
  // A symlink inside dist must not lead outside it either.
  if (file && isInside(await realpath(root), await realpath(file))) return sendFile(file, url.pathname, method === 'HEAD');
  if (file) return text(403, 'forbidden: the path leaves the portal directory\n');

  if (url.pathname.startsWith(ASSETS_PREFIX)) return text(404, `not found: ${url.pathname}\n`);
  return sendFile(index, '/index.html', method === 'HEAD');
}
