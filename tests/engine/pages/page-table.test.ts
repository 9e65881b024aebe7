import { describe, expect, it } from 'vitest';
import { compactPageTable, expandPageTable } from '../../../src/engine/pages/bodies.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';

describe("the browser's compact page table", () => {
  const config = fixtureConfig();

  it('gives back every route of every locale as written, each page deferred and without its body', () => {
    for (const [locale, pages] of Object.entries(config.pages)) {
      const expanded = expandPageTable(locale, JSON.parse(JSON.stringify(compactPageTable(pages))));
      expect(expanded, locale).toEqual(pages.map((page) => ({ ...page, intro: null, head: {}, blocks: [], source: null, deferred: true })));
    }
  });

  it('leaves out only the usual values: an alias, a hash route, a prefix match and the not-found page are kept', () => {
    const all = Object.values(config.pages).flat();
    const aliased = (page: (typeof all)[number]) => page.path !== null && page.paths.join() !== page.path.replace(/\/$/, '');
    const unusual = all.filter((page) => page.hashRoutes.length > 0 || page.match !== 'exact' || page.notFound || aliased(page));
    expect(unusual.some(aliased)).toBe(true);
    expect(unusual.length).toBeGreaterThan(0);
    for (const page of unusual) {
      const [compact] = compactPageTable([page]);
      if (page.hashRoutes.length > 0) expect(compact?.hashRoutes).toEqual(page.hashRoutes);
      if (page.match !== 'exact') expect(compact?.match).toBe(page.match);
      if (page.notFound) expect(compact?.notFound).toBe(true);
      if (aliased(page)) expect(compact?.paths).toEqual(page.paths);
    }
  });

  it('is smaller than the table it stands for', () => {
    const pages = config.pages['de-de']!;
    expect(JSON.stringify(compactPageTable(pages)).length).toBeLessThan(
      JSON.stringify(pages.map(({ intro: _i, head: _h, blocks: _b, ...route }) => route)).length * 0.7,
    );
  });
});
