/**
 * `npm start`'s save-to-served path, started by the stack's command (server/main.ts
 * --watch-config, loaded on demand as the preview is): follows config/ and schemas/, writes a save
 * of config/ into the served build through the incremental builder (its child keeps the
 * validators and the prerender warm), and builds the whole portal again when schemas/ change or
 * the incremental step cannot (rebuild-on-change.ts). The last good build is served meanwhile.
 * The save benchmark and the save-served browser test run this same wiring over copies.
 */
import { join } from 'node:path';
import { PRERENDER_ENTRY, prerenderDirOf } from '../../server/serving/prerender-dir.ts';
import { startIncrementalBuilder } from './incremental-rebuild.ts';
import { rebuildOnChange, type BuildOutcome } from './rebuild-on-change.ts';
import { viteBuild } from './vite-build.ts';

export interface FollowSavesOptions {
  repoRoot: string;
  /** The served build, written in place. */
  distDir: string;
  /** The pages somebody looked at last, drawn first (the stack's record). */
  recentPages: () => readonly string[];
  /** One line for the person who runs the portal, per save. */
  say: (line: string) => void;
  /** Each full build's whole output, not only a failed one's. */
  verbose?: boolean;
  /**
   * The config folder followed. Default <repoRoot>/config, with schemas/ beside it; a copy of
   * config/ (a benchmark's) is followed alone, since nobody edits the repository's schemas under it.
   */
  configDir?: string;
  /** The prerender entry the child draws with. Default the served build's (server/serving/prerender-dir.ts); a copied build's is its original's. */
  renderEntry?: string;
  /** A full build into an empty folder. Default `vite build`. */
  build?: (outDir: string) => Promise<BuildOutcome>;
}

export interface SavesFollowed {
  /** Resolves once the child has read the served build: a save from now on is measured as after npm start's address. */
  ready(): Promise<void>;
  /** Resolves when no save is waiting or being written. */
  settled(): Promise<void>;
  close(): void;
}

export function followSaves(options: FollowSavesOptions): SavesFollowed {
  const { repoRoot, distDir, say } = options;
  const incremental = startIncrementalBuilder({
    repoRoot,
    distDir,
    renderEntry: options.renderEntry ?? join(prerenderDirOf(repoRoot, distDir), PRERENDER_ENTRY),
    configDir: options.configDir,
    onStart: (outcome) =>
      say(
        `config/ changed while the portal was built: ${outcome.kind === 'updated' ? `now served (${outcome.drawn} pages drawn again)` : outcome.kind === 'invalid' ? `it has findings:\n${outcome.problems.join('\n')}` : outcome.kind}`,
      ),
  });
  const rebuilder = rebuildOnChange({
    watch: options.configDir ? [options.configDir] : [join(repoRoot, 'config'), join(repoRoot, 'schemas')],
    distDir,
    build: options.build ?? ((outDir) => viteBuild(repoRoot, outDir, options.verbose ?? false)),
    prerenderDirOf: (dir) => prerenderDirOf(repoRoot, dir),
    incremental,
    recentPages: options.recentPages,
    say,
  });
  return {
    ready: () => incremental.ready(),
    settled: () => rebuilder.settled(),
    close: () => {
      rebuilder.close();
      incremental.close();
    },
  };
}
