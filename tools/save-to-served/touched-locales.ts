/**
 * Which locales' config modules a save can change, told by the files it touched: a save makes
 * only those again and keeps the other locales' modules as they are (making all thirteen was most
 * of a save). What each kind of file reaches follows tools/config-modules/config-modules.ts and
 * src/engine/config/for-locale.ts, which give a locale its own menu (or the fallback locale's),
 * its own footer, its own pages and its language's strings, and everything else whole:
 *
 * - a menu: its locale, and when it is the fallback menu every locale without a menu of its own;
 * - a footer: its locale;
 * - a strings file: the locales of its language (a module carries its own language only);
 * - a pages file: the locales that had or have a page from it (`all` pages reach every locale);
 * - a rule test or the coverage file: none (they are checked, never served);
 * - a file that is not YAML and no folder of config files (an editor's temporary or swap file): none;
 * - anything else (the locale and market lists, named rules, redirects, headers, head, the footer
 *   layout, flags, the offer selection), a folder of config files (replaced by a branch switch),
 *   a YAML file of no known kind, or a save not told file by file: every locale. When unsure,
 *   all: a stale module would be served silently.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { kindOf } from '../config/registry.ts';

export const EVERY_LOCALE = 'every locale';

export interface TouchedInput {
  /** The paths saved, relative to the config folder with forward slashes ('' is the folder itself); undefined: not known. */
  changed: readonly string[] | undefined;
  /** The config files before and after the save, relative to the config folder: a path above one is a folder of them. */
  configFiles: readonly string[];
  /** The config the served modules were made from; undefined: none yet. */
  before: CompiledConfig | undefined;
  after: CompiledConfig;
  /** A compiled page's source file (relative to the repository) as a path relative to the config folder. */
  configRelative: (file: string) => string;
}

/** The locales whose modules must be made again, or EVERY_LOCALE. */
export function touchedLocales(input: TouchedInput): ReadonlySet<string> | typeof EVERY_LOCALE {
  const { changed, before, after } = input;
  if (!changed || !before) return EVERY_LOCALE;
  const configs = [before, after];
  const isLocale = (code: string) => configs.some((config) => code in config.locales.byCode);
  const touched = new Set<string>();
  for (const file of changed) {
    if (!/\.ya?ml$/.test(file)) {
      // A folder of config files came, went or was replaced: what is in it is not known here.
      if (file === '' || input.configFiles.some((configFile) => configFile.startsWith(`${file}/`))) return EVERY_LOCALE;
      continue;
    }
    const name = /([^/]+)\.yaml$/.exec(file)?.[1];
    const kind = kindOf(file);
    if (kind === 'ruleTests' || kind === 'coverage') continue;
    if (kind === 'menu' && name !== undefined && isLocale(name)) {
      touched.add(name);
      for (const config of configs) {
        if (config.locales.menuFallback !== name) continue;
        for (const { code } of config.locales.list) if (!config.menus[code]) touched.add(code);
      }
      continue;
    }
    if (kind === 'footer' && name !== undefined && isLocale(name)) {
      touched.add(name);
      continue;
    }
    if (kind === 'strings' && name !== undefined) {
      for (const config of configs) for (const { code, language } of config.locales.list) if (language === name) touched.add(code);
      continue;
    }
    if (kind === 'pages') {
      const locales = pageLocalesOf(file, configs, input.configRelative);
      if (locales === EVERY_LOCALE) return EVERY_LOCALE;
      for (const code of locales) touched.add(code);
      continue;
    }
    return EVERY_LOCALE;
  }
  return touched;
}

/** The locales with a page written in `file`, in any of the configs; EVERY_LOCALE when a page's file is not known. */
function pageLocalesOf(file: string, configs: readonly CompiledConfig[], configRelative: (file: string) => string): ReadonlySet<string> | typeof EVERY_LOCALE {
  const locales = new Set<string>();
  for (const config of configs) {
    for (const [code, pages] of Object.entries(config.pages)) {
      for (const page of pages) {
        if (!page.source) return EVERY_LOCALE;
        if (configRelative(page.source.file) === file) {
          locales.add(code);
          break;
        }
      }
    }
  }
  return locales;
}
