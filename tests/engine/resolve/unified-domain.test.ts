// Spec 2.1: "A unified-domain locale list rewrites links to a single-domain path". On a page of a
// locale in markets.yaml unifiedDomainLocales, every configured link to the site of a unified
// locale (its market link, e.g. https://www.example.at/) becomes that locale's path on the one
// domain; pages of a locale on its own domain (en-us) keep such links absolute.
import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import { compiledConfig } from '../../support/config.ts';
import { hrefsIn, resolvePersona, variantOf } from '../../support/personas.ts';

const AUSTRIAN_LINK = 'https://www.example.at/Ziel/Seite?Produkt=Festgeld#/MyInvestments/TermDeposit';
/** Lower-cased, under the locale base path of the linked site, but for the query value. */
const UNIFIED_PATH = '/de-at/ziel/seite?produkt=Festgeld#/myinvestments/termdeposit';

/** A copy of `value` in which every configured link (an href, or an href case's value) is `link`. */
function relinked<T>(value: T, link: string): T {
  if (Array.isArray(value)) return value.map((v: unknown) => relinked(v, link)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'href' && typeof v === 'string') out[key] = link;
    else if (key === 'href' && Array.isArray(v)) out[key] = v.map((c: { value: string }) => ({ ...c, value: link }));
    else out[key] = relinked(v, link);
  }
  return out as T;
}

/**
 * The shipped config with every link of menus, logos, footers and page bodies set to `link`. The
 * markets stay: their links say where each unified site is (markets are checked on their own).
 */
function everyLinkTo(link: string): CompiledConfig {
  const config = compiledConfig();
  return {
    ...config,
    menus: relinked(config.menus, link),
    headers: { ...config.headers, logos: relinked(config.headers.logos, link) },
    footers: { ...config.footers, content: relinked(config.footers.content, link) },
    pages: relinked(config.pages, link),
  };
}

type LinkKind = 'nav' | 'actions' | 'account' | 'logos' | 'footerLinks' | 'legal' | 'page';

/** The hrefs of each kind of link the spec names, by where they sit in the view model. */
function linksByKind(vm: ViewModel): Record<LinkKind, string[]> {
  const at = (prefix: string) =>
    hrefsIn(vm)
      .filter((h) => h.path.startsWith(prefix))
      .map((h) => h.href);
  const footer = hrefsIn(vm.footer?.parts ?? []);
  return {
    nav: at('.header.nav'),
    actions: at('.header.actions'),
    account: at('.header.account'),
    logos: at('.header.logos'),
    footerLinks: footer.filter((h) => h.path.includes('.columns')).map((h) => h.href),
    // The consent settings entry is a callback (its anchor is footer settings), not a link.
    legal: footer.filter((h) => !h.path.includes('.columns') && h.path.includes('.links') && h.href !== '#consent-settings').map((h) => h.href),
    page: at('.page.blocks'),
  };
}

describe('unified domain links (spec 2.1)', () => {
  it('the country picker: unified markets link to /{locale}/, the US market to its own domain', () => {
    for (const m of resolvePersona('anonymous-at').markets) {
      expect(m.href).toBe(m.locale === 'en-us' ? 'https://www.example.us/' : `/${m.locale}/`);
    }
  });

  it('on a unified locale every kind of link to a unified site becomes its single-domain path', () => {
    const config = everyLinkTo(AUSTRIAN_LINK);
    // Anonymous: public nav and actions; logged in: private nav and the account menu.
    const visitor = linksByKind(resolvePersona('anonymous-de', config));
    const customer = linksByKind(resolvePersona('active-de', config));
    const onLinkPage = linksByKind(
      resolvePersona(
        variantOf('anonymous-de', (p) => {
          p.context.page = '/de-de/deposit-guarantee/';
        }),
        config,
      ),
    );
    const kinds = { ...visitor, account: customer.account, page: [...visitor.page, ...onLinkPage.page] };
    for (const [kind, hrefs] of Object.entries(kinds)) {
      expect(hrefs.length, `${kind} has links to check`).toBeGreaterThan(0);
      expect(new Set(hrefs), kind).toEqual(new Set([UNIFIED_PATH]));
    }
  });

  it('written as www. the link is rewritten too', () => {
    const vm = resolvePersona('anonymous-de', everyLinkTo('www.example.at/Konto'));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set(['/de-at/konto']));
  });

  it('a link already carrying the locale path is not prefixed twice, and the market home is /{locale}/', () => {
    const vm = resolvePersona('anonymous-de', everyLinkTo('https://www.example.at/de-at/Konto/'));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set(['/de-at/konto/']));
    expect(resolvePersona('anonymous-de').markets.find((m) => m.locale === 'de-at')?.href).toBe('/de-at/');
  });

  it('a site with a path (the generic English site https://www.example.com/en/) maps only below that path', () => {
    const vm = resolvePersona('anonymous-de', everyLinkTo('https://www.example.com/en/corporate/Press/'));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set(['/en/corporate/press/']));
    const outside = resolvePersona('anonymous-de', everyLinkTo('https://www.example.com/careers/'));
    expect(new Set(linksByKind(outside).nav)).toEqual(new Set(['https://www.example.com/careers/']));
  });

  it('a host that only begins like a unified site is left alone', () => {
    const vm = resolvePersona('anonymous-de', everyLinkTo('https://www.example.at.evil.test/x'));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set(['https://www.example.at.evil.test/x']));
  });

  it('links to a site outside the unified list (the US site) stay absolute', () => {
    const vm = resolvePersona('anonymous-de', everyLinkTo('https://www.example.us/Savings'));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set(['https://www.example.us/Savings']));
    expect(resolvePersona('anonymous-de').markets.find((m) => m.locale === 'en-us')?.href).toBe('https://www.example.us/');
  });

  it('on a locale with its own domain (en-us) links to unified sites stay absolute, markets included', () => {
    const vm = resolvePersona('anonymous-us', everyLinkTo(AUSTRIAN_LINK));
    expect(new Set(linksByKind(vm).nav)).toEqual(new Set([AUSTRIAN_LINK]));
    const markets = resolvePersona('anonymous-us').markets;
    expect(markets.find((m) => m.locale === 'de-at')?.href).toBe('https://www.example.at/');
    expect(markets.find((m) => m.locale === 'en-us')?.href).toBe('https://www.example.us/');
  });
});
