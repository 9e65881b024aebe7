// Spec 2.7 (country picker, country banner) and 2.8 (page head).
import { describe, expect, it } from 'vitest';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

describe('country picker markets (spec 2.7)', () => {
  it('are sorted by country name', () => {
    const labels = resolvePersona('anonymous-de').markets.map((m) => m.label);
    expect(labels).toEqual([
      'Deutschland',
      'España',
      'France',
      'Ireland',
      'Italia',
      'Nederland',
      'Österreich',
      'Other EU countries',
      'Polska',
      'Schweiz',
      'Suomi',
      'United Kingdom',
      'United States',
    ]);
  });

  it('the newer design lists Switzerland and Italy, the older one does not', () => {
    const v2 = resolvePersona('anonymous-de').markets.map((m) => m.locale);
    const v1 = resolvePersona('design-v1-de').markets.map((m) => m.locale);
    expect(v2).toEqual(expect.arrayContaining(['de-ch', 'it-it']));
    expect(v1).not.toContain('de-ch');
    expect(v1).not.toContain('it-it');
    expect(v1).toHaveLength(v2.length - 2);
  });

  it('newMarketLocales hides Poland and Finland and keeps the rest', () => {
    const markets = resolvePersona('new-market-locales-hidden').markets.map((m) => m.locale);
    expect(markets).not.toContain('pl-pl');
    expect(markets).not.toContain('fi-fi');
    expect(markets).toHaveLength(resolvePersona('anonymous-de').markets.length - 2);
  });

  it('unified-domain markets link to /{locale}/; en-us keeps its own domain', () => {
    const markets = resolvePersona('anonymous-de').markets;
    for (const m of markets) {
      if (m.locale === 'en-us') expect(m.href).toMatch(/^https:\/\//);
      else expect(m.href).toBe(`/${m.locale}/`);
    }
  });

  it('the other-EU entry is the generic English locale', () => {
    expect(resolvePersona('anonymous-en').markets.find((m) => m.label === 'Other EU countries')?.locale).toBe('en');
  });
});

describe('country banner (spec 2.7)', () => {
  it.each([
    ['country-banner-query', 'query'],
    ['stored-preferred-locale-differs', 'preference'],
    ['country-banner-cookie', 'cookie'],
  ])('%s shows the banner because of the %s', (persona, reason) => {
    expect(resolvePersona(persona).countryBanner?.reason).toBe(reason);
  });

  it('does not show without a reason', () => {
    expect(resolvePersona('anonymous-de').countryBanner ?? null).toBeNull();
  });

  it("does not show when the stored preference is the market's own", () => {
    const persona = variantOf('stored-preferred-locale-differs', (p) => {
      p.context.storedPreferredLocale = 'de-AT';
    });
    expect(resolvePersona(persona).countryBanner ?? null).toBeNull();
  });
});

describe('page head (spec 2.8)', () => {
  it('logged in: the site name', () => {
    expect(resolvePersona('active-de').head.title).toBe('Savingo');
    expect(resolvePersona('active-gb').head.title).toBe('Savingo');
  });

  it('anonymous with a meta_title: meta_title and tagline', () => {
    expect(resolvePersona('anonymous-de').head.title).toBe('Festgeld & Tagesgeld: Top-Zinsen aus Europa | Clever sparen in Europa');
  });

  it('anonymous without meta_title: the page title and tagline', () => {
    const persona = variantOf('anonymous-de', (p) => {
      p.context.page = '/de-de/login/';
    });
    expect(resolvePersona(persona).head.title).toBe('Anmelden | Clever sparen in Europa');
  });

  it("anonymous on a page without a title of its own: the site's default title and tagline", () => {
    const config = compiledConfig();
    const untitled = {
      ...config,
      pages: { ...config.pages, 'de-de': config.pages['de-de']!.map((page) => (page.id === 'login' ? { ...page, title: '' } : page)) },
    };
    const persona = variantOf('anonymous-de', (p) => {
      p.context.page = '/de-de/login/';
    });
    expect(resolvePersona(persona, untitled).head.title).toBe(`${config.head.sites['de-de']!.defaultTitle} | Clever sparen in Europa`);
  });

  it('anonymous on an unknown path: the not-found page title and tagline, not indexed', () => {
    const persona = variantOf('anonymous-de', (p) => {
      p.context.page = '/de-de/some-page/';
    });
    const head = resolvePersona(persona).head;
    expect(head.title).toBe('Diese Seite gibt es nicht | Clever sparen in Europa');
    expect(head.robots).toBe('noindex');
    expect(head.canonical).toBeNull();
  });

  it('a page without its own canonical link gets its path on the locale site', () => {
    const persona = variantOf('anonymous-gb', (p) => {
      p.context.page = '/en-gb/login/';
    });
    expect(resolvePersona(persona).head.canonical).toBe('https://www.example.co.uk/en-gb/login/');
  });

  it('meta tags come from the page entry', () => {
    const head = resolvePersona('anonymous-de').head;
    expect(head.canonical).toBe('https://www.example.de/de-de/');
    // Written as a path in config/pages/home.yaml: made absolute on the locale's site.
    expect(head.robots).toBe('index, follow');
    expect(head.description).toMatch(/^Vergleichen Sie/);
    expect(head.openGraph?.image).toBe('https://www.example.de/assets/share/savingo-1200x630.png');
  });
});
