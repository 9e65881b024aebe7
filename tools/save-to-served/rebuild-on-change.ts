/**
 * The running local portal follows config/: a save (a page added, a menu edited) is written into
 * the served build by the incremental builder (tools/save-to-served/incremental-rebuild.ts: only what the save
 * changed, within a second), and a change it cannot make alone (schemas/, another locale list, a
 * failure) starts one full build after the edits settle, into a folder beside the served one,
 * which replaces it only when the build succeeded. Meanwhile, and after a save with findings or a
 * failed build, the last good build is served. One line per save; findings and a failed build's
 * output in full. The server re-reads routes.json when it changes, so a new page answers 200 as
 * soon as it is written.
 */
import { rename, rm } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import type { UpdateOutcome } from './incremental-protocol.ts';
import { followFolders, type FolderFollower } from '../../src/node/follow-folders.ts';

export interface BuildOutcome {
  ok: boolean;
  /** What the build printed: shown when it failed. */
  output: string;
}

export interface RebuildOptions {
  /** Folders whose changes start a build (config/, schemas/). */
  watch: string[];
  /** The served build; replaced by a successful rebuild. */
  distDir: string;
  /** Builds the portal into `outDir` (an empty folder beside distDir). */
  build: (outDir: string) => Promise<BuildOutcome>;
  /** Quiet time after the last change before building (an editor saves in several steps, all within a few ms). Default 50 ms. */
  debounceMs?: number;
  say: (line: string) => void;
  /** Writes a save of config/ into the served build without a full build (tools/save-to-served/incremental-rebuild.ts). */
  incremental?: { update(first: readonly string[], changed?: readonly string[]): Promise<UpdateOutcome>; restart(): void };
  /** The pages somebody looked at last (URL paths): a save draws them first. */
  recentPages?: () => readonly string[];
  /** Where a build folder's prerender entry is (server/serving/prerender-dir.ts): it moves with its build. */
  prerenderDirOf?: (buildDir: string) => string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** Says what a save did; false when a full build has to follow. */
function saidSave(what: string, outcome: UpdateOutcome, say: (line: string) => void): boolean {
  switch (outcome.kind) {
    case 'updated': {
      const cpu = outcome.firstPageCpuMilliseconds === null ? '' : ` (${seconds(outcome.firstPageCpuMilliseconds)} of CPU)`;
      const first = outcome.firstPageMilliseconds === null ? '' : `, the first page in ${seconds(outcome.firstPageMilliseconds)}${cpu}`;
      say(
        `${what} changed: served in ${seconds(outcome.milliseconds)}${first} (${outcome.drawn} pages drawn again, ${outcome.renamed} renamed, ${outcome.removed} removed; ` +
          `validation ${seconds(outcome.validationMilliseconds)}, config modules of ${outcome.localesRemade} ${outcome.localesRemade === 1 ? 'locale' : 'locales'} ${seconds(outcome.modulesMilliseconds)})`,
      );
      return true;
    }
    case 'unchanged':
      say(`${what} changed: no page of the portal shows a difference (${seconds(outcome.milliseconds)})`);
      return true;
    case 'invalid':
      say(`${what} changed: config/ has findings, so the portal keeps serving the last good build:\n${outcome.problems.join('\n')}`);
      return true;
    case 'needs-full-build':
      say(`${what} changed: ${outcome.reason}, so the whole portal is built again (the last good build is served meanwhile)`);
      return false;
    case 'failed':
      say(
        `${what} changed: writing the save alone failed, so the whole portal is built again (the last good build is served meanwhile). It said:\n${outcome.message}`,
      );
      return false;
  }
}

export interface Rebuilder {
  /** Resolves when no build runs or waits (tests wait on it after a change). */
  settled(): Promise<void>;
  close(): void;
}

export function rebuildOnChange(options: RebuildOptions): Rebuilder {
  const dist = resolve(options.distDir);
  const next = `${dist}-next`;
  const old = `${dist}-old`;
  const debounce = options.debounceMs ?? 50;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let changed = new Set<string>();
  let closed = false;

  const rebuild = async (): Promise<void> => {
    const files = [...changed];
    changed = new Set();
    const started = Date.now();
    const what = (files.length === 1 ? files[0] : undefined) ?? `${files.length} files`;
    if (options.incremental && files.every((file) => file === 'config' || file.startsWith(`config${sep}`))) {
      // Relative to config/, as the save's child names them ('' is config/ itself, replaced as a whole).
      const saved = files.map((file) =>
        file
          .slice('config'.length + 1)
          .split(sep)
          .join('/'),
      );
      const outcome = await options.incremental.update(options.recentPages?.() ?? [], saved);
      if (saidSave(what, outcome, options.say)) return;
    }
    await rm(next, { recursive: true, force: true });
    const outcome = await options.build(next).catch((error: Error): BuildOutcome => ({ ok: false, output: error.message }));
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    if (!outcome.ok) {
      await rm(next, { recursive: true, force: true });
      options.say(`${what} changed: the build failed, so the portal keeps serving the last good build. The build said:\n${outcome.output.trimEnd()}`);
      return;
    }
    // Two renames: the served folder is missing only between them, not for the build's length.
    await rm(old, { recursive: true, force: true });
    await rename(dist, old).catch(() => undefined);
    await rename(next, dist);
    await rm(old, { recursive: true, force: true });
    if (options.prerenderDirOf) {
      // The served build's prerender entry is the one just built (a save draws pages with it).
      await rm(options.prerenderDirOf(dist), { recursive: true, force: true });
      await rename(options.prerenderDirOf(next), options.prerenderDirOf(dist)).catch(() => undefined);
    }
    // The incremental builder read the build it replaced: it reads this one from its next save.
    options.incremental?.restart();
    options.say(`${what} changed: rebuilt in ${seconds} s, now serving the new build`);
  };

  const run = (): void => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = rebuild().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };

  // Folders, not files (src/node/follow-folders.ts): a file an editor or git replaced by a rename
  // stays followed, so its later saves are served too.
  const watchers: FolderFollower[] = options.watch.map((dir) =>
    followFolders([dir], (path) => {
      // Named from the watched folder's parent, as people say it: config/pages/faq.yaml.
      changed.add(relative(dirname(resolve(dir)), path));
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, debounce);
    }),
  );

  return {
    async settled() {
      while (timer || running) {
        if (running) await running;
        else await new Promise((r) => setTimeout(r, debounce / 2));
      }
    },
    close() {
      closed = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
