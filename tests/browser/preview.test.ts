/**
 * The live preview in real Chromium, against the local stack started with the preview on (as
 * `npm start` does) over a temporary copy of config/, schemas/ and personas/: the tests edit
 * YAML the way a product owner does, and the repository's files are never touched.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { checkOffersAnswer } from '../../src/engine/offers/check-offer.ts';
import { startLocalStack, type LocalStack } from '../../server/local-stack.ts';
import { launchChromium } from './support/chromium.ts';
import { watchCspViolations, type CspWatch } from './support/csp.ts';
import { REPO_ROOT } from './support/portal.ts';

const MENU = 'config/menus/de-de.yaml';
let root: string;
let stack: LocalStack;
let browser: Browser;
let csp: CspWatch;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'preview-browser-'));
  for (const part of ['config', 'schemas', 'personas']) cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true });
  const assetsDir = join(root, 'dist-preview');
  await build({ configFile: join(REPO_ROOT, 'tools', 'preview', 'vite.config.ts'), logLevel: 'error', build: { outDir: assetsDir, emptyOutDir: true } });
  // The portal build serves the logos and images the frames load; the preview needs none of its code.
  const portalDist = process.env.PORTAL_DIST ? resolve(process.env.PORTAL_DIST) : join(REPO_ROOT, 'dist');
  const distDir = existsSync(join(portalDist, 'index.html')) ? portalDist : join(root, 'no-portal');
  mkdirSync(distDir, { recursive: true });
  stack = await startLocalStack({ port: 0, distDir, personasDir: join(root, 'personas'), preview: { repoRoot: root, assetsDir } });
  browser = await launchChromium();
  csp = watchCspViolations(browser);
}, 120_000);

afterEach(async () => {
  await context?.close();
  // The preview runs under the portal's policy (frames allowed from the same origin only).
  expect(csp.take(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  rmSync(root, { recursive: true, force: true });
});

async function openPreview(query = '', viewport = { width: 1600, height: 1000 }): Promise<Page> {
  context = await browser.newContext({ viewport });
  page = await context.newPage();
  await page.goto(`${stack.url}/__preview/${query}`);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Live' }).count()).toBe(1);
  return page;
}

/** The single view's frame, once it has drawn a header. */
async function previewFrame(p: Page, persona: string): Promise<FrameLocator> {
  const frame = p.frameLocator(`iframe[title^="Preview of ${persona} "]`);
  await frame.locator('header.ph-header').waitFor();
  return frame;
}

async function openAccountMenu(frame: FrameLocator): Promise<void> {
  await frame.locator('.ph-account__trigger').click();
  await frame.getByRole('menu').waitFor();
}

describe('live preview', () => {
  it('shows a persona picked in the form, and an item appears when its flag is turned on', async () => {
    const p = await openPreview();
    await p.getByLabel('Persona', { exact: true }).selectOption('payment-methods-off-de');
    const frame = await previewFrame(p, 'payment-methods-off-de');
    await openAccountMenu(frame);
    await expect.poll(() => frame.getByRole('menuitem', { name: 'Kontoumsätze' }).count()).toBe(1);
    expect(await frame.getByRole('menuitem', { name: 'Zahlungsmethoden' }).count()).toBe(0);
    const hidden = p.locator('.pv-hidden li[data-item-id="payment-methods"]');
    await expect.poll(() => hidden.innerText()).toMatch(/Zahlungsmethoden[\s\S]*its rule does not hold \(config\/menus\/de-de\.yaml:\d+:\d+\)/);

    await p.getByLabel('paymentMethods', { exact: true }).selectOption('on');
    await expect.poll(() => frame.getByRole('menuitem', { name: 'Zahlungsmethoden' }).count()).toBe(1);
    await expect.poll(() => hidden.count()).toBe(0);
    // The choice is in the address, so a reload shows the same.
    expect(new URL(p.url()).searchParams.get('flags')).toBe('paymentMethods');
  });

  it('explains a hovered item and a focused one, with the file and line of every rule', async () => {
    const p = await openPreview('?persona=payment-methods-off-de&flags=paymentMethods');
    const frame = await previewFrame(p, 'payment-methods-off-de');
    await openAccountMenu(frame);
    const why = p.getByTestId('why');
    await frame.getByRole('menuitem', { name: 'Zahlungsmethoden' }).hover();
    await expect.poll(() => why.innerText()).toContain('item "payment-methods" in account of config/menus/de-de.yaml:');
    const text = await why.innerText();
    expect(text).toMatch(/Shown: shown with href \/de-de\/payment-methods/);
    expect(text).toMatch(/rule "shows-payment-methods": .* config\/rules\/named\.yaml:\d+:\d+/);
    expect(text).toMatch(/flags\.paymentMethods = true/);

    // Keyboard: the focus moving to the logo says why the logo is there.
    await frame.locator('[data-logo-id]').first().focus();
    await expect.poll(() => why.innerText()).toMatch(/logo "[^"]+"/);
  });

  it('follows a link of the drawn page in the preview instead of leaving it', async () => {
    const p = await openPreview('?persona=anonymous-de');
    const frame = await previewFrame(p, 'anonymous-de');
    const link = frame.locator('footer a[href^="/de-de/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/de-de\/./);
    await link.click();
    await expect.poll(() => p.locator('.pv-decision dd').first().innerText()).toContain(href);
    expect(new URL(p.url()).searchParams.get('page')).toBe(href);
    // The frame is still the preview's, not the portal page (which may not be framed).
    expect(await frame.locator('header.ph-header').count()).toBe(1);
  });

  it("draws the offer list of an offer page, as the portal lists it at the view's time", async () => {
    const p = await openPreview('?persona=anonymous-de&page=/de-de/products/');
    const frame = await previewFrame(p, 'anonymous-de');
    await expect.poll(() => frame.locator('table.pp-offers__table tbody tr[data-offer]').count(), { timeout: 20_000 }).toBeGreaterThan(3);
  });

  it("lists the offers of the view's time on an offer list, after the live answer too", async () => {
    // An offer the German products list shows up to its last day of sale, 2027-06-30.
    const ending = checkOffersAnswer(productOffersAnswer()).offers.find((offer) => offer.id === 'tauernbank-term-48m');
    expect(ending).toMatchObject({ productType: 'TERM', availableUntil: '2027-06-30', markets: expect.arrayContaining(['de-de']) });
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    // The frame selects the product-offer service's answer again: read the list after that.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products', { timeout: 50_000 });
    await page.goto(`${stack.url}/__preview/?persona=anonymous-de&page=/de-de/products/&at=2027-07-01T12:00`);
    const frame = await previewFrame(page, 'anonymous-de');
    await answered;
    await expect.poll(() => frame.locator('table.pp-offers__table:not([aria-busy]) tbody tr[data-offer]').count(), { timeout: 10_000 }).toBeGreaterThan(3);
    expect(await frame.locator('tr[data-offer="tauernbank-term-48m"]').count()).toBe(0);
  }, 90_000);

  it("shows a campaign saved in the selection first at its start time, and not a minute before (the guide's campaign)", async () => {
    // The product-owner guide's "An offer campaign", saved as written there: the campaign first, the partner promotion after it.
    const file = join(root, 'config/offers/selection.yaml');
    const original = readFileSync(file, 'utf8');
    const promotion =
      '    featured:\n      # Partner banks with a promotion this quarter.\n      when: { in: [{ var: offer.bank.id }, [nordhafen-bank, saimaa-pankki]] }\n      max: 2\n';
    expect(original).toContain(promotion);
    const campaign = [
      '    featured:',
      '      - when: { and: [{ "==": [{ var: offer.bank.id }, liffey-savings] }, { "==": [{ var: offer.termMonths }, 60] }] }',
      '        max: 1',
      '        from: 2026-12-07T08:00',
      '        until: 2026-12-31',
      '      - when: { in: [{ var: offer.bank.id }, [nordhafen-bank, saimaa-pankki]] }',
      '        max: 2',
      '',
    ].join('\n');
    const rows = (frame: FrameLocator) => frame.locator('table.pp-offers__table:not([aria-busy]) tbody tr[data-offer]');
    /** The preview at a time, once the frame has listed the offers again from the live answer. */
    const listAt = async (at: string) => {
      context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      page = await context.newPage();
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products', { timeout: 50_000 });
      await page.goto(`${stack.url}/__preview/?persona=anonymous-de&page=/de-de/products/&at=${at}`);
      const frame = await previewFrame(page, 'anonymous-de');
      await answered;
      await expect.poll(() => rows(frame).count(), { timeout: 10_000 }).toBeGreaterThan(3);
      return frame;
    };
    const state = async () => (await (await fetch(`${stack.url}/__preview/api/state`)).json()) as { configCompiledAt: string | null; problems: unknown[] };
    const before = (await state()).configCompiledAt;
    try {
      writeFileSync(file, original.replace(promotion, campaign));
      // The saved campaign is the preview's (validated in its worker, with no finding) before the view is asked.
      await expect.poll(async () => (await state()).configCompiledAt, { timeout: 30_000 }).not.toBe(before);
      expect((await state()).problems).toEqual([]);
      // The list at 08:00, Berlin time for de-de.
      let frame = await listAt('2026-12-07T08:00');
      const firstThree = async () =>
        Promise.all([0, 1, 2].map(async (i) => [await rows(frame).nth(i).getAttribute('data-offer'), await rows(frame).nth(i).getAttribute('class')]));
      await expect.poll(async () => (await firstThree())[0]?.[0], { timeout: 20_000 }).toBe('liffey-savings-term-60m');
      // The campaign first, then the standing promotion's two partner banks, all three marked.
      const three = await firstThree();
      expect(three.map(([, marked]) => marked)).toEqual(['pp-offers__row--featured', 'pp-offers__row--featured', 'pp-offers__row--featured']);
      for (const [id] of three.slice(1)) expect(id).toMatch(/^(nordhafen-bank|saimaa-pankki)-/);
      await context.close();

      // A minute before: Liffey's listed by rate like any other offer, neither first nor marked; the promotion still first.
      frame = await listAt('2026-12-07T07:59');
      const liffey = frame.locator('tbody tr[data-offer="liffey-savings-term-60m"]');
      expect(await liffey.count()).toBe(1);
      expect(await liffey.getAttribute('class')).toBeNull();
      expect(await rows(frame).first().getAttribute('class')).toBe('pp-offers__row--featured');
      expect(await rows(frame).first().getAttribute('data-offer')).not.toBe('liffey-savings-term-60m');
    } finally {
      writeFileSync(file, original);
    }
  }, 120_000);

  it('names a broken file at file:line:col while the last good view stays, and clears when it is fixed', async () => {
    const p = await openPreview('?persona=payment-methods-off-de');
    const frame = await previewFrame(p, 'payment-methods-off-de');
    const file = join(root, MENU);
    const original = readFileSync(file, 'utf8');
    const lastLine = original.endsWith('\n') ? original.split('\n').length : original.split('\n').length + 1;
    try {
      writeFileSync(file, `${original.endsWith('\n') ? original : `${original}\n`}broken: [1, 2\n`);
      const alert = p.getByRole('alert');
      await expect.poll(() => alert.count(), { timeout: 20_000 }).toBe(1);
      expect(await alert.innerText()).toContain(`${MENU}:${lastLine}:9: error YAML_SYNTAX`);
      expect(await alert.innerText()).toContain('the preview shows the last good config');
      // The last good header is still drawn, and views still resolve from it.
      expect(await frame.locator('header.ph-header [data-item-id="dashboard"]').count()).toBeGreaterThan(0);
      await p.getByLabel('Design version').selectOption('v1');
      await expect.poll(() => frame.locator('header.ph-header').getAttribute('data-design-version')).toBe('v1');
    } finally {
      writeFileSync(file, original);
    }
    await expect.poll(() => p.getByRole('alert').count(), { timeout: 20_000 }).toBe(0);
    expect(await frame.locator('header.ph-header [data-item-id="dashboard"]').count()).toBeGreaterThan(0);
  });

  it('draws the phone viewport with the phone header, and a matrix of the persona in every locale', async () => {
    const p = await openPreview('?persona=active-de&viewport=phone');
    const frame = await previewFrame(p, 'active-de');
    expect(await frame.locator('.ph-mobile__toggle').isVisible()).toBe(true);
    const iframe = p.locator('iframe[title^="Preview of active-de "]');
    expect(await iframe.getAttribute('width')).toBe('390');

    await p.getByLabel('This persona in every locale').check();
    const cells = p.locator('.pv-cell');
    const locales = (await (await fetch(`${stack.url}/__preview/api/state`)).json()) as { locales: string[] };
    await expect.poll(() => cells.count()).toBe(locales.locales.length);
    const enGb = p.frameLocator('.pv-cell[data-cell="active-de@en-gb"] iframe');
    await enGb.locator('header.ph-header').waitFor();
    expect(await enGb.locator('html').getAttribute('lang')).toBe('en-GB');

    await p.getByRole('button', { name: 'Open active-de in en-gb' }).click();
    const single = await previewFrame(p, 'active-de');
    expect(await single.locator('html').getAttribute('lang')).toBe('en-GB');
  });

  it('has a page without accessibility violations (axe, WCAG 2.1 AA)', async () => {
    const p = await openPreview('?persona=payment-methods-off-de');
    await previewFrame(p, 'payment-methods-off-de');
    await p.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await p.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      // The frames are the portal's own pages, checked by the portal's axe tests.
      const result = await axe.run(document, {
        iframes: false,
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.help} at ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('; ')}`,
      );
    });
    expect(violations).toEqual([]);
  });
});
