/**
 * Opening a deposit and withdrawing against the real built portal
 * and local stack, signed in through the local provider: active-de opens an offer, hits `min`
 * and `max` (said by the portal before anything is sent) and `minLeftBalance` (the service's
 * refusal), each message in German next to the amount, the field invalid and focused, then succeeds and sees the deposit on the dashboard and the lower available balance
 * in the header's balance bar, still there after a reload and a new sign-in; a withdrawal lowers
 * it again; pending-activation-de reads why and gets no form. Axe-clean at desktop and phone
 * width. Expected amounts come from the persona and offer files, texts from config/strings.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { loginAs } from './support/login.ts';
import { signedInAs } from './support/saved-sign-in.ts';
import { mainSettled, partsLoaded } from './support/page.ts';
import { personaFile } from './support/personas.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { configStrings, readConfigYaml } from './support/strings.ts';
import { closeTab, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser({ bankAtStart: true });
const de = configStrings('engine', 'de');
const OFFER_ID = 'tauernbank-term-48m';
const offer = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data.find((o) => o.id === OFFER_ID)!;
/** The backend's minimum left balance (server/backend/orders.ts MIN_LEFT_BALANCE, README). */
const MIN_LEFT_BALANCE = 100;

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const eur = (n: number) => plain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n));
const number = (n: number) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const filled = (template: string, values: Record<string, string>) => plain(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));

function amountField(page: Page) {
  return page.getByLabel(`${de('order.form.amount.label')} (EUR)`);
}

async function openPage(page: Page, path: string) {
  await page.goto(`${portal().url}/de-de/${path}`);
  await mainSettled(page);
  await partsLoaded(page);
}

/** Types an amount and goes on (to the confirm step, or to a refusal the portal can give itself). */
async function proceed(page: Page, typed: string) {
  await amountField(page).fill(typed);
  await page.getByRole('button', { name: de('order.form.continue') }).click();
}

/** Types an amount, goes on to the confirm step and sends it. */
async function order(page: Page, typed: string, submit: string) {
  await proceed(page, typed);
  await page.getByRole('button', { name: submit }).click();
}

/** The refusal beside the field: named by aria-describedby, the field invalid and focused. */
async function expectRefusal(page: Page, message: string) {
  const field = amountField(page);
  await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
  const described = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  expect(plain(await page.locator(`[id="${described[0]}"]`).textContent())).toBe(message);
  expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
}

const available = (page: Page) => page.locator('header .ph-balance [data-kind="available"] dd');

describe('opening a deposit and withdrawing', () => {
  test('active-de: min and max at once and minLeftBalance from the service beside the amount, then the deposit on the dashboard and in the balance bar, kept after a reload and a new sign-in; a withdrawal lowers it', async () => {
    const persona = personaFile('active-de');
    const start = persona.accounts?.[0]?.balance?.available ?? NaN;
    const amount = 5000.5;
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await openPage(page, `open-deposit/?offer=${OFFER_ID}`);
    await amountField(page).waitFor({ state: 'visible', timeout: 15_000 });
    expect(plain(await page.locator('main dl').textContent())).toContain(offer.bank.name);

    // The interest shows as the customer types, in German.
    await amountField(page).fill('10.000');
    await expect.poll(async () => plain(await page.locator('main output').textContent())).toContain(plain(de('order.form.interest').split('{{')[0]!));

    // Below the offer's minimum or above its maximum: said at once, beside the field, nothing sent.
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/.*order/i.test(request.url())) orders.push(request.url());
    });
    await proceed(page, '500');
    await expectRefusal(page, filled(de('order.limit.min'), { min: eur(offer.minimumAmount) }));
    expect(await page.locator('main output').textContent(), 'no interest for an amount that cannot be ordered').toBe('');
    await proceed(page, number(offer.maximumAmount + 1));
    await expectRefusal(page, filled(de('order.limit.max'), { max: eur(offer.maximumAmount) }));
    expect(await page.getByRole('button', { name: de('order.form.submit.deposit') }).count()).toBe(0);
    expect(orders, 'no order sent for them').toEqual([]);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await order(page, number(start - MIN_LEFT_BALANCE / 2), de('order.form.submit.deposit'));
    await expectRefusal(page, filled(de('order.form.limit.minLeftBalance'), { minLeftBalance: eur(MIN_LEFT_BALANCE) }));

    await order(page, number(amount), de('order.form.submit.deposit'));
    const done = page.getByRole('status').filter({ hasText: plain(de('order.form.success.deposit')) });
    await done.waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(async () => plain(await available(page).textContent()), { timeout: 10_000 }).toContain(number(start - amount));
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The dashboard lists the new deposit (the amount reserved for it, or in it once executed).
    await page.getByRole('link', { name: de('order.form.dashboard') }).click();
    await page.waitForURL(/\/de-de\/dashboard\/$/);
    const rows = page.locator('main table').first().locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe((persona.accounts?.length ?? 0) + 1);
    expect(plain(await rows.last().textContent())).toContain(number(amount));
    // With its bank, rate and dates beside the identifier.
    expect(plain(await rows.last().textContent())).toContain(
      `${offer.bank.name}, ${plain(new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2 }).format(offer.interestRate / 100))}`,
    );

    await page.reload();
    await mainSettled(page);
    await expect.poll(async () => plain(await available(page).textContent()), { timeout: 15_000 }).toContain(number(start - amount));
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe((persona.accounts?.length ?? 0) + 1);
    await closeTab(tab);

    // A new sign-in, in a new browser context, sees the same.
    const again = await openTab(browser());
    await loginAs(again.page, portal().url, 'active-de');
    await mainSettled(again.page);
    await expect.poll(async () => plain(await available(again.page).textContent()), { timeout: 15_000 }).toContain(number(start - amount));

    // A withdrawal lowers the available balance by its amount.
    await openPage(again.page, 'account-withdrawal/');
    await amountField(again.page).waitFor({ state: 'visible', timeout: 15_000 });
    await order(again.page, '1.000', de('order.form.submit.withdrawal'));
    await again.page
      .getByRole('status')
      .filter({ hasText: filled(de('order.form.success.withdrawal'), { amount: eur(1000) }) })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await expect.poll(async () => plain(await available(again.page).textContent()), { timeout: 15_000 }).toContain(number(start - amount - 1000));
    violations = await axeViolations(again.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeTab(again);
    // One customer's story from order to withdrawal, two sign-ins and two axe runs: over half the
    // default 60 s on a quiet 2-core CI machine, so it gets twice that, not a race with the load.
  }, 120_000);

  test('at phone width the form is axe-clean; an unknown offer gets its message', async () => {
    const tab = await openTab(browser(), PHONE);
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await openPage(page, `open-deposit/?offer=${OFFER_ID}`);
    await amountField(page).waitFor({ state: 'visible', timeout: 15_000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await openPage(page, 'open-deposit/?offer=no-such-offer');
    await expect.poll(async () => plain(await page.locator('main').textContent()), { timeout: 15_000 }).toContain(plain(de('order.form.offer.unknown')));
    expect(await amountField(page).count()).toBe(0);
    await closeTab(tab);
  });

  test('the withdrawal confirmation names the reference account by its IBAN in groups of four (spec 5)', async () => {
    const iban = personaFile('active-de').customer?._embedded?.referenceAccounts?.[0]?.iban ?? '';
    expect(iban).toMatch(/^[A-Z]{2}\d{2}\w{10,}$/);
    // Written out by hand: four characters, a space, the rest as it falls.
    const grouped = iban.match(/.{1,4}/g)!.join(' ');
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'active-de');
    await openPage(page, 'account-withdrawal/');
    await amountField(page).waitFor({ state: 'visible', timeout: 15_000 });
    await proceed(page, '100');
    const confirm = page.locator('.pp-order__confirm p:not(.pp-order__heading)');
    await confirm.waitFor({ state: 'visible', timeout: 10_000 });
    expect(plain(await confirm.textContent())).toBe(filled(de('order.form.confirm.withdrawal'), { amount: eur(100), iban: grouped }));
    await closeTab(tab);
  });

  test('pending-activation-de reads why and gets no form', async () => {
    const pages = readConfigYaml<{ pages: { id: string; body: { id?: string; html?: Record<string, string> }[] }[] }>('pages', 'customer.yaml');
    const reason = pages.pages.find((p) => p.id === 'open-deposit')?.body.find((b) => b.id === 'open-deposit-pending')?.html?.de ?? '<none>';
    const tab = await openTab(browser());
    const { page } = tab;
    await signedInAs(page, portal().url, 'pending-activation-de');
    await openPage(page, `open-deposit/?offer=${OFFER_ID}`);
    await expect.poll(async () => plain(await page.locator('main').textContent()), { timeout: 15_000 }).toContain(plain(reason.replace(/<[^>]+>/g, '')));
    expect(await amountField(page).count()).toBe(0);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await closeTab(tab);
  });
});
