/**
 * Writes one file of a build that is being served, so that no request sees half of it: the new
 * text goes to a temporary name and is renamed over the old (a rename is atomic on one file
 * system), and the file's precompressed variants are removed first and written after, so a
 * client asking for brotli in between gets the new file uncompressed, never the old one's `.br`.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isCompressible } from '../../server/serving/content-types.ts';
import { VARIANT_SUFFIX } from '../../server/serving/encoding.ts';
import { compress, qualityFor } from '../../server/serving/precompress.ts';

let serial = 0;

async function replaceAtomically(target: string, content: string | Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}-${(serial += 1)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, target);
}

/** `file` relative to the build folder, with forward slashes. */
export async function writeServedFile(distDir: string, file: string, content: string): Promise<void> {
  const compressVariants = await writeServedFileFirst(distDir, file, content);
  await compressVariants();
}

/**
 * The file served at once, uncompressed; its compressed variants written when the returned
 * function is called. A save calls it after the page somebody looks at: compressing a config
 * module at brotli's highest quality took longer than drawing that page.
 */
export async function writeServedFileFirst(distDir: string, file: string, content: string): Promise<() => Promise<void>> {
  const target = join(distDir, file);
  await mkdir(dirname(target), { recursive: true });
  const compressible = isCompressible(target);
  if (compressible) await Promise.all(Object.values(VARIANT_SUFFIX).map((suffix) => rm(`${target}${suffix}`, { force: true })));
  await replaceAtomically(target, content);
  if (!compressible) return async () => undefined;
  return () => writeVariants(target, file, content);
}

async function writeVariants(target: string, file: string, content: string): Promise<void> {
  const body = Buffer.from(content);
  await Promise.all(
    (['gzip', 'br'] as const).map(async (coding) => {
      const compressed = await compress(coding, body, qualityFor(file));
      // As the build does: a variant only where it is smaller (server/serving/precompress.ts).
      if (compressed.length < body.length) await replaceAtomically(`${target}${VARIANT_SUFFIX[coding]}`, compressed);
    }),
  );
}

/** Removes a page that no longer exists, with its variants. */
export async function removeServedFile(distDir: string, file: string): Promise<void> {
  const target = join(distDir, file);
  await Promise.all([target, ...Object.values(VARIANT_SUFFIX).map((suffix) => `${target}${suffix}`)].map((path) => rm(path, { force: true })));
}
