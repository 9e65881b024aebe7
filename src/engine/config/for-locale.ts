/**
 * One locale's share of the compiled config: what resolve() reads for a page of that locale
 * and nothing else. The browser loads only its page's locale (config and strings of
 * all locales were a fifth of the first load). Everything every locale needs stays whole: the
 * locale and market lists (country picker), headers, footer layout and rules.
 */
import type { CompiledConfig } from './compiled.ts';
import type { ContextSignal } from '../context/signals.ts';
import { beyondCode, type CompiledFlags } from '../flags/table-of.ts';

function only<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]!]));
}

function browserFlags(flags: CompiledFlags | undefined): { flags?: CompiledFlags } {
  const table = flags ? beyondCode(flags.table) : {};
  return flags && (Object.keys(table).length || Object.keys(flags.defaults).length) ? { flags: { table, defaults: flags.defaults } } : {};
}

export function configForLocale(full: CompiledConfig, locale: string): CompiledConfig {
  const { flags, ...config } = full;
  const language = config.locales.byCode[locale]?.language ?? 'en';
  // A locale without a menu uses the fallback locale's (spec 2.1); its own otherwise.
  const menuLocales = config.menus[locale] ? [locale] : [config.locales.menuFallback];
  const siteLocales = config.head.sites[locale] ? [locale] : [config.locales.menuFallback];
  return {
    ...config,
    // Named rules are expanded into every rule that uses them; the browser never looks one up.
    namedRules: {},
    // Descriptions say why, for explain and the preview (Node); the browser only applies the rules.
    redirects: { ...config.redirects, list: config.redirects.list.map((redirect) => ({ ...redirect, description: '' })) },
    headers: { ...config.headers, variants: config.headers.variants.map((variant) => ({ ...variant, description: '' })) },
    // Descriptions are for people (README, editors); the browser only applies the signals.
    contextSignals: config.contextSignals.map(({ description: _, ...signal }) => signal as ContextSignal),
    // A menu's file name is explain's (Node): the browser's copy leaves it out, so the module does
    // not change with the folder the config was read from.
    menus: Object.fromEntries(Object.entries(only(config.menus, menuLocales)).map(([code, menu]) => [code, { ...menu, file: '' }])),
    footers: {
      ...config.footers,
      content: only(config.footers.content, [locale]),
      // The renderer draws the parsed tree; the HTML string serves Node's readers of the view model.
      disclaimers: Object.fromEntries(Object.entries(only(config.footers.disclaimers, [locale])).map(([key, d]) => [key, { html: '', tree: d.tree }])),
    },
    head: { ...config.head, sites: only(config.head.sites, siteLocales) },
    pages: only(config.pages, [locale]),
    strings: only(config.strings, [language]),
    // The code's table is in the bundle already: the page carries only what config/flags/ adds to it.
    ...browserFlags(flags),
  };
}

/**
 * The footer's share of a locale's config apart from the rest: the browser loads it with
 * the footer's code, after the page (the footer is below the first screen and prerendered). The
 * rest keeps an empty footer config, which resolves to no footer; nothing in the browser but the
 * footer's module reads it.
 */
export function splitFooters(config: CompiledConfig): { config: CompiledConfig; footers: CompiledConfig['footers'] } {
  const { footers } = config;
  const empty: CompiledConfig['footers'] = { hidden: footers.hidden, versions: { v1: [], v2: [] }, content: {}, disclaimers: {}, settings: footers.settings };
  return { config: { ...config, footers: empty }, footers };
}
