/**
 * Build-time compression: every text file in the build gets `.br` and `.gz` siblings, so
 * neither the local server nor nginx compresses on the fly (and brotli can use its slowest,
 * smallest setting once instead of a fast one per request).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from './content-types.ts';
import { VARIANT_SUFFIX, type ContentCoding } from './encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressedFile {
  /** Path relative to the build directory, with forward slashes. */
  file: string;
  raw: number;
  /** Bytes of the variant, or undefined when it would not be smaller and was not written. */
  gzip: number | undefined;
  br: number | undefined;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

function isVariant(path: string): boolean {
  return Object.values(VARIANT_SUFFIX).some((suffix) => path.endsWith(suffix));
}

export async function compress(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 9 });
  return brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Writes the variant when it is smaller than the file; otherwise removes any old one. */
async function writeVariant(path: string, coding: ContentCoding, body: Buffer): Promise<number | undefined> {
  const target = `${path}${VARIANT_SUFFIX[coding]}`;
  const compressed = await compress(coding, body);
  if (compressed.length >= body.length) {
    await rm(target, { force: true });
    return undefined;
  }
  await writeFile(target, compressed);
  return compressed.length;
}

/**
 * Compresses every compressible file under `dir` and removes variants whose original is gone
 * (an earlier build in the same directory), so a stale `.br` can never be served for a new file.
 */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files: string[] = [];
  for await (const path of filesUnder(dir)) files.push(path);
  const originals = new Set(files.filter((path) => !isVariant(path)));

  for (const path of files) {
    if (!isVariant(path)) continue;
    const original = path.slice(0, path.lastIndexOf('.'));
    if (isCompressible(original) && !originals.has(original)) await rm(path, { force: true });
  }

  const results: CompressedFile[] = [];
  for (const path of originals) {
    if (!isCompressible(path)) continue;
    const body = await readFile(path);
    const [gz, br] = await Promise.all([writeVariant(path, 'gzip', body), writeVariant(path, 'br', body)]);
    results.push({ file: relative(dir, path).split('\\').join('/'), raw: body.length, gzip: gz, br });
  }
  return results.sort((a, b) => b.raw - a.raw);
}
