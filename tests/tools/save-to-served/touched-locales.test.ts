/**
 * A save under `npm start` makes again only the config modules of the locales its files reach
 * (tools/save-to-served/touched-locales.ts). Two halves: which locales each kind of file
 * reaches, on small configs written here; and, on the two-site fixture edited as a product owner
 * would, that the modules made for those locales only (the others kept) are exactly the modules
 * made for every locale.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { configModules, hashedNaming, type ConfigModules } from '../../../tools/config-modules/config-modules.ts';
import { createOfferBuild, type OfferBuild } from '../../../tools/offers/offer-build.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { routesManifest } from '../../../src/engine/pages/routes-manifest.ts';
import { EVERY_LOCALE, touchedLocales } from '../../../tools/save-to-served/touched-locales.ts';
import { twoSiteRepo } from '../../support/fixture-config.ts';

interface SketchPage {
  id: string;
  file: string | null;
}

/** A compiled config with only what the choice reads: locales, the fallback menu, which locales have a menu, each locale's pages and their files. */
function sketch(options: { locales: Record<string, string>; menus: string[]; menuFallback: string; pages?: Record<string, SketchPage[]> }): CompiledConfig {
  const list = Object.entries(options.locales).map(([code, language]) => ({ code, language }));
  return {
    locales: { defaultLocale: list[0]!.code, menuFallback: options.menuFallback, byCode: Object.fromEntries(list.map((entry) => [entry.code, entry])), list },
    menus: Object.fromEntries(options.menus.map((code) => [code, {}])),
    pages: Object.fromEntries(
      Object.entries(options.pages ?? {}).map(([code, pages]) => [
        code,
        pages.map((page) => ({ id: page.id, source: page.file === null ? null : { file: page.file, line: 1, col: 1 } })),
      ]),
    ),
  } as unknown as CompiledConfig;
}

const LOCALES = { 'de-de': 'de', 'de-at': 'de', 'de-ch': 'de-ch', 'en-gb': 'en', 'en-us': 'en', 'fr-fr': 'fr' };
const CONFIG_FILES = ['menus/de-de.yaml', 'menus/de-at.yaml', 'pages/company.yaml', 'strings/app/de.yaml'];
const config = sketch({
  locales: LOCALES,
  // de-ch and en-gb have no menu of their own: they show en-us's, the fallback.
  menus: ['de-de', 'de-at', 'en-us', 'fr-fr'],
  menuFallback: 'en-us',
  pages: {
    'de-de': [{ id: 'about-us', file: 'config/pages/company.yaml' }],
    'de-at': [{ id: 'about-us', file: 'config/pages/company.yaml' }],
    'fr-fr': [{ id: 'paris', file: 'config/pages/france.yaml' }],
    'en-gb': [{ id: 'home', file: 'config/pages/home.yaml' }],
  },
});

/** `before` null: no modules made yet. */
const touched = (changed: string[] | undefined, before: CompiledConfig | null = config, after: CompiledConfig = config) => {
  const result = touchedLocales({
    changed,
    before: before ?? undefined,
    after,
    configFiles: CONFIG_FILES,
    configRelative: (file) => file.replace(/^config\//, ''),
  });
  return result === EVERY_LOCALE ? result : [...result].sort();
};

describe('the locales a save reaches', () => {
  it("a menu: its locale's; the fallback menu: also every locale without a menu of its own", () => {
    expect(touched(['menus/de-at.yaml'])).toEqual(['de-at']);
    expect(touched(['menus/en-us.yaml'])).toEqual(['de-ch', 'en-gb', 'en-us']);
    // A menu deleted: its locale shows the fallback's from now on.
    const without = sketch({ locales: LOCALES, menus: ['de-de', 'en-us', 'fr-fr'], menuFallback: 'en-us' });
    expect(touched(['menus/de-at.yaml'], config, without)).toEqual(['de-at']);
    // The fallback's own menu changed while de-at had none: de-at shows it.
    expect(touched(['menus/en-us.yaml'], without, without)).toEqual(['de-at', 'de-ch', 'en-gb', 'en-us']);
  });

  it("a footer: its locale's", () => {
    expect(touched(['footers/fr-fr.yaml'])).toEqual(['fr-fr']);
  });

  it('a strings file: the locales of its language, none when no locale speaks it', () => {
    expect(touched(['strings/app/de.yaml'])).toEqual(['de-at', 'de-de']);
    expect(touched(['strings/footer/de-ch.yaml'])).toEqual(['de-ch']);
    expect(touched(['strings/offers/en.yaml'])).toEqual(['en-gb', 'en-us']);
    expect(touched(['strings/app/pl.yaml'])).toEqual([]);
  });

  it('a pages file: the locales that had or now have a page from it', () => {
    expect(touched(['pages/company.yaml'])).toEqual(['de-at', 'de-de']);
    expect(touched(['pages/france.yaml'])).toEqual(['fr-fr']);
    // A page moved from one file to another reaches the locales of both.
    const moved = sketch({
      locales: LOCALES,
      menus: ['en-us'],
      menuFallback: 'en-us',
      pages: { 'en-us': [{ id: 'paris', file: 'config/pages/company.yaml' }] },
    });
    expect(touched(['pages/france.yaml', 'pages/company.yaml'], config, moved)).toEqual(['de-at', 'de-de', 'en-us', 'fr-fr']);
    // A new file whose pages are not known to come from it: every locale.
    const unknown = sketch({ locales: LOCALES, menus: ['en-us'], menuFallback: 'en-us', pages: { 'fr-fr': [{ id: 'paris', file: null }] } });
    expect(touched(['pages/new.yaml'], config, unknown)).toBe(EVERY_LOCALE);
  });

  it('a rule test or the coverage file: none; several files: the union', () => {
    expect(touched(['tests/menus.yaml', 'tests/coverage.yaml'])).toEqual([]);
    expect(touched(['menus/de-de.yaml', 'footers/fr-fr.yaml', 'tests/menus.yaml'])).toEqual(['de-de', 'fr-fr']);
  });

  it("an editor's temporary file: none; a folder of config files, config/ itself, a YAML file of no known kind: every locale", () => {
    expect(touched(['menus/.de-de.yaml.swp', 'menus/4913', 'menus/de-de.yaml~'])).toEqual([]);
    expect(touched(['menus'])).toBe(EVERY_LOCALE);
    expect(touched(['strings'])).toBe(EVERY_LOCALE);
    expect(touched([''])).toBe(EVERY_LOCALE);
    expect(touched(['menus/de-de.yml'])).toBe(EVERY_LOCALE);
    expect(touched(['menus/draft.yaml'])).toBe(EVERY_LOCALE);
  });

  it('what every locale reads (the locale list, rules, flags, offers, headers, head, the footer layout): every locale', () => {
    for (const file of [
      'markets/locales.yaml',
      'markets/markets.yaml',
      'rules/named.yaml',
      'rules/redirects.yaml',
      'flags/portal.yaml',
      'offers/selection.yaml',
      'headers/headers.yaml',
      'head/head.yaml',
      'footers/layout.yaml',
      'footers/settings.yaml',
      'links/hosts.yaml',
    ])
      expect(touched(['menus/de-de.yaml', file]), file).toBe(EVERY_LOCALE);
  });

  it('a save not told file by file, or the first (no modules made yet): every locale', () => {
    expect(touched(undefined)).toBe(EVERY_LOCALE);
    expect(touched(['menus/de-de.yaml'], null)).toBe(EVERY_LOCALE);
  });
});

describe('the modules and offer routes of the locales a save reaches, the others kept, are those of every locale made again', () => {
  let root: string;
  let configDir: string;
  let made: { config: CompiledConfig; modules: ConfigModules; offers: OfferBuild };
  const AT = Date.parse('2026-12-01T08:00:00Z');

  const compile = (listed?: ReadonlyMap<string, readonly ProductOffer[]>) => {
    const result = validateConfig({ repoRoot: root, warnings: false });
    if (!result.config || !result.strings) throw new Error(result.problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
    const offers = createOfferBuild({
      repoRoot: root,
      config: result.config,
      strings: result.strings,
      at: AT,
      warn: () => undefined,
      ...(listed ? { listed } : {}),
    });
    return { config: result.config, strings: result.strings, offers, files: result.files };
  };
  const routesOf = (now: ReturnType<typeof compile>) => now.offers.routes(routesManifest(now.config, AT));
  const allModules = (now: ReturnType<typeof compile>) => configModules({ ...now, at: AT, naming: hashedNaming });
  const edit = (file: string, find: string, replace: string) => {
    const path = join(configDir, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(find)) throw new Error(`${file} has no ${JSON.stringify(find)}`);
    writeFileSync(path, text.replace(find, replace));
  };

  /** Saves as `save` does, then checks the locales reached and the modules made for them against every locale's. */
  const saved = (changed: string[], reached: string[] | typeof EVERY_LOCALE, save: () => void) => {
    const before = made;
    const filesBefore = compile().files;
    save();
    const now = compile();
    const configRelative = (file: string) => relative(configDir, resolve(root, file));
    const locales = touchedLocales({
      changed,
      before: before.config,
      after: now.config,
      configFiles: [...filesBefore, ...now.files].map(configRelative),
      configRelative,
    });
    expect(locales === EVERY_LOCALE ? locales : [...locales].sort()).toEqual(reached);
    const every = allModules(now);
    const everyRoutes = routesOf(now);
    // As a save does: the offers the untouched locales listed are kept too.
    const kept = compile(new Map([...before.offers.listings()].filter(([code]) => locales !== EVERY_LOCALE && !locales.has(code))));
    expect(routesOf(kept)).toEqual(everyRoutes);
    const some = configModules({
      ...kept,
      at: AT,
      naming: hashedNaming,
      ...(locales === EVERY_LOCALE ? {} : { reuse: { previous: before.modules, only: locales } }),
    });
    expect([...some.modules].sort()).toEqual([...every.modules].sort());
    expect(some.locales).toEqual(every.locales);
    expect(some.bodies).toEqual(every.bodies);
    expect(some.resolvedAt).toEqual(every.resolvedAt);
    // The save changed something the modules show: a check that kept everything would not see it.
    expect(every.modules).not.toEqual(before.modules);
    made = { config: now.config, modules: every, offers: now.offers };
  };

  beforeAll(() => {
    root = twoSiteRepo();
    configDir = join(root, 'config');
    const now = compile();
    routesOf(now);
    made = { config: now.config, modules: allModules(now), offers: now.offers };
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("a menu title of one site: that site's", () => {
    saved(['menus/de-at.yaml'], ['de-at'], () => edit('menus/de-at.yaml', 'title: Festgeld\n', 'title: Festgeld in Österreich\n'));
  });

  it("a footer of one site: that site's", () => {
    saved(['footers/de-at.yaml'], ['de-at'], () => edit('footers/de-at.yaml', 'title: Tagesgeld\n', 'title: Tagesgeld in Österreich\n'));
  });

  it("a page's text: the sites that have the page", () => {
    saved(['pages/company.yaml'], ['de-at', 'de-de'], () =>
      edit('pages/company.yaml', 'de: Savingo ist ein Sparmarktplatz.', 'de: Savingo ist ein Marktplatz.'),
    );
  });

  it('a string: the sites of its language', () => {
    saved(['strings/app/de.yaml'], ['de-at', 'de-de'], () => edit('strings/app/de.yaml', 'retry: Erneut versuchen\n', 'retry: Noch einmal versuchen\n'));
  });

  it("the fallback menu: its own site's only, as every site has a menu of its own (validate requires one)", () => {
    saved(['menus/de-de.yaml'], ['de-de'], () => edit('menus/de-de.yaml', 'title: Tagesgeld\n', 'title: Tagesgeld neu\n'));
  });

  it('a named rule: every site', () => {
    saved(['rules/named.yaml'], EVERY_LOCALE, () => edit('rules/named.yaml', 'when: {var: customer.loggedIn}\n', 'when: {"!!": {var: customer.loggedIn}}\n'));
  });
});
