/**
 * immutable.json, written by the build (tools/serving/finish-build.ts): the files Vite emitted
 * with a content hash in their name, as URL paths (`/assets/index-Biqrn2W_.js`). Only these
 * are cached for a year; the list is the truth because a name alone is ambiguous.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const IMMUTABLE_FILE = 'immutable.json';

export class ImmutableListError extends Error {
  override name = 'ImmutableListError';
}

const SAFE_ASSET = /^\/assets\/(?:[A-Za-z0-9._~-]+\/)*[A-Za-z0-9._~-]+$/;

/** Checks the list's shape: URL paths under /assets/ that are safe in nginx configuration. */
export function parseImmutable(value: unknown): string[] {
  if (!Array.isArray(value)) throw new ImmutableListError(`${IMMUTABLE_FILE} must be a JSON array of paths`);
  return value.map((entry, index) => {
    if (typeof entry !== 'string' || !SAFE_ASSET.test(entry) || entry.split('/').includes('..')) {
      throw new ImmutableListError(`${IMMUTABLE_FILE}[${index}] is not a path under /assets/ of letters, digits and . _ ~ -: ${JSON.stringify(entry)}`);
    }
    return entry;
  });
}

const cache = new Map<string, { stamp: string; files: Set<string> }>();

/** The build's hashed files; empty when the build has no list (nothing is then immutable). */
export async function loadImmutable(distDir: string): Promise<Set<string>> {
  const path = join(distDir, IMMUTABLE_FILE);
  let stamp: string;
  try {
    const info = await stat(path);
    stamp = `${info.mtimeMs}:${info.size}`;
  } catch {
    cache.delete(path);
    return new Set();
  }
  const cached = cache.get(path);
  if (cached?.stamp === stamp) return cached.files;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new ImmutableListError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const files = new Set(parseImmutable(value));
  cache.set(path, { stamp, files });
  return files;
}
