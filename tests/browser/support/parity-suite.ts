/**
 * Live parity, shared by the parity test files (tests/browser/parity*.test.ts): for
 * every persona, the running portal (the build as `npm start` serves it, in Chromium) is brought
 * into the persona's state through the portal's real signals (config/context/signals.yaml:
 * query, cookie, User-Agent, stored values, the page; a login for a customer through the OpenID
 * Connect provider; the persona's own host name) and what it draws is compared with `resolve` for
 * the same persona and page: header type and variant, logos, navigation and actions, the account
 * menu, the balance bar, footer parts, country banner, redirect target, page heading and blocks.
 * PARITY_PERSONAS=id,id runs a few while working on one (all in tests/browser/parity.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';
import { launchChromium } from './chromium.ts';
import { watchCspViolations, type CspWatch } from './csp.ts';
import { mainSettled } from './page.ts';
import { browserStateFor } from './persona-state.ts';
import { differences, drawnShown, expectedShown } from './parity.ts';
import { startPortal, type RunningPortal } from './portal.ts';
import { signedInState } from './sign-in-over-http.ts';

const config = compiledConfig();
const only = process.env.PARITY_PERSONAS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const ALL = personaIds().filter((id) => !only || only.includes(id));
/** Both designs and a phone: a persona of each audience and context the header and footer vary by. */
const SAMPLE = [
  'anonymous-de',
  'anonymous-gb',
  'active-de',
  'pending-activation-de',
  'partner-page-a',
  'integrated-portal-de',
  'in-app-de',
  'country-banner-query',
  'maintenance-503-de',
  'regflow-partner-alpha-de-de',
].filter((id) => ALL.includes(id));
const PHONE = { width: 390, height: 844 };

let portal: RunningPortal;
let browser: Browser;
let csp: CspWatch;
let chromiumUserAgent = '';

async function startPortalAndBrowser(): Promise<void> {
  portal = await startPortal();
  // Every persona's own host name (www.example.de, www.example.co.uk, …) reaches the local portal,
  // as a secure context like the https sites in production: the sign-in's PKCE needs WebCrypto,
  // which a plain-http page on a name other than localhost or 127.0.0.1 does not get.
  const port = new URL(portal.url).port;
  const siteOrigins = [...new Set(ALL.map((id) => loadPersona(id).context.host).filter((host): host is string => typeof host === 'string'))].map(
    (host) => `http://${host}:${port}`,
  );
  browser = await launchChromium(['--host-resolver-rules=MAP * 127.0.0.1', `--unsafely-treat-insecure-origin-as-secure=${siteOrigins.join(',')}`]);
  csp = watchCspViolations(browser);
  const probe = await browser.newPage();
  chromiumUserAgent = await probe.evaluate(() => navigator.userAgent);
  await probe.close();
}

/**
 * The address stops changing (a required-action redirect or a locale switch has happened, or none
 * will): the page's code and data have arrived (the network is quiet) and its main region and
 * every block in it say they are done (mainSettled), at the same address as before.
 */
async function settled(page: Page): Promise<void> {
  let previous = '';
  for (let round = 0; round < 8 && page.url() !== previous; round++) {
    previous = page.url();
    await page.waitForLoadState('networkidle');
    await mainSettled(page, { timeout: 15_000 });
  }
}

interface Variant {
  design?: 'v1';
  viewport?: { width: number; height: number };
}

async function compare(id: string, variant: Variant = {}): Promise<void> {
  const persona = loadPersona(id);
  if (variant.design) persona.context.designVersion = variant.design;
  const state = browserStateFor(persona, config);
  const port = new URL(portal.url).port;
  const host = `${persona.context.host ?? '127.0.0.1'}:${port}`;
  const origin = `http://${host}`;
  // A customer signs in through the real OpenID Connect flow on the persona's own host, over HTTP
  // (sign-in-over-http.ts): the local provider answers every host the stack answers, with that
  // origin as its issuer, and its access tokens are for that host's API only (a token of one
  // site's API is refused on another host). The browser opens the persona's page signed in.
  const signedIn = persona.customer ? await signedInState(portal.url, origin, persona.context.locale, persona.id) : { cookies: [], origins: [] };
  const stored = Object.entries(state.localStorage).map(([name, value]) => ({ name, value }));
  const context: BrowserContext = await browser.newContext({
    ...(state.userAgentTokens.length > 0 ? { userAgent: `${chromiumUserAgent} ${state.userAgentTokens.join(' ')}` } : {}),
    ...(variant.viewport ? { viewport: variant.viewport, isMobile: true, hasTouch: true } : {}),
    storageState: {
      cookies: signedIn.cookies,
      origins: [{ origin, localStorage: [...stored, ...(signedIn.origins[0]?.localStorage ?? [])] }],
    },
  });
  try {
    const page = await context.newPage();
    await context.addCookies(Object.entries(state.cookies).map(([name, value]) => ({ name, value, url: origin })));
    await page.goto(`${origin}${state.path}`);
    await settled(page);

    // resolve for the same persona and page, on the host the browser is on; then, where it
    // redirects or switches locale, for the page it leads to.
    const asHere = (locale: string, pageAndHash: string): Persona => ({ ...persona, context: { ...persona.context, host, locale, page: pageAndHash } });
    const [pathname = '/', hash = ''] = state.path.split('?')[0]!.split(/(?=#)/);
    const here = `${pathname}${state.path.includes('#') ? state.path.slice(state.path.indexOf('#')) : hash}`;
    const first = resolveData(config, asHere(persona.context.locale, here));
    const away = first.localeSwitch ?? (first.redirect ? { locale: first.locale, href: first.redirect.href } : null);
    const final = away ? resolveData(config, asHere(away.locale, away.href)) : first;
    const expected = expectedShown(final, away ? away.href : here);
    // Settled is the page's data; the header's lazy parts (balance bar, account menu) may still be
    // on their way then, on a slow network (PORTAL_SLOW_NETWORK): what counts is what the page
    // draws once they are there, so a difference is read again for a few seconds before it fails.
    let found = differences(expected, await drawnShown(page));
    for (const deadline = Date.now() + 5_000; found.length > 0 && Date.now() < deadline; ) {
      await page.waitForTimeout(250);
      found = differences(expected, await drawnShown(page));
    }
    expect(
      found,
      `${id}${variant.design ? ' (design v1)' : ''}${variant.viewport ? ' (phone)' : ''}, signals: ${state.signalsUsed.join('; ') || 'none'}, opened ${state.path}`,
    ).toEqual([]);
    expect(csp.take(), 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await context.close();
  }
}

/**
 * Which part of the personas a file compares: the cases are dealt out one by one over `of` files
 * (`part` counts from 1), so each file has a mix of visitors and customers, and the files can run
 * at the same time on different cores instead of one file holding a core for all of them.
 */
export interface ParityPart {
  part: number;
  of: number;
}

/** Registers the file's portal, Chromium and its part of the comparisons. */
export function describeParity({ part, of }: ParityPart): void {
  // PARITY_PERSONAS' few all run in the first part, so one file is all a developer runs.
  const mine = <T>(cases: readonly T[]): T[] => (only ? (part === 1 ? [...cases] : []) : cases.filter((_, index) => index % of === part - 1));
  if (mine(ALL).length + mine(SAMPLE).length === 0) {
    it.skip('has no case of its own here (PARITY_PERSONAS runs its few in tests/browser/parity.test.ts)', () => undefined);
    return;
  }
  beforeAll(startPortalAndBrowser);
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  describe('the running portal draws what resolve says, for every persona', () => {
    it.each(mine(ALL))('%s', (id) => compare(id));
  });

  describe('the same in the older design and at phone width', () => {
    it.each(mine(SAMPLE))('%s in design v1', (id) => compare(id, { design: 'v1' }));
    it.each(mine(SAMPLE))('%s on a phone', (id) => compare(id, { viewport: PHONE }));
  });
}
