/**
 * `portal review [--base REV] [--out DIR]`: the customer views a config change affects, drawn
 * before and after by the built portal in Debian's Chromium, desktop and phone, the change
 * boxed, the text diff beside them, in one HTML file (DIR/index.html) a product owner attaches
 * to a pull request. Run by `portal review` in a process of its own
 * (tools/portal/commands/review.ts): it starts servers and a browser, which the other commands
 * never load.
 *
 *   node --import tsx tools/review/main.ts [--base REV] [--out DIR] [--repo DIR] [--dist DIR] [--max-views N]
 *
 * Exit 0: the page is written (with or without a change); 1: the working tree's config does not
 * validate; 2: bad usage, an unknown revision, or a base config the current code cannot draw.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { PRERENDER_ENTRY, prerenderDirOf } from '../../server/serving/prerender-dir.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { checkoutBase, RevisionError, type BaseCheckout } from '../diff/base-revision.ts';
import { diffWithBase } from '../diff/diff-with-base.ts';
import { formatText } from '../diff/format-text.ts';
import { PersonaError, readPersonas } from '../diff/personas.ts';
import { withOverrides } from '../portal/persona.ts';
import { diffPictures } from './pixel-diff.ts';
import { reviewHtml, viewName, type DrawnReview, type FailedView, type Picture } from './page-html.ts';
import { CHROMIUM_PATH, launchBrowser, shoot, VIEWPORTS } from './shoot.ts';
import { buildSide, SideError, SIDES_FOLDER } from './sides.ts';
import { chooseViews, revealFor, withGivenFlags, type ReviewView } from './views.ts';

const codeRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_MAX_VIEWS = 6;

class ReviewUsageError extends Error {}

const say = (line: string) => process.stderr.write(`portal review: ${line}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { base: { type: 'string' }, out: { type: 'string' }, repo: { type: 'string' }, dist: { type: 'string' }, 'max-views': { type: 'string' } },
  });
  const maxViews = values['max-views'] === undefined ? DEFAULT_MAX_VIEWS : Number(values['max-views']);
  if (!Number.isInteger(maxViews) || maxViews < 1) throw new ReviewUsageError(`--max-views takes a whole number from 1, not ${values['max-views']}`);
  return {
    base: values.base ?? 'main',
    out: resolvePath(values.out ?? 'review'),
    repo: resolvePath(values.repo ?? codeRoot),
    dist: resolvePath(values.dist ?? join(codeRoot, 'dist')),
    maxViews,
  };
}

/** The template build: the one given, else dist/, built now when there is none. */
function templateBuild(dist: string): void {
  if (existsSync(join(dist, 'index.html'))) return;
  if (dist !== join(codeRoot, 'dist')) throw new ReviewUsageError(`${dist} has no build (no index.html)`);
  say('no build in dist/: building it (npm run build)');
  const build = spawnSync(process.execPath, [join(codeRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: codeRoot, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new SideError('the build failed (above)');
}

/** The personas at one time, as `diff` compares them: a persona's own context.now stays, the others now. */
function personasNow(repo: string): Persona[] {
  const now = new Date().toISOString();
  return readPersonas(repo).map((p) => (p.context.now ? p : withOverrides(p, { at: now })));
}

/** Written under a name of its own, then renamed: two reviews into one folder never leave half a file. */
function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.${process.pid}`, text);
  renameSync(`${file}.${process.pid}`, file);
}

async function review(args: string[]): Promise<number> {
  const started = performance.now();
  const o = options(args);
  let personas: Persona[];
  try {
    personas = personasNow(o.repo);
  } catch (error) {
    if (error instanceof PersonaError) throw new ReviewUsageError(error.message);
    throw error;
  }
  let checkout: BaseCheckout;
  try {
    checkout = checkoutBase(o.repo, o.base);
  } catch (error) {
    if (error instanceof RevisionError) {
      say(error.message);
      return 2;
    }
    throw error;
  }
  const baseLabel = `${o.base} (${checkout.commit.slice(0, 7)})`;
  const cleanups: (() => Promise<void> | void)[] = [() => checkout.cleanup()];
  try {
    const outcome = diffWithBase(o.repo, checkout, personas, { command: 'portal review', baseLabel, scope: 'all', whatIfFlags: {}, derived: true });
    if (outcome.kind === 'invalid-head') {
      process.stderr.write('run: npm run --silent portal -- validate\n');
      return 1;
    }
    if (outcome.kind === 'invalid-base') return 2;
    const { result, sides } = outcome;
    const textDiff = formatText(result, { base: baseLabel, head: 'working tree' }, { all: true });
    const byId = new Map(personas.map((p) => [p.id, p]));
    const choice = chooseViews(result, byId, o.maxViews);
    say(
      `${result.changes.length} change line${result.changes.length === 1 ? '' : 's'}; drawing ${choice.drawn.length} view${choice.drawn.length === 1 ? '' : 's'} (diff ${seconds(started)})`,
    );

    const drawn: DrawnReview[] = [];
    const failed: FailedView[] = [];
    let made = `No pictures: nothing changed (${seconds(started)}).`;
    if (choice.drawn.length > 0) {
      templateBuild(o.dist);
      const renderEntry = join(prerenderDirOf(codeRoot, o.dist), PRERENDER_ENTRY);
      mkdirSync(join(codeRoot, SIDES_FOLDER), { recursive: true });
      // Beside node_modules: the same file system as dist/, so the sides are hard links, not copies.
      const work = mkdtempSync(join(codeRoot, SIDES_FOLDER, 'sides-'));
      cleanups.push(() => rmSync(work, { recursive: true, force: true }));
      const buildStarted = performance.now();
      // Each side built from the validation its diff made: config/ is validated once per side.
      const side = (name: string, configDir: string, validated: (typeof sides)['base']) =>
        buildSide({ repoRoot: o.repo, configDir, templateDist: o.dist, renderEntry, distDir: join(work, name), validated });
      const after = await side('after', join(o.repo, 'config'), sides.head);
      const before = await side('before', join(checkout.root, 'config'), sides.base);
      const buildTime = seconds(buildStarted);
      say(`pages drawn again: ${before.drawn} before, ${after.drawn} after (${buildTime})`);

      // Loaded only when there is something to draw: a review without a change starts no server.
      const { startLocalStack } = await import('../../server/local-stack.ts');
      const stack = async (distDir: string, configDir: string) => {
        const running = await startLocalStack({ port: 0, distDir, personasDir: join(o.repo, 'personas'), configDir });
        cleanups.push(() => running.close());
        return running.url.replace(/\/$/, '');
      };
      const beforeUrl = await stack(before.distDir, join(checkout.root, 'config'));
      const afterUrl = await stack(after.distDir, join(o.repo, 'config'));
      const hosts = [...new Set(personas.map((p) => p.context.host).filter((h): h is string => typeof h === 'string'))];
      const ports = [beforeUrl, afterUrl].map((url) => new URL(url).port);
      const browser: Browser = await launchBrowser(hosts.flatMap((host) => ports.map((port) => `http://${host}:${port}`)));
      cleanups.push(() => browser.close());

      const configs = { before: sides.base.config, after: sides.head.config };
      const shootStarted = performance.now();
      const drawView = async (view: ReviewView): Promise<Picture[]> => {
        const persona = withGivenFlags(
          view.ref.own ? byId.get(view.ref.persona)! : withOverrides(byId.get(view.ref.persona)!, { locale: view.ref.locale }),
          view.ref,
        );
        const pictures: Picture[] = [];
        const reveal = revealFor(view.changes);
        for (const viewport of VIEWPORTS) {
          const b = await shoot(browser, beforeUrl, persona, configs.before, viewport, reveal);
          const a = await shoot(browser, afterUrl, persona, configs.after, viewport, reveal);
          const diff = diffPictures(b.png, a.png);
          const path = (url: string) => new URL(url).pathname + new URL(url).search;
          pictures.push({
            viewport: viewport.name,
            before: b.png,
            after: a.png,
            overlay: diff.overlay,
            width: diff.width,
            height: diff.height,
            boxes: diff.boxes,
            changedPixels: diff.changedPixels,
            beforeUrl: path(b.url),
            afterUrl: path(a.url),
          });
        }
        return pictures;
      };
      for (const view of choice.drawn) {
        try {
          drawn.push({ view, pictures: await drawView(view) });
          say(`drew ${viewName(view)}`);
        } catch (error) {
          // One view the browser could not draw (a sign-in that did not finish) leaves the others standing.
          say(`could not draw ${viewName(view)}: ${(error as Error).message}`);
          failed.push({ view, reason: (error as Error).message.split('\n')[0]! });
        }
      }
      made = `Drawn by the built portal in Chromium (${CHROMIUM_PATH}): both sides from one build, brought to each config by the incremental build (${buildTime}); ${drawn.length * 4} pictures in ${seconds(shootStarted)}; ${seconds(started)} in all.`;
    }

    mkdirSync(o.out, { recursive: true });
    const file = join(o.out, 'index.html');
    writeWhole(file, reviewHtml({ base: baseLabel, textDiff, drawn, failed, notDrawn: choice.notDrawn, made }));
    // A summary for machines (a CI step, the tests): what was drawn and where it differs.
    const summary = {
      base: { revision: o.base, commit: checkout.commit },
      changes: result.changes.length,
      views: drawn.map((d) => ({
        ...d.view.ref,
        pictures: d.pictures.map((p) => ({ viewport: p.viewport, width: p.width, height: p.height, changedPixels: p.changedPixels, boxes: p.boxes })),
      })),
      notDrawn: choice.notDrawn.map((c) => `${c.area}: ${c.text}`),
      failed: failed.map((f) => ({ ...f.view.ref, reason: f.reason })),
    };
    writeWhole(join(o.out, 'review.json'), `${JSON.stringify(summary, null, 2)}\n`);
    const shown = relative(process.cwd(), file);
    process.stdout.write(
      `${result.changes.length === 0 ? 'no change' : `${drawn.length} views drawn`}: ${shown.startsWith('..') ? file : shown} (${seconds(started)})\n`,
    );
    return 0;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

try {
  process.exitCode = await review(process.argv.slice(2));
} catch (error) {
  if (error instanceof ReviewUsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    say((error as Error).message);
    process.exitCode = 2;
  } else if (error instanceof SideError) {
    say((error as Error).message);
    process.exitCode = 2;
  } else {
    say(`unexpected error: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
}
