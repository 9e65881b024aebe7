// Spec 2.1: relative hrefs get the locale base path and are lower-cased; absolute ones are kept.
// Property: every persona resolves, and every href of every view model is final.
import { describe, expect, it } from 'vitest';
import { compiledConfig } from '../../support/config.ts';
import { findItem, hrefsIn, loadPersona, personaIds, resolvePersona, variantOf } from '../../support/personas.ts';

const LOCALES = ['de-de', 'de-at', 'de-ch', 'en-gb', 'en-ie', 'en-us', 'fr-fr', 'es-es', 'nl-nl', 'it-it', 'pl-pl', 'fi-fi', 'en'];

/**
 * The part of a relative href that must be lower case: all of it but its query values (a legacy
 * hash route such as #/MyInvestments/TermDeposit is lower-cased too).
 */
function pathOnly(href: string): string {
  return href.replace(/=[^&#]*/g, '=');
}

/** Locales on the unified domain (config/markets): their pages may link to each other by path. */
const UNIFIED = compiledConfig().markets.unifiedDomainLocales;

function problemsOf(vm: ReturnType<typeof resolvePersona>): string[] {
  const problems: string[] = [];
  const own = `/${vm.locale}/`;
  for (const { path, href } of hrefsIn(vm)) {
    if (/^(https:\/\/|mailto:|tel:)/i.test(href)) continue;
    // Market links and the distribution-channel switch name another locale; the consent link is an in-page anchor.
    const market = path.startsWith('.markets') || path.includes('.markets[') || path.startsWith('.localeSwitch');
    // On the unified domain a link to another unified locale's site is that locale's path (spec 2.1).
    const unified = UNIFIED.includes(vm.locale) ? UNIFIED.map((l) => `/${l}/`) : [];
    const allowedPrefixes = market ? LOCALES.map((l) => `/${l}/`) : [own, ...unified];
    if (href === '#consent-settings' && path.includes('.footer.')) continue;
    if (!allowedPrefixes.some((p) => href.startsWith(p))) problems.push(`${path}: ${href} is neither absolute nor under ${own}`);
    if (pathOnly(href) !== pathOnly(href).toLowerCase()) problems.push(`${path}: ${href} has upper case in its path`);
  }
  return problems;
}

describe('every persona (property)', () => {
  const ids = personaIds();

  it('there are persona files to check', () => {
    expect(ids.length).toBeGreaterThanOrEqual(70);
  });

  it.each(ids)('%s resolves, and every href is absolute or under /{locale}/ and lower case', (id) => {
    const vm = resolvePersona(id);
    expect(vm.locale).toBe(loadPersona(id).context.locale.toLowerCase());
    expect(problemsOf(vm)).toEqual([]);
  });

  it.each(LOCALES)('the property also holds for a logged-in customer moved to %s', (locale) => {
    for (const id of ['active-de', 'legacy-deposits-de', 'legacy-dashboard-de', 'pension-de', 'money-market-de']) {
      const persona = variantOf(id, (p) => {
        p.context.locale = locale;
        p.context.page = `/${locale}/dashboard/`;
      });
      expect(problemsOf(resolvePersona(persona))).toEqual([]);
    }
  });

  it('a customer with every payload missing resolves with the private header', () => {
    const vm = resolvePersona({ id: 'bare', context: { locale: 'de-de' }, customer: {} });
    expect(vm.header.type).toBe('private');
    expect(problemsOf(vm)).toEqual([]);
  });

  it('an unknown locale falls back to the default locale de-de', () => {
    const vm = resolvePersona({ id: 'x', context: { locale: 'xx-yy', page: '/xx-yy/' } });
    expect(vm.locale).toBe('de-de');
  });
});

describe('locale prefix and lower case (spec 2.1)', () => {
  it('relative hrefs get the locale prefix', () => {
    const nav = resolvePersona('anonymous-de').header.nav;
    expect(findItem(nav, 'deposit-guarantee')?.href).toBe('/de-de/deposit-guarantee/');
  });

  it('absolute hrefs are kept as written', () => {
    const nav = resolvePersona('anonymous-de').header.nav;
    expect(findItem(nav, 'faq')?.href).toBe('https://help.example.com/de-de/');
  });

  it('a mixed-case relative href in config is lower-cased; an absolute one is not', () => {
    const config = compiledConfig();
    const menu = config.menus['de-de']!;
    const extra = [
      { id: 'mixed', type: 'basic' as const, title: 'Mixed', rule: null, source: null, href: [{ rule: null, value: '/Some/Page/#/MyRoute' }] },
      { id: 'abs', type: 'basic' as const, title: 'Abs', rule: null, source: null, href: [{ rule: null, value: 'https://Example.com/Path' }] },
      { id: 'www', type: 'basic' as const, title: 'Www', rule: null, source: null, href: [{ rule: null, value: 'www.example.com/X' }] },
      { id: 'js', type: 'basic' as const, title: 'Js', rule: null, source: null, href: [{ rule: null, value: 'javascript:alert(1)' }] },
    ];
    const patched = { ...config, menus: { ...config.menus, 'de-de': { ...menu, nav: { ...menu.nav, public: [...menu.nav.public, ...extra] } } } };
    const nav = resolvePersona('anonymous-de', patched).header.nav;
    expect(findItem(nav, 'mixed')?.href).toBe('/de-de/some/page/#/myroute');
    expect(findItem(nav, 'abs')?.href).toBe('https://Example.com/Path');
    expect(findItem(nav, 'www')?.href).toBe('https://www.example.com/X');
    // spec 5: javascript: links are not navigable
    expect(findItem(nav, 'js')).toBeDefined();
    expect(findItem(nav, 'js')?.href).toBeUndefined();
  });
});
