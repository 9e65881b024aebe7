// A page may have a path per language: `path: { de: /zinsrechner/, en:
// /interest-calculator/ }`. Each locale's page table carries only its own path, so routing,
// the servers' route table, the sitemap's hreflang alternates and link checks follow it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePath, pageRoutes } from '../../../src/engine/pages/compile.ts';
import type { PageConfig } from '../../../src/engine/pages/config.ts';
import { findPage } from '../../../src/engine/pages/find.ts';
import { routesManifest } from '../../../src/engine/pages/routes-manifest.ts';
import { alternatesOf } from '../../../tools/prerender/alternates.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { repoRoot } from '../../support/config.ts';

const page: PageConfig = {
  id: 'interest-calculator',
  path: { de: '/zinsrechner/', en: '/interest-calculator/', 'de-at': '/zinsen/' },
  kind: 'content',
  audience: 'public',
  locales: ['de-de', 'de-at', 'de-ch', 'en-gb'],
  title: 'x',
};

describe('a path per language', () => {
  it('each locale takes its own entry, else its language’s (Swiss German: German)', () => {
    expect(pagePath(page, 'de-de', 'de')).toBe('/zinsrechner/');
    expect(pagePath(page, 'de-at', 'de')).toBe('/zinsen/');
    expect(pagePath(page, 'de-ch', 'de-ch')).toBe('/zinsrechner/');
    expect(pagePath(page, 'en-gb', 'en')).toBe('/interest-calculator/');
    expect(pagePath({ ...page, path: '/same/' }, 'en-gb', 'en')).toBe('/same/');
  });

  it('routes each locale by its own path only', () => {
    const locales = [
      { code: 'de-de', language: 'de' },
      { code: 'de-at', language: 'de' },
      { code: 'de-ch', language: 'de-ch' },
      { code: 'en-gb', language: 'en' },
    ] as unknown as Parameters<typeof pageRoutes>[1];
    const routes = pageRoutes([{ data: { pages: [page] } }], locales);
    expect(routes['en-gb']!.map((r) => r.path)).toEqual(['/en-gb/interest-calculator/']);
    expect(routes['de-at']!.map((r) => r.path)).toEqual(['/de-at/zinsen/']);
    expect(findPage(routes, 'en-gb', '/en-gb/Interest-Calculator')?.id).toBe('interest-calculator');
    expect(findPage(routes, 'en-gb', '/en-gb/zinsrechner/')).toBeNull();
    expect(JSON.stringify(routes['en-gb'])).not.toContain('zinsrechner');
  });

  it('the shipped config with such a page validates, and its route table and hreflang alternates use each path', () => {
    const result = validateConfig({ repoRoot, overlay: [join(repoRoot, 'tests/fixtures/per-language-path/pages/interest-calculator.yaml')] });
    expect(result.problems).toEqual([]);
    const config = result.config!;
    expect(findPage(config.pages, 'en-gb', '/en-gb/interest-calculator/')?.id).toBe('interest-calculator');
    expect(findPage(config.pages, 'en-gb', '/en-gb/zinsrechner/')?.notFound).toBe(true);
    const manifest = routesManifest(config);
    const entries = manifest.pages.filter((p) => p.id === 'interest-calculator');
    expect(entries.map((e) => e.path).sort()).toEqual(['/de-at/zinsrechner/', '/de-de/zinsrechner/', '/en-gb/interest-calculator/']);
    const alternates = alternatesOf(entries.find((e) => e.locale === 'en-gb')!, manifest).alternates.map((a) => a.href);
    expect(alternates).toEqual(
      expect.arrayContaining([`${manifest.origins['de-de']}/de-de/zinsrechner/`, `${manifest.origins['en-gb']}/en-gb/interest-calculator/`]),
    );
    // The rich text's link is the locale's own path, prefixed.
    const blocks = findPage(config.pages, 'de-at', '/de-at/zinsrechner/')!.blocks;
    expect(JSON.stringify(blocks)).toContain('/de-at/zinsrechner/');
  });

  it('a per-language path must cover every locale of the page', () => {
    const result = validateConfig({ repoRoot, overlay: [join(repoRoot, 'tests/fixtures/per-language-path-missing/pages/interest-calculator.yaml')] });
    expect(result.problems.map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`)).toEqual([
      '6:11 MISSING_TRANSLATION no path for en-gb (page "interest-calculator" shows it there)',
    ]);
  });
});
