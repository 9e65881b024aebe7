/**
 * `npm start`'s save-to-served path, started by the stack's command (server/main.ts
 * --watch-config, loaded on demand as the preview is): follows config/ and schemas/, writes a save
 * of config/ into the served build through the incremental builder (its child keeps the
 * validators and the prerender warm), and builds the whole portal again when schemas/ change or
 * the incremental step cannot (rebuild-on-change.ts). The last good build is served meanwhile.
 */
import { join } from 'node:path';
import { PRERENDER_ENTRY, prerenderDirOf } from '../../server/serving/prerender-dir.ts';
import { startIncrementalBuilder } from './incremental-rebuild.ts';
import { rebuildOnChange } from './rebuild-on-change.ts';
import { viteBuild } from './vite-build.ts';

export interface FollowSavesOptions {
  repoRoot: string;
  /** The served build, written in place. */
  distDir: string;
  /** The pages somebody looked at last, drawn first (the stack's record). */
  recentPages: () => readonly string[];
  /** Each rebuild's full output, not only a failure's. */
  verbose: boolean;
  /** One line for the person who runs the portal. */
  say: (line: string) => void;
}

/** Starts following saves; the returned function stops the watcher and the child. */
export function followSaves({ repoRoot, distDir, recentPages, verbose, say }: FollowSavesOptions): () => void {
  const incremental = startIncrementalBuilder({
    repoRoot,
    distDir,
    renderEntry: join(prerenderDirOf(repoRoot, distDir), PRERENDER_ENTRY),
    onStart: (outcome) =>
      say(
        `config/ changed while the portal was built: ${outcome.kind === 'updated' ? `now served (${outcome.drawn} pages drawn again)` : outcome.kind === 'invalid' ? `it has findings:\n${outcome.problems.join('\n')}` : outcome.kind}`,
      ),
  });
  const rebuilder = rebuildOnChange({
    watch: [join(repoRoot, 'config'), join(repoRoot, 'schemas')],
    distDir,
    build: (outDir) => viteBuild(repoRoot, outDir, verbose),
    prerenderDirOf: (dir) => prerenderDirOf(repoRoot, dir),
    incremental,
    recentPages,
    say,
  });
  return () => {
    rebuilder.close();
    incremental.close();
  };
}
