/**
 * The API's and identity service's JSON answers, compressed on the fly when the client accepts it
 * (static files are precompressed at build time: serving/). Small answers go as they are: below
 * about a kilobyte, compression saves less than it costs.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Reply } from './http-utils.ts';
import { chooseEncoding } from './serving/encoding.ts';

const MIN_BYTES = 1024;

export function compressReply(reply: Reply, acceptEncoding: string | undefined): Reply {
  const headers = reply.headers ?? {};
  const type = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (reply.body === undefined || !/^(application\/json|text\/)/i.test(type) || Object.keys(headers).some((name) => name.toLowerCase() === 'content-encoding'))
    return reply;
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body;
  if (body.length < MIN_BYTES) return reply;
  const encoding = chooseEncoding(acceptEncoding, ['br', 'gzip']);
  const vary = { vary: 'Accept-Encoding' };
  if (encoding === 'identity') return { ...reply, headers: { ...headers, ...vary } };
  // Brotli at a middle quality: on the fly, speed matters as much as size.
  const compressed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
  return { ...reply, headers: { ...headers, ...vary, 'content-encoding': encoding }, body: compressed };
}
