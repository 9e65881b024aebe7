/**
 * Issue 29 §1: a product owner's save is served by the running portal without a build, as `npm
 * start` runs it (the local stack, the config watcher and the incremental builder's child, over
 * copies of dist/ and config/), and the pages it writes are the pages a full build would write.
 * Speed is the benchmark's (npm run bench); here: what is served, what is drawn again, and that
 * the browser hydrates what it is served.
 */
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWatchedCopy, type WatchedCopy } from '../../bench/save-served/watched-copy.ts';
import { IncrementalBuild } from '../../tools/incremental-build/incremental-build.ts';
import { launchChromium } from './support/chromium.ts';
import { watchCspViolations, type CspWatch } from './support/csp.ts';
import { mainSettled } from './support/page.ts';
import { DESKTOP } from './support/tabs.ts';
import { repoRoot } from '../support/config.ts';

let copy: WatchedCopy;
let browser: Browser;
let csp: CspWatch;

beforeAll(async () => {
  copy = await startWatchedCopy(repoRoot);
  browser = await launchChromium();
  csp = watchCspViolations(browser);
}, 120_000);

afterEach(() => {
  expect(csp.take(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await copy?.close();
});

/** Waits for the watcher's line about the next save. */
async function nextSaid(before: number): Promise<string> {
  await expect.poll(() => copy.said.length, { timeout: 60_000 }).toBeGreaterThan(before);
  await copy.settled();
  return copy.said.slice(before).join('\n');
}

async function servedWhen(path: string, test: (html: string) => boolean): Promise<string> {
  let last = '';
  await expect
    .poll(async () => {
      last = (await copy.html(path)).text;
      return test(last);
    }, { timeout: 60_000 })
    .toBe(true);
  return last;
}

const navTitle = (title: string) => `<span class="ph-item__title">${title}</span>`;
const mtime = async (file: string) => (await stat(join(copy.distDir, file))).mtimeMs;

describe('a save under npm start', () => {
  it('serves a menu title on every page of its locale, which the browser hydrates without a mismatch; other locales are left as they are', async () => {
    const french = await mtime('fr-fr/index.html');
    const before = copy.said.length;
    await copy.edit('menus/de-de.yaml', 'title: Festgeld\n', 'title: Festgeld neu\n');
    expect(await nextSaid(before)).toMatch(/menus\/de-de\.yaml changed: served in [\d.]+ s/);
    await servedWhen('/de-de/', (html) => html.includes(navTitle('Festgeld neu')));
    expect((await copy.html('/de-de/about-us/')).text).toContain(navTitle('Festgeld neu'));
    expect(await mtime('fr-fr/index.html'), 'a page of another locale was written again').toBe(french);

    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${copy.stack.url}/de-de/`, { waitUntil: 'networkidle' });
      await mainSettled(page);
      // The app draws the header from the new config module too: hydration keeps the HTML's text.
      await page.getByRole('button', { name: 'Angebote' }).first().click();
      await expect.poll(() => page.getByText('Festgeld neu').first().isVisible()).toBe(true);
      expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("draws a page's body again for the locales that show that text only", async () => {
    const home = await readFile(join(copy.distDir, 'de-de/index.html'), 'utf8');
    const before = copy.said.length;
    await copy.edit('pages/company.yaml', 'de: Savingo ist ein Sparmarktplatz.', 'de: Savingo ist ein Marktplatz für Sparer.');
    const said = await nextSaid(before);
    await servedWhen('/de-de/about-us/', (html) => html.includes('Savingo ist ein Marktplatz für Sparer.'));
    expect((await copy.html('/de-at/about-us/')).text).toContain('Savingo ist ein Marktplatz für Sparer.');
    // de-de, de-at and de-ch read the German text; the page of no other locale shows it.
    const drawn = Number(/\((\d+) pages drawn again/.exec(said)?.[1]);
    expect(drawn, said).toBeGreaterThanOrEqual(2);
    expect(drawn, said).toBeLessThanOrEqual(3);
    // The home page only names the locale's new page table: its drawing is the same.
    const homeAfter = await readFile(join(copy.distDir, 'de-de/index.html'), 'utf8');
    const withoutModules = (html: string) => html.replace(/<script type="application\/json" id="portal-config-files"[^>]*>[^<]*<\/script>/, '');
    expect(withoutModules(homeAfter)).toBe(withoutModules(home));
  });

  it('keeps serving the last good pages after a broken save, names the mistake at its line, and serves the fix', async () => {
    const before = copy.said.length;
    await copy.edit('menus/de-de.yaml', 'title: Festgeld neu\n', 'title: [Festgeld kaputt\n');
    expect(await nextSaid(before)).toMatch(/keeps serving the last good build:\n.*menus\/de-de\.yaml:\d+:\d+: error/);
    expect((await copy.html('/de-de/')).text).toContain(navTitle('Festgeld neu'));
    const fixed = copy.said.length;
    await copy.edit('menus/de-de.yaml', 'title: [Festgeld kaputt\n', 'title: Festgeld\n');
    await nextSaid(fixed);
    await servedWhen('/de-de/', (html) => html.includes(navTitle('Festgeld')) && !html.includes('Festgeld neu'));
  });

  it('leaves the same site as drawing every page of the config anew', async () => {
    // A second copy of the build, every page drawn from the config as the saves left it.
    const fresh = await mkdtemp(join(tmpdir(), 'portal-saves-fresh-'));
    try {
      await cp(join(repoRoot, 'dist'), fresh, { recursive: true });
      const build = await IncrementalBuild.open({ repoRoot, distDir: fresh, configDir: copy.configDir, renderEntry: join(repoRoot, 'node_modules/.cache/portal-prerender/render.js'), drawEverything: true });
      try {
        const full = await build.update();
        expect(full.kind).toBe('updated');
        expect(full.kind === 'updated' && full.drawn, 'every page drawn').toBeGreaterThan(1000);
        const files = (root: string) =>
          (readdirSync(root, { recursive: true }) as string[]).filter((file) => /\.(html|xml|txt)$/.test(file) || file === 'config-files.json' || file === 'routes.json').sort();
        const saved = files(copy.distDir);
        expect(saved).toEqual(files(fresh));
        const differing: string[] = [];
        for (const file of saved) {
          if ((await readFile(join(copy.distDir, file), 'utf8')) !== (await readFile(join(fresh, file), 'utf8'))) differing.push(relative('.', file));
        }
        expect(differing, 'files the saves left different from a full draw').toEqual([]);
      } finally {
        await build.close();
      }
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  }, 300_000);
});
