/**
 * A product owner's save is served by the running portal without a build, as `npm
 * start` runs it (the local stack, the config watcher and the incremental builder's child, over
 * copies of dist/ and config/), and the pages it writes are the pages a full build would write.
 * Speed is the benchmark's (npm run bench); here: what is served, what is drawn again, and that
 * the browser hydrates what it is served.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { readdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWatchedCopy, type WatchedCopy } from '../../bench/save-served/watched-copy.ts';
import { IncrementalBuild } from '../../tools/save-to-served/incremental-build.ts';
import { launchChromium } from './support/chromium.ts';
import { watchCspViolations, type CspWatch } from './support/csp.ts';
import { mainSettled } from './support/page.ts';
import { closeTab, DESKTOP, openTab } from './support/tabs.ts';
import { loginAs } from './support/login.ts';
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

async function servedWhen(path: string, test: (html: string) => boolean, timeout = 60_000): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        last = (await copy.html(path)).text;
        return test(last);
      },
      { timeout, interval: 20 },
    )
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

  it('serves a flag and a menu entry that reads it from the YAML alone: a customer in its share sees the entry, and loses it from the open page when the flag is switched off', async () => {
    // As docs/product-owners-flags.md has it: half of the German customers (payment-methods-de is
    // in that half: `portal who --flag savingsCalculator`), the entry in the account menu.
    const flag = [
      '  savingsCalculator:',
      '    state: ENABLED',
      '    variants: { "on": true, "off": false }',
      '    defaultVariant: "off"',
      '    targeting:',
      '      if:',
      '        - { "==": [{ var: country }, DE] }',
      '        - fractional: [["on", 50], ["off", 50]]',
      '    metadata:',
      '      description: Savings calculator link in the account menu.',
      '',
    ].join('\n');
    const entry = [
      '  - id: savings-calculator',
      '    type: basic',
      '    title: Sparrechner',
      '    href: "https://help.example.com/de-de/sparrechner/"',
      '    newTab: true',
      '    when: { var: flags.savingsCalculator }',
      '',
    ].join('\n');
    let before = copy.said.length;
    await copy.edit('flags/portal.yaml', 'flags:\n', `flags:\n${flag}`);
    expect(await nextSaid(before)).toMatch(/flags\/portal\.yaml changed: served/);
    before = copy.said.length;
    await copy.edit('menus/de-de.yaml', 'account:\n', `account:\n${entry}`);
    expect(await nextSaid(before)).toMatch(/menus\/de-de\.yaml changed: served/);

    const tab = await openTab(browser);
    const { page } = tab;
    // The page asks the flag service again every 300 ms instead of every 30 s, as a developer can.
    await page.addInitScript(() => window.localStorage.setItem('portal.flagPollMs', '300'));
    let documents = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && documents++));
    try {
      await loginAs(page, copy.stack.url, 'payment-methods-de');
      const loaded = documents;
      const trigger = page.locator('header .ph-account button[aria-haspopup="menu"]');
      const calculator = page.locator('header .ph-account [data-item-id="savings-calculator"]');
      await trigger.click();
      await calculator.waitFor({ state: 'visible', timeout: 15_000 });

      await copy.edit('flags/portal.yaml', '  savingsCalculator:\n    state: ENABLED\n', '  savingsCalculator:\n    state: DISABLED\n');
      await calculator.waitFor({ state: 'detached', timeout: 30_000 });
      // Not just a menu that closed: opened again, it has its other entries and not this one.
      if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
      await page.locator('header .ph-account [data-item-id="documents"]').waitFor({ state: 'visible' });
      expect(await calculator.count()).toBe(0);
      expect(documents, 'no document was loaded again').toBe(loaded);
    } finally {
      await closeTab(tab);
    }
  }, 180_000);

  // Up to six saves a test, each drawing every page of a locale.
  describe('every way of saving, and the saves after it', { timeout: 300_000 }, () => {
    // A save not served within this long is lost (a watcher that lost the file never serves it;
    // a save of the menu draws every page of its locale, seconds on a loaded machine).
    const LOST_AFTER_MS = 60_000;
    const run = promisify(execFile);
    const menu = () => join(copy.configDir, 'menus/de-de.yaml');
    let saves = 0;
    /** The menu's text with its first Festgeld title numbered anew, and that title. */
    const retitled = (text: string) => {
      const title = `Festgeld ${(saves += 1)}`;
      const next = text.replace(/title: Festgeld(?: \d+)?\n/, `title: ${title}\n`);
      expect(next, 'the menu has a Festgeld title').not.toBe(text);
      return { text: next, title };
    };
    /** Waits until the page shows `text`; a failure says what the watcher said last. */
    const shows = async (path: string, text: string) => {
      const said = copy.said.length;
      await servedWhen(path, (html) => html.includes(text), LOST_AFTER_MS).catch((error: Error) => {
        throw new Error(
          `${path} does not show ${text}; the watcher said since the save:\n${copy.said.slice(said).join('\n') || '(nothing)'}\n${error.message}`,
        );
      });
    };
    const served = (title: string) => shows('/de-de/', navTitle(title));

    /** The second and third save, in place: they must be served as the first was. */
    async function inPlaceTwice(): Promise<void> {
      for (let i = 0; i < 2; i++) {
        const { text, title } = retitled(await readFile(menu(), 'utf8'));
        await writeFile(menu(), text);
        await served(title);
      }
    }

    it('in place', async () => {
      const { text, title } = retitled(await readFile(menu(), 'utf8'));
      await writeFile(menu(), text);
      await served(title);
      await inPlaceTwice();
    });

    it('as an editor saves: a temporary file renamed over it, twice', async () => {
      for (let i = 0; i < 2; i++) {
        const { text, title } = retitled(await readFile(menu(), 'utf8'));
        await writeFile(`${menu()}.tmp`, text);
        await rename(`${menu()}.tmp`, menu());
        await served(title);
        await inPlaceTwice();
      }
    });

    it('by sed -i', async () => {
      const title = `Festgeld ${(saves += 1)}`;
      await run('sed', ['-i', '-E', `0,/title: Festgeld( [0-9]+)?$/s//title: ${title}/`, menu()]);
      await served(title);
      await inPlaceTwice();
    });

    it('deleted and written again', async () => {
      const { text, title } = retitled(await readFile(menu(), 'utf8'));
      await unlink(menu());
      await writeFile(menu(), text);
      await served(title);
      await inPlaceTwice();
    });

    it('by git checkout of another revision', async () => {
      const git = (...args: string[]) =>
        run('git', [
          '-c',
          'user.name=t',
          '-c',
          'user.email=t@example.com',
          `--git-dir=${join(copy.work, 'history.git')}`,
          `--work-tree=${copy.configDir}`,
          ...args,
        ]);
      await git('init', '-q');
      await git('add', 'menus/de-de.yaml');
      await git('commit', '-q', '-m', 'the menu as saved');
      const committed = /title: (Festgeld \d+)\n/.exec(await readFile(menu(), 'utf8'))![1]!;
      const { text, title } = retitled(await readFile(menu(), 'utf8'));
      await writeFile(menu(), text);
      await served(title);
      await git('checkout', '--', 'menus/de-de.yaml');
      await served(committed);
      await inPlaceTwice();
    });

    it('a whole folder replaced, as a branch switch does', async () => {
      const other = join(copy.work, 'menus-other');
      await cp(join(copy.configDir, 'menus'), other, { recursive: true });
      const { text, title } = retitled(await readFile(join(other, 'de-de.yaml'), 'utf8'));
      await writeFile(join(other, 'de-de.yaml'), text);
      await rm(join(copy.configDir, 'menus'), { recursive: true });
      await rename(other, join(copy.configDir, 'menus'));
      await served(title);
      await inPlaceTwice();
    });

    it('a new file', async () => {
      const file = join(copy.configDir, 'pages/saved-here.yaml');
      const page = (title: string) =>
        `# yaml-language-server: $schema=../../schemas/pages.schema.json\npages:\n  - id: saved-here\n    path: /saved-here/\n    kind: content\n    audience: public\n    locales: [de-de]\n    title: "${title}"\n    intro: "Eine neue Seite."\n    body: []\n`;
      for (const title of ['Neu gespeichert 1', 'Neu gespeichert 2', 'Neu gespeichert 3']) {
        await writeFile(file, page(title));
        await shows('/de-de/saved-here/', title);
      }
    });
  });

  it('leaves the same site as drawing every page of the config anew', async () => {
    // A second copy of the build, every page drawn from the config as the saves left it.
    const fresh = await mkdtemp(join(tmpdir(), 'portal-saves-fresh-'));
    try {
      await cp(join(repoRoot, 'dist'), fresh, { recursive: true });
      const build = await IncrementalBuild.open({ repoRoot, distDir: fresh, configDir: copy.configDir, renderEntry: copy.renderEntry, drawEverything: true });
      try {
        const full = await build.update();
        expect(full.kind).toBe('updated');
        expect(full.kind === 'updated' && full.drawn, 'every page drawn').toBeGreaterThan(1000);
        const files = (root: string) =>
          (readdirSync(root, { recursive: true }) as string[])
            .filter((file) => /\.(html|xml|txt)$/.test(file) || file === 'config-files.json' || file === 'routes.json')
            .sort();
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
