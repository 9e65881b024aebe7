// The one page table: which page a path is, per locale. Which page the shipped config's paths are
// (spec 2.3's routes, new and legacy) is said by the rule tests, config/tests/pages.yaml.
import { describe, expect, it } from 'vitest';
import { findPage } from '../../../src/engine/pages/find.ts';
import type { PageRoute } from '../../../src/engine/pages/compiled.ts';

function route(id: string, paths: string[], extra: Partial<PageRoute> = {}): PageRoute {
  return { id, locale: 'de-de', kind: 'content', audience: 'public', notFound: false, path: paths[0] ?? null, paths, hashRoutes: [], match: 'exact', ...extra };
}

const table: Record<string, PageRoute[]> = {
  'de-de': [
    route('home', ['/de-de'], { hashRoutes: ['#/myinvestments/overview'] }),
    route('faq', ['/de-de/faq']),
    route('wm', ['/de-de/investments/wm'], { match: 'prefix' }),
    route('wm-money', ['/de-de/investments/wm/money']),
    route('missing', [], { notFound: true, path: null }),
  ],
  fr: [],
};

describe('findPage', () => {
  it('finds a path with or without trailing slash, in any letter case, ignoring the query', () => {
    for (const path of ['/de-de/faq', '/de-de/faq/', '/DE-DE/Faq/', '/de-de/faq/?x=1']) expect(findPage(table, 'de-de', path)?.id).toBe('faq');
  });

  it('the locale root is the home page', () => {
    expect(findPage(table, 'de-de', '/de-de/')?.id).toBe('home');
    expect(findPage(table, 'de-de', '/de-de')?.id).toBe('home');
  });

  it('a prefix page answers every path below it; an exact page below it wins', () => {
    expect(findPage(table, 'de-de', '/de-de/investments/wm/overview')?.id).toBe('wm');
    expect(findPage(table, 'de-de', '/de-de/investments/wm/money/')?.id).toBe('wm-money');
    expect(findPage(table, 'de-de', '/de-de/investments/wmx')?.id).toBe('missing');
  });

  it('a legacy hash route on the locale home names its page, case-insensitively', () => {
    expect(findPage(table, 'de-de', '/de-de/#/MyInvestments/Overview')?.id).toBe('home');
    // A hash on another path is only an anchor of that page.
    expect(findPage(table, 'de-de', '/de-de/faq#/MyInvestments/Overview')?.id).toBe('faq');
  });

  it('an unknown path is the not-found page; a locale without pages has none', () => {
    expect(findPage(table, 'de-de', '/de-de/paymnet-methods/')?.id).toBe('missing');
    expect(findPage(table, 'fr', '/fr/')).toBeNull();
    expect(findPage(table, 'xx', '/xx/')).toBeNull();
  });
});
