/**
 * Sends one file of the built portal the way nginx does (deploy/nginx/portal.conf): its
 * precompressed variant when the client accepts it, ETag and Last-Modified in nginx's format,
 * 304 for a matching conditional request, and the caching rule of server/serving/headers.ts.
 */
import { open, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { contentTypeOf } from './content-types.ts';
import { chooseEncoding, VARIANT_SUFFIX, type ContentCoding } from './encoding.ts';
import { cacheControlFor } from './headers.ts';
import type { Reply } from '../http-utils.ts';

interface FileInfo {
  size: number;
  mtimeMs: number;
}

async function infoOf(path: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** nginx's ETag: modification time in seconds and size, both hexadecimal. */
function etagOf(info: FileInfo): string {
  return `"${Math.floor(info.mtimeMs / 1000).toString(16)}-${info.size.toString(16)}"`;
}

function lastModifiedOf(info: FileInfo): string {
  return new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
}

/** RFC 9110 section 13.1: If-None-Match decides when present (weak comparison), else If-Modified-Since. */
function notModified(req: IncomingMessage, etag: string, info: FileInfo): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(info.mtimeMs / 1000) * 1000 <= since;
}

export interface SendOptions {
  req: IncomingMessage;
  /** The build listed the file as hashed (immutable.json): cached for a year. */
  hashed: boolean;
  status: number;
}

/**
 * Reads the file as one opened handle: its ETag and its bytes are the same version, and a file
 * replaced meanwhile (a save under `npm start` renames a new page over the old one and writes its
 * variants again) is either the old or the new one whole. Undefined when it is gone.
 */
async function readWhole(path: string): Promise<{ info: FileInfo; body: Buffer } | undefined> {
  let handle;
  try {
    handle = await open(path, 'r');
    const info = await handle.stat();
    return { info: { size: info.size, mtimeMs: info.mtimeMs }, body: await handle.readFile() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    await handle?.close();
  }
}

/** Sends `path` (already checked to be inside the build directory) with the given status. */
export async function sendFile(path: string, options: SendOptions): Promise<Reply> {
  // A variant removed between looking and reading (a save being written) is looked for again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const reply = await trySend(path, options);
    if (reply) return reply;
  }
  throw new Error(`${path} disappeared while being served`);
}

async function trySend(path: string, { req, hashed, status }: SendOptions): Promise<Reply | undefined> {
  if (!(await infoOf(path))) return undefined;
  const variants: ContentCoding[] = [];
  for (const coding of Object.keys(VARIANT_SUFFIX) as ContentCoding[]) {
    if (await infoOf(`${path}${VARIANT_SUFFIX[coding]}`)) variants.push(coding);
  }
  const encoding = chooseEncoding(req.headers['accept-encoding'], variants);
  const read = await readWhole(encoding === 'identity' ? path : `${path}${VARIANT_SUFFIX[encoding]}`);
  if (!read) return undefined;
  const contentType = contentTypeOf(path);
  const etag = etagOf(read.info);

  const headers: Record<string, string> = {
    'cache-control': cacheControlFor(contentType, hashed && (status === 200 || status === 304)),
    etag,
    'last-modified': lastModifiedOf(read.info),
  };
  // Caches must keep one copy per encoding whenever the answer depends on Accept-Encoding.
  if (variants.length > 0) headers.vary = 'Accept-Encoding';

  if (status === 200 && notModified(req, etag, read.info)) return { status: 304, headers };

  headers['content-type'] = contentType;
  headers['content-length'] = String(read.body.length);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { status, headers, body: req.method === 'HEAD' ? undefined : read.body };
}
