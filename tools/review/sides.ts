/**
 * The two portals a review draws from, both the current code: "after" with the working tree's
 * config, "before" with the base revision's. Neither is a second full build: each is the
 * template build (dist/) linked into a folder of its own, then brought to its config by the
 * incremental build `npm start` uses for a save, which redraws only the pages the config
 * changed. Hard links are safe: the incremental build replaces a file by renaming a new one
 * over it, never by writing into it, so the template's files are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { IncrementalBuild, type IncrementalOptions } from '../save-to-served/incremental-build.ts';

/** A side cannot be built from the template: the caller says why and stops. */
export class SideError extends Error {}

function linkCopy(from: string, to: string): void {
  const linked = spawnSync('cp', ['-al', from, to]);
  // Another file system (or no GNU cp): a real copy.
  if (linked.status !== 0) cpSync(from, to, { recursive: true });
}

export interface SideOptions {
  /** The config's repository: schemas/ and the offers catalogue are read there. */
  repoRoot: string;
  configDir: string;
  templateDist: string;
  /** The template build's prerender entry (server/serving/prerender-dir.ts). */
  renderEntry: string;
  distDir: string;
  /** The config folder's validation, already made: not validated again. */
  validated?: IncrementalOptions['validated'];
}

/** The side's build folder, its pages those of its config; how many pages were drawn again. */
export async function buildSide(options: SideOptions): Promise<{ distDir: string; drawn: number }> {
  if (!existsSync(options.renderEntry)) throw new SideError(`${options.templateDist} has no prerender entry (${options.renderEntry}): run "npm run build"`);
  linkCopy(options.templateDist, options.distDir);
  const build = await IncrementalBuild.open({
    repoRoot: options.repoRoot,
    distDir: options.distDir,
    renderEntry: options.renderEntry,
    configDir: options.configDir,
    ...(options.validated ? { validated: options.validated } : {}),
  });
  try {
    const outcome = await build.update();
    switch (outcome.kind) {
      case 'updated':
        return { distDir: options.distDir, drawn: outcome.drawn };
      case 'unchanged':
        return { distDir: options.distDir, drawn: 0 };
      case 'invalid':
        throw new SideError(`the config in ${options.configDir} does not validate:\n  ${outcome.problems.join('\n  ')}`);
      case 'needs-full-build':
        throw new SideError(`the config in ${options.configDir} needs a full build (${outcome.reason}); a review draws from the template build only`);
      default:
        throw new SideError(`cannot build the pages of ${options.configDir}: ${outcome.message}`);
    }
  } finally {
    await build.close();
  }
}

export const SIDES_FOLDER = join('node_modules', '.cache', 'portal-review');
