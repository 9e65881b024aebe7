#!/usr/bin/env node
/**
 * `npm run portal`: runs the `portal` command (tools/portal/main.ts) from a bundle built by esbuild
 * when a source file it was built from changed: tsx would compile every TypeScript file of the
 * command on each run. The bundle is split where command-line.ts imports a command, so a run loads only
 * its own command's code (the language server's and the review's packages are most of the rest).
 * It is kept in node_modules/.cache/portal-cli/<build>/ with the list of its inputs (path, size,
 * modification time) in a manifest of the checkout's own: checkouts sharing one node_modules (git
 * worktrees) would otherwise each rebuild over the other's. A run checks the list (a few ms) and
 * imports the bundle. Plain JavaScript, so it needs no loader itself.
 *
 * With npm start running, a question (resolve, explain, who) is first put to its answer service,
 * which has the command loaded and its validation read (answer-client.mjs); without it, or when it
 * does not answer, the command runs here as before.
 *
 * Each module of the bundle keeps its own `import.meta.url` (the plugin below writes it in), so
 * code that finds files beside itself (schemas/, server/backend/product-offers.json) still does.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { askAnswerService } from './answer-client.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const entry = join(repoRoot, 'tools', 'portal', 'main.ts');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'portal-cli');
const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
const manifestFile = join(cacheDir, `manifest-${checkout}.json`);
const answerSocket = join(cacheDir, `answers-${checkout}.sock`);
/** Builds kept beside the newest: another checkout's, or one a running command still reads. */
const KEPT_BUILDS = 6;

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
  // Named by an older run (one bundled file), or removed since as one of the oldest builds: built again.
  return typeof manifest.build === 'string' && existsSync(join(cacheDir, manifest.build, 'main.js')) ? manifest.build : undefined;
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
    entryPoints: { main: entry },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    absWorkingDir: repoRoot,
    outdir: cacheDir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMeta],
  });
  const contents = createHash('sha256');
  for (const file of result.outputFiles) contents.update(relative(cacheDir, file.path)).update(file.contents);
  const name = `portal-${contents
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12)}`;
  const inputs = {};
  for (const path of Object.keys(result.metafile.inputs)) {
    const info = statSync(join(repoRoot, path));
    inputs[relative(repoRoot, join(repoRoot, path))] = { size: info.size, mtimeMs: info.mtimeMs };
  }
  // Written in a folder of its own, then renamed: two runs building at once never read half a build.
  const temporary = join(cacheDir, `.${process.pid}-${name}`);
  for (const file of result.outputFiles) {
    const target = join(temporary, relative(cacheDir, file.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  try {
    renameSync(temporary, join(cacheDir, name));
  } catch {
    // The same build is there already (another run, another checkout): the same files.
    rmSync(temporary, { recursive: true, force: true });
  }
  writeFileSync(`${manifestFile}.${process.pid}`, JSON.stringify({ build: name, inputs }));
  renameSync(`${manifestFile}.${process.pid}`, manifestFile);
  forgetOldBuilds(name);
  return name;
}

/** Removes all but the newest builds (and the bundles of before the split). */
function forgetOldBuilds(current) {
  try {
    const builds = readdirSync(cacheDir, { withFileTypes: true })
      .filter((entry) => entry.name.startsWith('portal-') && entry.name !== current)
      .map((entry) => ({ path: join(cacheDir, entry.name), at: statSync(join(cacheDir, entry.name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { path } of builds.slice(KEPT_BUILDS)) rmSync(path, { recursive: true, force: true });
  } catch {
    // Another run removed it first: nothing to do.
  }
}

const built = freshBundle() ?? (await bundle());
// The code's version for the validations it keeps (tools/config/validation-cache.ts): its build's name.
process.env.PORTAL_CODE_VERSION = built;
// Where npm start's answer service listens (answer-service/serve.ts); a test names its own.
process.env.PORTAL_ANSWER_SOCKET ||= answerSocket;
const answered = existsSync(process.env.PORTAL_ANSWER_SOCKET)
  ? await askAnswerService(process.env.PORTAL_ANSWER_SOCKET, { build: built, argv: process.argv.slice(2) })
  : undefined;
if (answered) {
  process.stdout.write(answered.stdout);
  process.stderr.write(answered.stderr);
  process.exitCode = answered.code;
} else {
  await import(pathToFileURL(join(cacheDir, built, 'main.js')).href);
}
