/**
 * Prerendered pages: the HTML of a page carries its header, footer and body before any
 * script runs; the app hydrates it without a mismatch (the nodes on screen are kept, no
 * recoverable hydration error); a logged-in page paints the header skeleton at its final height;
 * robots.txt and the sitemaps come from the page table.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs, signedOutLoginPath } from './support/login.ts';
import { footerInView, holdScripts, mainSettled } from './support/page.ts';
import { usePortalAndBrowser } from './support/setup.ts';
import { closeTab, DESKTOP, openTab, PHONE } from './support/tabs.ts';

const { portal, browser } = usePortalAndBrowser();

async function html(path: string): Promise<{ status: number; body: string; type: string | null }> {
  const response = await fetch(`${portal().url}${path}`);
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
}

describe('HTML before any script', () => {
  test('/de-de/ carries lang, title, meta, canonical, hreflang alternates, header, footer and the page body', async () => {
    const { status, body } = await html('/de-de/');
    expect(status).toBe(200);
    expect(body).toContain('<html lang="de-DE">');
    expect(body).toContain('<title>Festgeld &amp; Tagesgeld: Top-Zinsen aus Europa | Clever sparen in Europa</title>');
    expect(body).toMatch(/<meta name="description" content="Vergleichen Sie Festgeld/);
    expect(body).toContain('<link rel="canonical" href="https://www.example.de/de-de/"/>');
    expect(body).toContain('<link rel="alternate" hreflang="en-GB" href="https://www.example.co.uk/en-gb/">');
    expect(body).toContain('<link rel="alternate" hreflang="x-default" href="https://www.example.de/de-de/">');
    expect(body).toMatch(/<header class="ph-header"[^>]*data-variant="public"/);
    expect(body).toContain('href="/de-de/deposit-guarantee/"');
    expect(body).toMatch(/<footer[^>]*>/);
    expect(body).toContain('Festgeld, Tagesgeld und Kündigungsgeld von Banken aus ganz Europa</h1>');
    // Nothing inline that the Content-Security-Policy would block: the page's body is data, which runs nothing.
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)(?! type="application\/json")[^>]*>|\sstyle="/);
    expect(body).toMatch(/<\/div><script type="application\/json" id="portal-page-data">\{"page":"home","subject":null,"body":\{/);
  });

  test('every page with a description carries it as og:description too (spec 2.8), its own where config gives one', async () => {
    const attribute = (body: string, pattern: RegExp) => {
      const raw = pattern.exec(body)?.[1];
      return raw === undefined
        ? null
        : raw
            .replace(/&amp;/g, '&')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"');
    };
    const missing: string[] = [];
    let described = 0;
    for (const locale of ['de-de', 'en-gb', 'fr-fr', 'en-us']) {
      const sitemap = (await html(`/${locale}/sitemap.xml`)).body;
      for (const loc of [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)) {
        const body = (await html(loc)).body;
        const description = attribute(body, /<meta name="description" content="([^"]*)"/);
        if (description === null) continue;
        described += 1;
        const og = attribute(body, /<meta property="og:description" content="([^"]*)"/);
        if (og === null) missing.push(loc);
      }
    }
    expect(missing).toEqual([]);
    expect(described).toBeGreaterThan(100);
    // Without an opengraph description of its own, the page's description; with one, that one.
    const guarantee = (await html('/de-de/deposit-guarantee/')).body;
    expect(attribute(guarantee, /<meta property="og:description" content="([^"]*)"/)).toBe(attribute(guarantee, /<meta name="description" content="([^"]*)"/));
  });

  test('a mistyped path answers 404 with the locale’s not-found page already drawn', async () => {
    const { status, body } = await html('/fr-fr/paymnet-methods/');
    expect(status).toBe(404);
    expect(body).toContain('<html lang="fr-FR">');
    expect(body).toContain('Cette page est introuvable</h1>');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  test('a customer page is its loading skeleton: header and balance bar reserved, not the login prompt', async () => {
    const { body } = await html('/de-de/dashboard/');
    expect(body).toContain('data-testid="header-skeleton"');
    expect(body).toContain('data-testid="balance-skeleton"');
    expect(body).not.toContain('Bitte melden Sie sich an');
  });
});

/** Loads a page with its scripts held back, keeps handles on what the HTML drew, then lets them run. */
async function hydrate(page: Page, path: string): Promise<{ kept: () => Promise<boolean>; hydrationErrors: string[] }> {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  const { release } = await holdScripts(page, '**/assets/*.js');
  // Module scripts delay DOMContentLoaded: wait for the parsed header instead.
  await page.goto(`${portal().url}${path}`, { waitUntil: 'commit' });
  await page.waitForSelector('footer', { state: 'attached' });
  // What the HTML drew: the header, the page title, its first block and the footer. The blocks
  // and the footer hydrate from chunks of their own: they must be kept too, not drawn again.
  const drawn = await Promise.all(['header.ph-header', 'h1', 'article > header + *', 'footer'].map((selector) => page.$(selector)));
  expect(drawn[0], `${path}: the HTML has a header before scripts`).not.toBeNull();
  expect(drawn[3], `${path}: the HTML has a footer before scripts`).not.toBeNull();
  release();
  await mainSettled(page, { timeout: 20_000 });
  // Hydrated (mainSettled waits for the root) with the footer, whose code is a chunk of its own
  // that loads when the visitor nears it.
  await footerInView(page, 20_000);
  return {
    kept: async () => {
      for (const node of drawn) if (node && !(await node.evaluate((element) => element.isConnected))) return false;
      return true;
    },
    hydrationErrors,
  };
}

describe('hydration', () => {
  // The login page as it stays on screen: after a logout (a plain /login/ goes on to the provider).
  const pages = [
    '/de-de/',
    signedOutLoginPath('en-gb'),
    '/fr-fr/deposit-guarantee/',
    '/en/select-country/',
    '/pl-pl/paymnet/',
    '/en-us/how-it-works/',
    '/de-ch/contact/',
  ];
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`keeps the prerendered nodes and reports no mismatch (${name})`, async () => {
      for (const path of pages) {
        const tab = await openTab(browser(), options);
        const { kept, hydrationErrors } = await hydrate(tab.page, path);
        expect(hydrationErrors, path).toEqual([]);
        expect(await kept(), `${path}: the header, heading, blocks and footer drawn by the HTML are still the ones on screen`).toBe(true);
        await closeTab(tab);
      }
    }, 180_000);
  }

  test('the query (?design=v1, ?country=) is applied right after hydration, without a mismatch', async () => {
    const tab = await openTab(browser(), DESKTOP);
    const { hydrationErrors } = await hydrate(tab.page, '/de-de/?design=v1&country=at');
    expect(hydrationErrors).toEqual([]);
    await expect.poll(() => tab.page.locator('header.ph-header').getAttribute('data-design-version')).toBe('v1');
    await closeTab(tab);
  });
});

describe('a logged-in page does not move when the customer data arrives', () => {
  test('the header skeleton of the HTML has the height of the loaded private header', async () => {
    const noScript = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${portal().url}/de-de/dashboard/`);
    const skeletonHeight = await bare.locator('header.ph-header').evaluate((node) => node.getBoundingClientRect().height);
    await noScript.close();

    const tab = await openTab(browser(), DESKTOP);
    await loginAs(tab.page, portal().url, 'active-de');
    await mainSettled(tab.page);
    const loadedHeight = await tab.page.locator('header.ph-header').evaluate((node) => node.getBoundingClientRect().height);
    expect(skeletonHeight).toBeGreaterThan(60);
    expect(Math.abs(loadedHeight - skeletonHeight)).toBeLessThanOrEqual(1);
    await closeTab(tab);
  });
});

describe('crawling', () => {
  test('robots.txt is text that names every locale’s sitemap', async () => {
    const { status, body, type } = await html('/robots.txt');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Sitemap: https://www.example.de/de-de/sitemap.xml');
    expect(body).toContain('Sitemap: https://www.example.co.uk/en-gb/sitemap.xml');
  });

  test('a locale’s sitemap lists its public pages with alternates, never customer or noindex pages', async () => {
    const { status, body } = await html('/de-de/sitemap.xml');
    expect(status).toBe(200);
    expect(body).toContain('<loc>https://www.example.de/de-de/deposit-guarantee/</loc>');
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.co.uk/en-gb/deposit-guarantee/"/>');
    // Login and registration are where customers start: indexed (config/pages/access.yaml).
    expect(body).toContain('<loc>https://www.example.de/de-de/login/</loc>');
    expect(body).not.toContain('/de-de/dashboard/');
    expect(body).not.toContain('/de-de/pension-logout/');
  });

  test('every sitemap entry with alternates names an x-default: the default locale’s version, else the country selector', async () => {
    const robots = (await html('/robots.txt')).body;
    const sitemapUrls = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname);
    expect(sitemapUrls.length).toBe(13);
    const selector = 'https://www.example.com/en/select-country/';
    expect((await html(new URL(selector).pathname)).status, 'the country selector is a page').toBe(200);
    const missing: string[] = [];
    let withAlternates = 0;
    let withoutDefault = 0;
    for (const path of sitemapUrls) {
      for (const entry of (await html(path)).body.split('<url>').slice(1)) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '?';
        const links = new Map([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
        if (links.size === 0) continue;
        withAlternates += 1;
        const expected = links.get('de-DE') ?? selector;
        if (!links.has('de-DE')) withoutDefault += 1;
        if (links.get('x-default') !== expected) missing.push(`${loc}: x-default ${links.get('x-default') ?? 'none'}, expected ${expected}`);
      }
    }
    expect(missing).toEqual([]);
    expect(withAlternates).toBeGreaterThan(100);
    // The offer pages the default locale does not list, among others (83 entries when this was written).
    expect(withoutDefault).toBeGreaterThan(50);
  });

  test('a sitemap entry names the hreflang alternates its page’s head declares, x-default included', async () => {
    const links = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => `${m[1]} ${m[2]}`).sort();
    const samples: [locale: string, path: string][] = [
      ['de-de', '/de-de/'],
      ['de-de', '/de-de/deposit-guarantee/'],
      ['en-gb', '/en-gb/login/'],
      ['fr-fr', '/fr-fr/deposit-guarantee/'],
    ];
    for (const [locale, path] of samples) {
      const sitemap = (await html(`/${locale}/sitemap.xml`)).body;
      const page = (await html(path)).body;
      const loc = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
      const entry = sitemap.split('<url>').find((part) => part.includes(`<loc>${loc}</loc>`));
      expect(entry, `${path} (${loc}) is in the ${locale} sitemap`).toBeTruthy();
      const inHead = links(page, /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g);
      expect(
        inHead.some((link) => link.startsWith('x-default ')),
        `${path} declares x-default`,
      ).toBe(true);
      expect(links(entry ?? '', /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g), path).toEqual(inHead);
    }
  });
});
