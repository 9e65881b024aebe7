#!/usr/bin/env node
/**
 * `npm run portal`: runs the `portal` command (tools/portal/main.ts) from one bundled file, built
 * by esbuild when a source file it was built from changed. tsx compiled every
 * TypeScript file of the command on each run: 3.2 s where `node -e 0` takes 0.1 s. The bundle is
 * kept in node_modules/.cache/portal-cli/ with the list of its inputs (path, size, modification
 * time); a run checks the list (a few ms) and imports the bundle. Plain JavaScript, so it needs
 * no loader itself.
 *
 * Each module of the bundle keeps its own `import.meta.url` (the plugin below writes it in), so
 * code that finds files beside itself (schemas/, server/backend/product-offers.json) still does.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(repoRoot, 'tools', 'portal', 'main.ts');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'portal-cli');
const manifestFile = join(cacheDir, 'manifest.json');

/** The bundle named by the manifest, if every input is as it was when it was built. */
function freshBundle() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return undefined;
  }
  for (const [path, { size, mtimeMs }] of Object.entries(manifest.inputs ?? {})) {
    try {
      const info = statSync(join(repoRoot, path));
      if (info.size !== size || info.mtimeMs !== mtimeMs) return undefined;
    } catch {
      return undefined;
    }
  }
  return join(cacheDir, manifest.bundle);
}

/** esbuild: each module's import.meta.url, dirname and filename as its source file's. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => {
      if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : 'js' };
    });
  },
};

async function bundle() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    absWorkingDir: repoRoot,
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMeta],
  });
  const [output] = result.outputFiles;
  const name = `portal-${output.hash.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}.mjs`;
  const inputs = {};
  for (const path of Object.keys(result.metafile.inputs)) {
    const info = statSync(join(repoRoot, path));
    inputs[relative(repoRoot, join(repoRoot, path))] = { size: info.size, mtimeMs: info.mtimeMs };
  }
  mkdirSync(cacheDir, { recursive: true });
  // Written under a name of its own, then renamed: two runs building at once never read half a file.
  const temporary = join(cacheDir, `.${process.pid}-${name}`);
  writeFileSync(temporary, output.contents);
  renameSync(temporary, join(cacheDir, name));
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify({ bundle: name, inputs }));
  renameSync(`${manifestFile}.${process.pid}`, manifestFile);
  return join(cacheDir, name);
}

const bundled = freshBundle() ?? (await bundle());
// The code's version for the validations it keeps (tools/config/validation-cache.ts): its bundle's name.
process.env.PORTAL_CODE_VERSION = basename(bundled);
await import(pathToFileURL(bundled).href);
