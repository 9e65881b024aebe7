/**
 * The second rule-by-rule audit of spec §1, §2.1–2.3, §2.7, §2.8 and §6 (docs/spec-audit/routes.md):
 * the rules a customer (or a crawler) would notice breaking that no other browser test showed, and
 * the defects this audit found, each shown failing first. The sites' host names of
 * config/head/head.yaml reach the local portal (--host-resolver-rules), so a page can be opened as
 * www.example.us as well as 127.0.0.1.
 */
import { describe, expect, test } from 'vitest';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, openTab } from './support/tabs.ts';

const SITES = ['www.example.us', 'www.example.co.uk', 'www.example.at', 'www.example.fr', 'www.example.com'];
const { portal, browser } = usePortalAndBrowser({}, [`--host-resolver-rules=${SITES.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`]);

/** The portal's address under another host name (mapped to 127.0.0.1 for this Chromium). */
function onHost(host: string, path: string): string {
  const url = new URL(path, portal().url);
  url.hostname = host;
  return url.href;
}

describe('the entry points outside the locales follow the site they are opened on (spec 2.1, 2.2)', () => {
  test('a site\'s bare address opens that site\'s home: the US site its own, not the German one; on .com (the path decides, none given) and 127.0.0.1 the default locale', async () => {
    const landed: [string, string, string][] = [];
    for (const host of ['www.example.us', 'www.example.at', 'www.example.com', '127.0.0.1']) {
      const tab = await openTab(browser());
      await tab.page.goto(onHost(host, '/'));
      await tab.page.waitForURL((url) => url.pathname !== '/');
      landed.push([host, new URL(tab.page.url()).pathname, await tab.page.evaluate(() => document.documentElement.lang)]);
      await closeTab(tab);
    }
    expect(landed).toEqual([
      ['www.example.us', '/en-us/', 'en-US'],
      ['www.example.at', '/de-at/', 'de-AT'],
      ['www.example.com', '/de-de/', 'de-DE'],
      ['127.0.0.1', '/de-de/', 'de-DE'],
    ]);
  });

  test('/login on a site\'s address is that site\'s login page, in its language, its query kept', async () => {
    const landed: [string, string, string][] = [];
    for (const host of ['www.example.co.uk', 'www.example.fr', '127.0.0.1']) {
      const tab = await openTab(browser());
      // ?state=signed-out: the login page waits for its button instead of going on to the provider.
      await tab.page.goto(onHost(host, '/login?state=signed-out'));
      await tab.page.waitForURL((url) => url.pathname !== '/login');
      const url = new URL(tab.page.url());
      landed.push([host, `${url.pathname}${url.search}`, await tab.page.evaluate(() => document.documentElement.lang)]);
      await closeTab(tab);
    }
    expect(landed).toEqual([
      ['www.example.co.uk', '/en-gb/login/?state=signed-out', 'en-GB'],
      ['www.example.fr', '/fr-fr/login/?state=signed-out', 'fr-FR'],
      ['127.0.0.1', '/de-de/login/?state=signed-out', 'de-DE'],
    ]);
  });
});
