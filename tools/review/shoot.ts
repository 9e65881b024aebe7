/**
 * A persona's page as the built portal draws it, in Debian's Chromium: the browser is brought to
 * the persona's state through the portal's real signals (tools/browser/persona-state.ts: query,
 * cookies, User-Agent, stored values, ?flags= for a visitor), a customer signs in through the
 * local OpenID provider on the persona's own host, and the page is photographed once it has
 * loaded its data and its footer.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { LOCAL_PASSWORD } from '../../server/identity/accounts.ts';
import { browserStateFor } from '../browser/persona-state.ts';
import { chromiumLaunchOptions } from '../browser/chromium.ts';

export { CHROMIUM_PATH } from '../browser/chromium.ts';

export interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
  mobile: boolean;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: 'desktop', width: 1280, height: 800, mobile: false },
  { name: 'phone', width: 390, height: 844, mobile: true },
];

/** Generous: a cold dashboard on a busy 2-core machine takes seconds. */
const WAIT = 20_000;

/**
 * Headless Chromium with every host name mapped to 127.0.0.1, and the personas' sites at the
 * stacks' ports treated as secure contexts, as the https sites are: the sign-in's PKCE needs WebCrypto.
 */
export async function launchBrowser(secureOrigins: readonly string[]): Promise<Browser> {
  return chromium.launch(
    chromiumLaunchOptions([
      '--host-resolver-rules=MAP * 127.0.0.1',
      '--hide-scrollbars',
      ...(secureOrigins.length > 0 ? [`--unsafely-treat-insecure-origin-as-secure=${secureOrigins.join(',')}`] : []),
    ]),
  );
}

/** The page has its app, its data and no skeletons left; a page that never says so is photographed as it is then. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main#main');
        return !main || (main.getAttribute('aria-busy') === 'false' && !main.querySelector('[aria-busy="true"]'));
      },
      undefined,
      { timeout: WAIT },
    )
    .catch(() => undefined);
}

/** The footer loads when a visitor nears it: scrolled to, as a visitor does, then back to the top. */
async function withFooter(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .waitForFunction(
      () => {
        const footer = document.querySelector('footer');
        return !footer || Object.keys(footer).some((key) => key.startsWith('__react'));
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: WAIT }).catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * What to open before the picture, so a change inside a closed menu is seen: the account menu,
 * or a navigation entry's dropdown (by its item id). Opened as a customer opens it, by a click;
 * where the entry is not on screen (the phone's navigation sits behind its menu button) the
 * picture shows the page as it is.
 */
export type Reveal = { kind: 'account' } | { kind: 'nav'; id: string } | null;

async function open(page: Page, reveal: Reveal): Promise<void> {
  if (!reveal) return;
  const trigger =
    reveal.kind === 'account'
      ? page.locator('header .ph-account__trigger').first()
      : page.locator(`header nav.ph-nav > ul > li > [data-item-id="${reveal.id}"]`).first();
  if (!(await trigger.isVisible().catch(() => false))) return;
  await trigger.click({ timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

export interface Shot {
  png: Buffer;
  /** The address photographed (after any redirect). */
  url: string;
}

export async function shoot(
  browser: Browser,
  stackUrl: string,
  persona: Persona,
  config: CompiledConfig,
  viewport: Viewport,
  reveal: Reveal = null,
): Promise<Shot> {
  const state = browserStateFor(persona, config);
  const origin = `http://${persona.context.host ?? '127.0.0.1'}:${new URL(stackUrl).port}`;
  const probe = state.userAgentTokens.length > 0 ? await browser.newPage() : undefined;
  const userAgent = probe ? `${await probe.evaluate(() => navigator.userAgent)} ${state.userAgentTokens.join(' ')}` : undefined;
  await probe?.close();
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    ...(viewport.mobile ? { isMobile: true, hasTouch: true } : {}),
    ...(userAgent ? { userAgent } : {}),
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await context.addCookies(Object.entries(state.cookies).map(([name, value]) => ({ name, value, url: origin })));
    if (Object.keys(state.localStorage).length > 0) {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, state.localStorage);
    }
    if (persona.customer) {
      // The login page goes on to the provider's form by itself.
      await page.goto(`${origin}/${persona.context.locale}/login/`);
      await page.locator('#username').waitFor({ state: 'visible', timeout: WAIT });
      await page.locator('#username').fill(persona.id);
      await page.locator('#password').fill(LOCAL_PASSWORD);
      await page
        .locator('form', { has: page.locator('#password') })
        .locator('button[type="submit"]')
        .click();
      await page.waitForURL((url) => url.origin === origin && !url.pathname.endsWith('/login/'), { timeout: WAIT });
    }
    await page.goto(`${origin}${state.path}`);
    await settled(page);
    await withFooter(page);
    await settled(page);
    await open(page, reveal);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { png, url: page.url() };
  } finally {
    await context.close();
  }
}
