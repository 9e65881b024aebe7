/**
 * Bytes on the wire for a body in each coding, as the portal serves it: the build's own
 * compression settings (server/serving/precompress.ts), and the uncompressed file when the
 * variant would not be smaller (the build writes no variant then).
 */
import { compress } from '../../server/serving/precompress.ts';

export interface ServedBytes {
  raw: number;
  gzip: number;
  br: number;
}

export async function servedBytes(body: Buffer): Promise<ServedBytes> {
  const [gzip, br] = await Promise.all([compress('gzip', body), compress('br', body)]);
  return { raw: body.length, gzip: Math.min(gzip.length, body.length), br: Math.min(br.length, body.length) };
}

export function addBytes(a: ServedBytes, b: ServedBytes): ServedBytes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br };
}

export const NO_BYTES: ServedBytes = { raw: 0, gzip: 0, br: 0 };
