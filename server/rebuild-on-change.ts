/**
 * The running local portal follows config/: a change (a page added, a menu edited) starts one
 * build after the edits settle, into a folder beside the served one, which replaces it only
 * when the build succeeded. Meanwhile, and after a failed build, the last good build is served.
 * One line per rebuild; a failed build's output in full. The server re-reads routes.json when
 * it changes, so a new page answers 200 as soon as its build is in place.
 */
import { watch, type FSWatcher } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

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
  /** Quiet time after the last change before building (editors save in several steps). Default 300 ms. */
  debounceMs?: number;
  say: (line: string) => void;
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
  const debounce = options.debounceMs ?? 300;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let changed = new Set<string>();
  let closed = false;

  const rebuild = async (): Promise<void> => {
    const files = [...changed];
    changed = new Set();
    const started = Date.now();
    const what = files.length === 1 ? files[0] : `${files.length} files`;
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

  const watchers: FSWatcher[] = options.watch.map((dir) =>
    watch(dir, { recursive: true }, (_event, file) => {
      // Named from the watched folder's parent, as people say it: config/pages/faq.yaml.
      changed.add(relative(dirname(resolve(dir)), resolve(dir, file ? String(file) : '.')));
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
