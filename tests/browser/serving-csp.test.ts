/**
 * The portal runs under its Content-Security-Policy, and the recorder every
 * browser test uses (support/csp.ts, checked after each test by support/setup.ts) sees a
 * violation when one happens. This file plants violations, so it sets up its own portal and
 * browser instead of usePortalAndBrowser (whose check would fail the planted cases).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SECURITY_HEADERS } from '../../server/serving/headers.ts';
import { launchChromium } from './support/chromium.ts';
import { watchCspViolations, type CspWatch } from './support/csp.ts';
import { loginAs, signedOutLoginPath } from './support/login.ts';
import { mainSettled } from './support/page.ts';
import { startPortal, type RunningPortal } from './support/portal.ts';

let portal: RunningPortal;
let browser: Browser;
let csp: CspWatch;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchChromium();
  csp = watchCspViolations(browser);
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function openPage(path: string): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto(`${portal.url}${path}`);
  expect(response?.headers()['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  await page.locator('header.ph-header').waitFor({ state: 'visible' });
  await mainSettled(page);
  return page;
}

/** Violations arrive as console events; give the last one a moment to be delivered. */
async function violationsAfter(page: Page): Promise<string[]> {
  await page.waitForTimeout(200);
  return csp.take();
}

describe('Content-Security-Policy in the browser', () => {
  test('public pages, the login page and a dashboard run without a violation', async () => {
    for (const path of ['/de-de/', '/en-gb/', signedOutLoginPath('fr-fr')]) {
      const page = await openPage(path);
      expect(await violationsAfter(page), path).toEqual([]);
      await page.close();
    }
    const page = await browser.newPage();
    await loginAs(page, portal.url, 'active-de');
    await mainSettled(page);
    expect(await violationsAfter(page), 'dashboard of active-de').toEqual([]);
    await page.close();
  });

  test('an inline script is blocked and reported', async () => {
    const page = await openPage('/de-de/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    expect((await violationsAfter(page)).join('\n')).toMatch(/script-src-elem blocked inline/);
    await page.close();
  });

  test('eval (a string timer) and inline event handlers are blocked and reported', async () => {
    const page = await openPage('/de-de/');
    // Code evaluated through DevTools may itself call eval; a timer given a string is compiled
    // later by the page, under the page's policy.
    await page.evaluate(() => {
      setTimeout('window.__timerRan = true', 0);
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__handlerRan = true');
      document.body.append(button);
      button.click();
    });
    const lines = (await violationsAfter(page)).join('\n');
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key === '__timerRan' || key === '__handlerRan'))).toEqual([]);
    expect(lines).toMatch(/script-src blocked eval/);
    expect(lines).toMatch(/script-src-attr blocked inline/);
    await page.close();
  });

  test('styles: React style props (CSSOM) apply, a style attribute in markup is blocked', async () => {
    const page = await openPage('/de-de/');
    const colours = await page.evaluate(() => {
      const viaCssom = document.createElement('span');
      viaCssom.style.color = 'rgb(1, 2, 3)';
      const viaAttribute = document.createElement('span');
      viaAttribute.setAttribute('style', 'color: rgb(4, 5, 6)');
      document.body.append(viaCssom, viaAttribute);
      return [getComputedStyle(viaCssom).color, getComputedStyle(viaAttribute).color];
    });
    expect(colours[0]).toBe('rgb(1, 2, 3)');
    expect(colours[1]).not.toBe('rgb(4, 5, 6)');
    expect((await violationsAfter(page)).join('\n')).toMatch(/style-src-attr blocked/);
    await page.close();
  });

  test('an image from an origin the policy does not name is blocked and reported', async () => {
    const page = await openPage('/de-de/');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://tracker.invalid/pixel.gif';
      document.body.append(image);
    });
    expect((await violationsAfter(page)).join('\n')).toMatch(/img-src blocked https:\/\/tracker\.invalid/);
    await page.close();
  });
});
