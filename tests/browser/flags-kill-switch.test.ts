/**
 * A product owner rolls a flag out to one market's customers and back by editing
 * YAML, and the open portal follows without a reload or a rebuild. The local stack serves a
 * temporary copy of config/flags/; the page polls the flag service (its interval shortened
 * through localStorage portal.flagPollMs, as a developer can). hideCustomerBalance, which the
 * persona does not set, is targeted at German customers (the customer's country reaches the
 * flag service from the customer call): the open dashboard loses its balance bar, then gets it
 * back when the edit is undone. The flags the customer saw are tracked as exposures, once per
 * flag and variant in the session.
 *
 * Visitors are evaluated too. smartBanner switched on in the served copy shows a
 * phone-wide public page its banner (the build's own default is off); switched off (DISABLED,
 * the kill switch), the banner leaves the open page. Served by production's rule for static
 * files (server/serving/static.ts, as nginx) with /ofrep/ routed to the flag service, as a gateway does,
 * `?flags=smartBanner` on the address cannot keep it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { servedAsInProduction } from './support/production-serving.ts';
import { loginAs } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { REPO_ROOT } from './support/portal.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const configDir = mkdtempSync(join(tmpdir(), 'kill-switch-config-'));
cpSync(join(REPO_ROOT, 'config', 'flags'), join(configDir, 'flags'), { recursive: true });
const flagsFile = join(configDir, 'flags', 'portal.yaml');
const original = readFileSync(flagsFile, 'utf8');
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

const { portal, browser } = usePortalAndBrowser({ configDir });

/** The definition of hideCustomerBalance with a targeting rule for German customers. */
function targetGermanCustomers(text: string): string {
  const edited = text.replace(
    /(  hideCustomerBalance:\n    state: ENABLED\n    variants: \{ "on": true, "off": false \}\n    defaultVariant: "off"\n)/,
    '$1    targeting:\n      if: [{ "==": [{ var: country }, DE] }, "on"]\n',
  );
  if (edited === text) throw new Error('hideCustomerBalance is not defined as this test expects in config/flags/portal.yaml');
  return edited;
}

type Event = Record<string, unknown>;
const exposures = (flag: string) =>
  (portal().events as Event[]).filter((event) => event.event_name === 'feature_flag' && event.object === flag).map((event) => event.custom_attribute_1);

describe('feature flags as configuration', () => {
  test('a flag edited in config/flags/ reaches the open dashboard within its poll interval, and back, without a reload', async () => {
    const tab = await openTab(browser());
    const { page } = tab;
    await page.addInitScript(() => window.localStorage.setItem('portal.flagPollMs', '300'));
    let documents = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && documents++));
    try {
      await loginAs(page, portal().url, 'active-de');
      const balance = page.locator('header .ph-balance');
      await balance.waitFor({ state: 'visible' });
      const loaded = documents;

      writeFileSync(flagsFile, targetGermanCustomers(original));
      await balance.waitFor({ state: 'detached', timeout: 30_000 });
      writeFileSync(flagsFile, original);
      await balance.waitFor({ state: 'visible', timeout: 30_000 });
      expect(documents, 'no document was loaded again').toBe(loaded);

      // Seen: off, then on, then off again; each variant tracked once in the session, however often it was polled.
      await expect.poll(() => exposures('hideCustomerBalance')).toEqual(['off', 'on']);
      expect(exposures('newDashboard')).toEqual(['on']);
    } finally {
      writeFileSync(flagsFile, original);
      await closeTab(tab);
    }
  });
});

/** smartBanner's definition with this state and default variant. */
function smartBanner(text: string, state: 'ENABLED' | 'DISABLED', defaultVariant: 'on' | 'off'): string {
  const edited = text.replace(
    /(  smartBanner:\n)    state: ENABLED\n(    variants: \{ "on": true, "off": false \}\n)    defaultVariant: "off"\n/,
    `$1    state: ${state}\n$2    defaultVariant: "${defaultVariant}"\n`,
  );
  if (edited === text) throw new Error('smartBanner is not defined as this test expects in config/flags/portal.yaml');
  return edited;
}
const bannerOn = () => smartBanner(original, 'ENABLED', 'on');
const bannerKilled = () => smartBanner(original, 'DISABLED', 'on');

/** A phone-wide tab whose page asks the flag service every 300 ms, counting the documents it loads. */
async function visitorTab(): Promise<{ tab: Awaited<ReturnType<typeof openTab>>; page: Page; documents: () => number }> {
  const tab = await openTab(browser(), PHONE);
  const { page } = tab;
  await page.addInitScript(() => window.localStorage.setItem('portal.flagPollMs', '300'));
  let documents = 0;
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && documents++));
  return { tab, page, documents: () => documents };
}

const smartBannerOf = (page: Page) => page.locator('aside.p-smart-banner');

describe("a visitor's flags come from the flag service too", () => {
  test("a flag switched on for everyone shows on a visitor's open page; its kill switch takes it away within the poll interval, without a reload", async () => {
    const { tab, page, documents } = await visitorTab();
    try {
      writeFileSync(flagsFile, bannerOn());
      await page.goto(`${portal().url}/de-de/`);
      await mainSettled(page);
      // The visitor's flag client comes once the page has been quiet a while (lazy-visitor-flags.ts).
      await smartBannerOf(page).waitFor({ state: 'visible', timeout: 20_000 });
      const loaded = documents();

      writeFileSync(flagsFile, bannerKilled());
      await expect.poll(() => smartBannerOf(page).count(), { timeout: 30_000 }).toBe(0);
      expect(documents(), 'no document was loaded again').toBe(loaded);
    } finally {
      writeFileSync(flagsFile, original);
      await closeTab(tab);
    }
  });

  test("served as in production, ?flags= cannot keep a killed flag on a visitor's page", async () => {
    const production = await servedAsInProduction({ flagService: portal().url });
    const { tab, page, documents } = await visitorTab();
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    try {
      writeFileSync(flagsFile, bannerOn());
      await page.goto(`${production.url}/de-de/?flags=smartBanner`);
      await mainSettled(page);
      await expect.poll(() => warnings.some((text) => text.includes('?flags= is ignored'))).toBe(true);
      await smartBannerOf(page).waitFor({ state: 'visible', timeout: 20_000 });
      const loaded = documents();

      writeFileSync(flagsFile, bannerKilled());
      await expect.poll(() => smartBannerOf(page).count(), { timeout: 30_000 }).toBe(0);
      expect(documents(), 'no document was loaded again').toBe(loaded);
      // Opened again with the flag in its address, the killed flag stays off.
      await page.reload();
      await mainSettled(page);
      await page.waitForResponse((response) => response.url().endsWith('/ofrep/v1/evaluate/flags') && response.status() === 200, { timeout: 15_000 });
      await page.waitForTimeout(1000);
      expect(await smartBannerOf(page).count()).toBe(0);
    } finally {
      writeFileSync(flagsFile, original);
      await closeTab(tab);
      await production.close();
    }
  });
});
