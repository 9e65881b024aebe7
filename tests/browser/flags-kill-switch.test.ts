/**
 * Issue 30: a product owner rolls a flag out to one market's customers and back by editing
 * YAML, and the open portal follows without a reload or a rebuild. The local stack serves a
 * temporary copy of config/flags/; the page polls the flag service (its interval shortened
 * through localStorage portal.flagPollMs, as a developer can). hideCustomerBalance, which the
 * persona does not set, is targeted at German customers (the customer's country reaches the
 * flag service from the customer call): the open dashboard loses its balance bar, then gets it
 * back when the edit is undone. The flags the customer saw are tracked as exposures, once per
 * flag and variant in the session.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loginAs } from './support/login.ts';
import { REPO_ROOT } from './support/portal.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

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
