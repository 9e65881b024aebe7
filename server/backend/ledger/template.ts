/**
 * A new PGlite database begins with initdb: about 2 s of CPU and 800 MB at its peak, for the same
 * empty cluster every time. So it runs once per PGlite version and machine, and its data
 * directory is kept as a tarball in node_modules/.cache/local-bank/; every new database (a test's
 * in-memory one, a first `npm start`, `--fresh`) is unpacked from it in a fraction of that.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = '@electric-sql/pglite';

/** The installed PGlite's version: a cluster made by one version is not read by another. */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve(PACKAGE));
  // The entry point is in dist/; its package.json is the first one above it that names the package.
  for (;;) {
    try {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === PACKAGE && manifest.version) return manifest.version;
    } catch {
      // not here: look further up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${PACKAGE}`);
    dir = parent;
  }
}

const CACHE_DIR = join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'local-bank');

async function makeTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const fresh = await PGlite.create({ initDbStartParams: INITDB_PARAMS });
  try {
    return await fresh.dumpDataDir('none');
  } finally {
    await fresh.close();
  }
}

/**
 * 1 MB write-ahead-log segments instead of 16: an empty cluster of 30 MB instead of 40, unpacked
 * that much faster at every open; the local bank writes far less than a segment between checkpoints.
 */
const INITDB_PARAMS = ['--wal-segsize=1'];

const templateFile = async (): Promise<string> =>
  join(CACHE_DIR, `pglite-${await pgliteVersion()}-${INITDB_PARAMS.join('').replace(/[^A-Za-z0-9]+/g, '')}.tar`);

async function loadOrMake(): Promise<Blob> {
  const file = await templateFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet on this machine.
  }
  const template = await makeTemplate();
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a process reading at the same time sees all of it or none.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await template.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // A read-only node_modules: every database then runs initdb, slower but the same.
  }
  return template;
}

let cached: Promise<Blob> | undefined;

/** Drops a template a database could not be made from (a file cut short, say): the next call makes it again. */
export async function forgetClusterTemplate(): Promise<void> {
  cached = undefined;
  await rm(await templateFile(), { force: true });
}

/** The empty cluster to unpack a new database from (made at the first call on a machine). */
export function clusterTemplate(): Promise<Blob> {
  cached ??= loadOrMake().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
