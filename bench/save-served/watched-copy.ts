/**
 * A served build that follows saves, as `npm start` runs it (server/main.ts --watch-config: the
 * same followSaves), over copies: a copy of a built dist/ and of config/, so a benchmark or a test
 * can save YAML files and watch the portal follow without touching the repository. The local
 * stack, the watcher and the incremental builder's child process are the real ones; only a full
 * build is refused (a save that needs one fails the run instead of taking minutes).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../server/local-stack.ts';
import type { LocalStack } from '../../server/options.ts';
import { followSaves, type SavesFollowed } from '../../tools/save-to-served/follow-saves.ts';
import { PRERENDER_ENTRY, prerenderDirOf } from '../../server/serving/prerender-dir.ts';

export interface WatchedCopy {
  /** The prerender entry of the copied build. */
  renderEntry: string;
  stack: LocalStack;
  /** The copies: `dist`, `config`. */
  work: string;
  distDir: string;
  configDir: string;
  /** What the watcher said, one entry per save. */
  said: string[];
  /** Replaces `search` by `replacement` in a config file of the copy (path relative to config/); throws when absent. */
  edit(file: string, search: string, replacement: string): Promise<void>;
  /** Resolves when no save is waiting or being written. */
  settled(): Promise<void>;
  /** The page's HTML as served (no cache). */
  html(path: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

export async function startWatchedCopy(repoRoot: string, builtDist = join(repoRoot, 'dist')): Promise<WatchedCopy> {
  const renderEntry = join(prerenderDirOf(repoRoot, builtDist), PRERENDER_ENTRY);
  if (!existsSync(join(builtDist, 'routes.json')) || !existsSync(renderEntry)) throw new Error(`no build at ${builtDist}: run npm run build first`);
  const work = await mkdtemp(join(tmpdir(), 'portal-saves-'));
  const distDir = join(work, 'dist');
  const configDir = join(work, 'config');
  await cp(builtDist, distDir, { recursive: true });
  await cp(join(repoRoot, 'config'), configDir, { recursive: true });
  const said: string[] = [];
  // The flag service serves the copy's config/flags/, as npm start serves the config it watches.
  const stack = await startLocalStack({ distDir, port: 0, configDir });
  let followed: SavesFollowed | undefined;
  try {
    followed = followSaves({
      repoRoot,
      distDir,
      configDir,
      renderEntry,
      build: async () => ({ ok: false, output: 'a full build was asked for, which this copy does not run' }),
      recentPages: stack.recentPages,
      say: (line) => said.push(line),
    });
    // Saves are measured from a child that has started, as after `npm start` has printed its address.
    await followed.ready();
  } catch (error) {
    followed?.close();
    await stack.close();
    throw error;
  }
  const started = followed;
  return {
    renderEntry,
    stack,
    work,
    distDir,
    configDir,
    said,
    async edit(file, search, replacement) {
      const path = join(configDir, file);
      const text = await readFile(path, 'utf8');
      if (!text.includes(search)) throw new Error(`${file} has no "${search}"`);
      await writeFile(path, text.replace(search, replacement));
    },
    settled: () => started.settled(),
    async html(path) {
      const response = await fetch(`${stack.url}${path}`, { headers: { accept: 'text/html', 'cache-control': 'no-cache' } });
      return { status: response.status, text: await response.text() };
    },
    async close() {
      started.close();
      await stack.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
