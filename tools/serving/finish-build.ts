/**
 * The last step of every build (tools/vite/build-plugin.ts runs it after prerendering; a step that writes HTML
 * after Vite runs `npx tsx tools/serving/cli.ts finish <dir>` again): checks what caching and
 * the Content-Security-Policy rely on, writes the nginx page locations from routes.json and
 * precompresses every text file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { INLINE_SCRIPT_HASHES } from '../../server/serving/headers.ts';
import { IMMUTABLE_FILE, loadImmutable } from '../../server/serving/immutable.ts';
import { BUILD_CONF_FILE, nginxBuildConf } from '../../server/serving/nginx.ts';
import { precompressDirectory, type CompressedFile } from '../../server/serving/precompress.ts';
import { loadRoutes } from '../../server/serving/routes-file.ts';
import type { Routes } from '../../server/serving/routes.ts';
import { emittedAssets, hashedNameProblems } from './hashed-names.ts';
import { findInlineProblems } from './inline-code.ts';

export class BuildCheckError extends Error {
  override name = 'BuildCheckError';
}

export interface FinishOptions {
  /**
   * Files Vite emitted (`assets/index-AbCd1234.js`): their names are checked and those under
   * assets/ become immutable.json. Without it (a later step finishing again) the list stays.
   */
  emitted?: Iterable<string>;
}

export interface FinishReport {
  compressed: CompressedFile[];
  routes: Routes | undefined;
  /** URL paths cached as immutable. */
  immutable: string[];
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path, base)));
    else if (entry.isFile()) files.push(relative(base, path).split('\\').join('/'));
  }
  return files;
}

export async function finishBuild(outDir: string, options: FinishOptions = {}): Promise<FinishReport> {
  const files = (await filesUnder(outDir)).filter((file) => !file.endsWith('.br') && !file.endsWith('.gz'));
  const problems: string[] = [];
  if (options.emitted) problems.push(...hashedNameProblems(options.emitted));
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const problem of findInlineProblems(await readFile(join(outDir, file), 'utf8'), INLINE_SCRIPT_HASHES)) {
      problems.push(`${file}: ${problem.what}\n    ${problem.excerpt}`);
    }
  }
  if (problems.length > 0) throw new BuildCheckError(`the build breaks the serving rules (${problems.length}):\n  ${problems.join('\n  ')}`);

  if (options.emitted) await writeFile(join(outDir, IMMUTABLE_FILE), `${JSON.stringify(emittedAssets(options.emitted), null, 1)}\n`);
  const immutable = [...(await loadImmutable(outDir))];
  // Throws RoutesError naming the field when routes.json breaks its contract.
  const routes = await loadRoutes(outDir);
  await writeFile(join(outDir, BUILD_CONF_FILE), nginxBuildConf(routes, immutable));
  return { compressed: await precompressDirectory(outDir), routes, immutable };
}

function kB(bytes: number | undefined): string {
  return bytes === undefined ? '      -' : `${(bytes / 1024).toFixed(1).padStart(7)}`;
}

/** A table of the largest files: raw, gzip and brotli kB. */
export function sizeTable(compressed: CompressedFile[], limit = 8): string {
  const rows = compressed.slice(0, limit).map((file) => `  ${kB(file.raw)} ${kB(file.gzip)} ${kB(file.br)}  ${file.file}`);
  return ['      raw    gzip  brotli  (kB)', ...rows].join('\n');
}
