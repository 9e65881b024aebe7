// Spec 2.1, 2.4, 6: what an anonymous visitor, a partner page, a co-branded registration flow
// and the integrated portal get in the header. Expected values come from the spec and the
// persona descriptions, not from the engine's output.
import { describe, expect, it } from 'vitest';
import { compiledConfig } from '../../support/config.ts';
import { findItem, headerItems, ids, loadPersona, resolvePersona, variantOf } from '../../support/personas.ts';

const ANONYMOUS_BY_LOCALE: Record<string, string> = {
  'de-de': 'anonymous-de',
  'de-at': 'anonymous-at',
  'de-ch': 'anonymous-ch',
  'en-gb': 'anonymous-gb',
  'en-ie': 'anonymous-ie',
  'fr-fr': 'anonymous-fr',
  'es-es': 'anonymous-es',
  'nl-nl': 'anonymous-nl',
  'it-it': 'anonymous-it',
  'pl-pl': 'anonymous-pl',
  'fi-fi': 'anonymous-fi',
  en: 'anonymous-en',
};

describe('anonymous visitor', () => {
  it.each(Object.entries(ANONYMOUS_BY_LOCALE))('on %s gets the public header with login and register under the locale', (locale, persona) => {
    const vm = resolvePersona(persona);
    expect(vm.locale).toBe(locale);
    expect(vm.redirect).toBeNull();
    expect(vm.header.type).toBe('public');
    expect(vm.header.variant).toBe('public');
    expect(vm.header.account).toBeNull();
    expect(vm.header.balance).toBeNull();
    const login = vm.header.actions.find((a) => a.type === 'login');
    const register = vm.header.actions.find((a) => a.type === 'registration');
    expect(login?.href).toBe(`/${locale}/login/`);
    expect(register?.href).toBe(`/${locale}/register/`);
    expect(vm.header.actions.map((a) => a.type).sort()).toEqual(['login', 'registration']);
    expect(vm.header.logos.map((l) => l.id)).toEqual(['brand']);
    expect(vm.header.logos[0]!.href).toBe(`/${locale}/`);
  });

  it('on en-us logs in and registers at the external US application host', () => {
    const vm = resolvePersona('anonymous-us');
    expect(vm.header.type).toBe('public');
    const login = vm.header.actions.find((a) => a.type === 'login');
    const register = vm.header.actions.find((a) => a.type === 'registration');
    expect(login?.href).toMatch(/^https:\/\//);
    expect(register?.href).toMatch(/^https:\/\//);
    expect(login?.href).not.toContain('/en-us/');
    expect(register?.href).not.toContain('/en-us/');
  });

  it('on en-us sees the US content pages in the public navigation', () => {
    const vm = resolvePersona('anonymous-us');
    const hrefs = headerItems(vm).map((i) => i.href);
    for (const page of ['how-it-works', 'savings-accounts', 'money-market-accounts', 'cd-accounts', 'no-penalty-cds']) {
      expect(hrefs).toContain(`/en-us/${page}/`);
    }
  });

  it('on the generic en locale gets an empty navigation (no en-us fallback)', () => {
    const vm = resolvePersona('anonymous-en');
    expect(vm.header.nav).toEqual([]);
    expect(vm.header.actions.length).toBe(2);
  });

  it('on en-gb sees the fixed-rate-bond pages by tenor', () => {
    const hrefs = headerItems(resolvePersona('anonymous-gb')).map((i) => i.href);
    for (const tenor of ['up-to-12-months', '1-year', '2-years', '3-years', '5-years']) {
      expect(hrefs.some((h) => h?.startsWith('/en-gb/') && h.includes(tenor))).toBe(true);
    }
  });

  it('on fr-fr sees the referral text promising up to 500', () => {
    const titles = headerItems(resolvePersona('anonymous-fr')).map((i) => `${i.title} ${i.description ?? ''}`);
    expect(titles.some((t) => t.includes('500'))).toBe(true);
  });
});

describe('menu fallback', () => {
  it('a locale without a menu uses the en-us menu, with hrefs under its own locale', () => {
    const config = compiledConfig();
    const { 'de-at': _dropped, ...rest } = config.menus;
    const withoutAt = { ...config, menus: rest };
    const vm = resolvePersona('anonymous-at', withoutAt);
    expect(vm.locale).toBe('de-at');
    const hrefs = headerItems(vm).map((i) => i.href);
    // en-us pages (spec 2.2) under the page's own locale; en-us's external login.
    expect(hrefs).toContain('/de-at/savings-accounts/');
    expect(hrefs).toContain('/de-at/no-penalty-cds/');
    expect(vm.header.actions.find((a) => a.type === 'login')?.href).toMatch(/^https:\/\//);
    // and not the Austrian menu any more
    expect(resolvePersona('anonymous-at').header.actions.find((a) => a.type === 'login')?.href).toBe('/de-at/login/');
  });

  it('the fallback also serves the private navigation', () => {
    const config = compiledConfig();
    const { 'de-de': _dropped, ...rest } = config.menus;
    const vm = resolvePersona('active-de', { ...config, menus: rest });
    expect(vm.header.type).toBe('private');
    expect(vm.header.nav.length).toBeGreaterThan(0);
    // en-us has no payment methods or tax exemption entries (spec 2.5: de-de / nl-nl only)
    expect(ids(vm.header.account?.menu)).not.toContain('exemption-order');
  });
});

describe('partner page (spec 2.4, 6)', () => {
  it('shows the partner logo, no navigation and only the login action', () => {
    const vm = resolvePersona('partner-page-a');
    expect(vm.header.variant).toBe('partner');
    expect(vm.header.nav).toEqual([]);
    expect(vm.header.actions.map((a) => a.type)).toEqual(['login']);
    expect(vm.header.actions[0]!.href).toBe('/de-de/login/');
    expect(vm.header.logos.map((l) => l.id)).toEqual(['partner-a']);
  });
});

describe('co-branded registration flows (spec 2.4)', () => {
  const flows: [persona: string, flow: string, logoShown: boolean][] = [
    ['regflow-partner-alpha-de-de', 'partner-alpha', true],
    ['regflow-partner-alpha-on-en-gb', 'partner-alpha', false],
    ['regflow-partner-bravo-en-gb', 'partner-bravo', true],
    ['regflow-partner-charlie-en-gb', 'partner-charlie', true],
    ['regflow-partner-charlie-on-en-ie', 'partner-charlie', false],
    ['regflow-partner-delta-en-ie', 'partner-delta', true],
    ['regflow-partner-delta-on-de-de', 'partner-delta', false],
    ['regflow-partner-echo-en-ie', 'partner-echo', true],
  ];

  it.each(flows)('%s: the %s logo shows only on its own locale (%s)', (persona, flow, shown) => {
    const vm = resolvePersona(persona);
    expect(vm.header.variant).toBe('registration');
    const logos = vm.header.logos.map((l) => l.id);
    expect(logos[0]).toBe('brand');
    expect(logos.includes(flow)).toBe(shown);
    // never another flow's logo
    expect(logos.filter((id) => id !== 'brand' && id !== flow)).toEqual([]);
  });

  it('the five flows are one for de-de, two for en-gb and two for en-ie', () => {
    const home: Record<string, string> = {};
    for (const [persona, flow, shown] of flows) if (shown) home[flow] = loadPersona(persona).context.locale;
    expect(home).toEqual({
      'partner-alpha': 'de-de',
      'partner-bravo': 'en-gb',
      'partner-charlie': 'en-gb',
      'partner-delta': 'en-ie',
      'partner-echo': 'en-ie',
    });
  });

  it('the register link carries ?regflow= when a flow is present', () => {
    const onPublicPage = variantOf('regflow-partner-alpha-de-de', (p) => {
      p.context.page = '/de-de/';
    });
    const vm = resolvePersona(onPublicPage);
    expect(findItem(vm.header.actions, 'register')?.href).toBe('/de-de/register/?regflow=partner-alpha');
    // without a flow, a plain link
    const plain = resolvePersona('anonymous-de');
    expect(findItem(plain.header.actions, 'register')?.href).toBe('/de-de/register/');
  });

  it('the regflow value keeps its case (it is data, not a path)', () => {
    const vm = resolvePersona(
      variantOf('anonymous-gb', (p) => {
        p.context.query = { regflow: 'Partner-Bravo' };
      }),
    );
    expect(findItem(vm.header.actions, 'register')?.href).toBe('/en-gb/register/?regflow=Partner-Bravo');
  });
});

describe('integrated portal (spec 2.4, 6)', () => {
  it('hides the header: type integrated, no navigation, no footer', () => {
    const vm = resolvePersona('integrated-portal-de');
    expect(vm.header.type).toBe('integrated');
    expect(vm.header.nav).toEqual([]);
    expect(vm.header.actions).toEqual([]);
    expect(vm.header.logos).toEqual([]);
    expect(vm.header.account).toBeNull();
    expect(vm.header.balance).toBeNull();
    expect(vm.footer).toBeNull();
    expect(vm.redirect).toBeNull();
  });
});

describe('other header variants (spec 2.4)', () => {
  it('the country selector page shows the country-selector variant without navigation', () => {
    const vm = resolvePersona('country-selector');
    expect(vm.header.variant).toBe('country-selector');
    expect(vm.header.nav).toEqual([]);
  });

  it('the open-banking page shows the login/openbanking variant', () => {
    expect(resolvePersona('uk-missing-origin-of-funds-on-open-banking').header.variant).toBe('login');
  });

  it('a corporate page shows the corporate variant with the corporate links', () => {
    const vm = resolvePersona('data-validity-expired-de-on-corporate');
    expect(vm.header.variant).toBe('corporate');
    const hrefs = headerItems(vm).map((i) => i.href);
    expect(hrefs).toContain('/en/corporate/become-a-partner-bank/');
    expect(hrefs).toContain('/en/corporate/become-a-distribution-partner/');
  });

  it('a logged-in customer gets the private header with My Account', () => {
    const vm = resolvePersona('active-de');
    expect(vm.header.type).toBe('private');
    expect(vm.header.variant).toBe('private');
    expect(vm.header.actions.map((a) => a.type)).toEqual(['my-account']);
    expect(vm.header.account).not.toBeNull();
  });
});
