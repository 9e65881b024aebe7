import type { CompiledConfig, CompiledMenu, CompiledMenuItem } from './compiled.ts';
import { lazySourceRef } from './source-ref.ts';
import type { ConfigSources, JsonPath, Loaded } from './sources.ts';
import type { MenuItemConfig, Rule } from './types.ts';
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import { expandNamedRules, type NamedRules } from '../rules/named-rules.ts';
import { linksForLocale, richTextTree, sanitizeRichText } from '../format/rich-text.ts';
import { compilePages } from '../pages/compile.ts';
import type { BlockCompilers } from '../pages/blocks/definition.ts';
import { logicInterner } from './intern-logic.ts';
import { windowed, type WrittenWindow } from '../rules/window.ts';
import { compileFlags } from '../flags/table-of.ts';

/** The namespace of UI strings the engine itself puts into view models. */
export const ENGINE_STRINGS_NAMESPACE = 'engine';

/** Every rule a compile prepared, for tools that look for something in all of them. */
const preparedRulesOf = new WeakMap<CompiledConfig, readonly PreparedRule[]>();

/**
 * The rules prepared for this config (undefined for a config that was not made by compileConfig
 * here, a copy sent to the browser, say): a list, where finding them in the config is a walk of it.
 */
export function preparedRules(config: CompiledConfig): readonly PreparedRule[] | undefined {
  return preparedRulesOf.get(config);
}

/**
 * Compiles loaded config: every rule prepared once (named rules expanded), menus indexed by
 * locale, each page block by its type's compiler from `blocks` (the caller's registry,
 * src/blocks/compilers.generated.ts). Assumes the sources passed `validate`; throws RuleError
 * for an unknown rule name.
 */
export function compileConfig(sources: ConfigSources, blocks: BlockCompilers): CompiledConfig {
  const named: NamedRules = sources.namedRules.data.rules;
  // Equal rules (and parts of rules) share one logic object, so resolve can evaluate each
  // distinct rule once; named rules are shared wherever they are used (expandNamedRules).
  const intern = logicInterner();
  // A page's rules are prepared again for each of its locales: the expanded, interned logic of
  // a rule (the same object in every locale) is worked out once.
  const logicOf = new Map<Rule, unknown>();
  const logic = (rule: Rule): unknown => {
    if (logicOf.has(rule)) return logicOf.get(rule);
    const made = intern(expandNamedRules(rule, named));
    logicOf.set(rule, made);
    return made;
  };
  const prepared: PreparedRule[] = [];
  // `path` is where the rule's `when` is written; `entry`, the object holding it, may add a window
  // (`from`/`until`, rules/window.ts), written beside the `when`.
  const prepare = <T>(loaded: Loaded<T>, path: JsonPath, rule: Rule | undefined, entry?: WrittenWindow): PreparedRule | null => {
    const window = entry ? windowed(rule, entry, (kind) => sourceOf(loaded, [...path.slice(0, -1), kind])) : null;
    const written = window ? window.rule : rule;
    if (written === undefined) return null;
    const source = window && rule === undefined ? window.window.bounds[0]!.source : sourceOf(loaded, path);
    const made: PreparedRule = { original: written, logic: logic(written), source, ...(window ? { window: window.window } : {}) };
    prepared.push(made);
    return made;
  };
  const required = <T>(loaded: Loaded<T>, path: JsonPath, rule: Rule): PreparedRule => prepare(loaded, path, rule)!;

  const headers = sources.headers;
  const layout = sources.footerLayout;
  const locales = sources.locales.data;
  const strings: Record<string, Record<string, string>> = {};
  for (const [language, namespaces] of Object.entries(sources.strings)) {
    strings[language] = namespaces[ENGINE_STRINGS_NAMESPACE] ?? {};
  }
  const config: CompiledConfig = {
    locales: {
      defaultLocale: locales.defaultLocale,
      menuFallback: locales.menuFallback,
      byCode: Object.fromEntries(locales.locales.map((l) => [l.code, l])),
      list: locales.locales,
    },
    markets: sources.markets.data,
    regions: sources.regions.data,
    pages: compilePages(sources.pages, locales.locales, { prepare, sourceOf, blocks }),
    namedRules: Object.fromEntries(
      Object.entries(named).map(([name, entry]) => [
        name,
        { description: entry.description, rule: required(sources.namedRules, ['rules', name, 'when'], entry.when) },
      ]),
    ),
    redirects: {
      neverOn: sources.redirects.data.neverOn,
      list: sources.redirects.data.redirects.map((r, i) => ({ ...r, rule: required(sources.redirects, ['redirects', i, 'when'], r.when) })),
      localeSwitch: required(sources.redirects, ['localeSwitch', 'when'], sources.redirects.data.localeSwitch.when),
    },
    headers: {
      types: headers.data.types.map((t, i) => ({ type: t.type, rule: prepare(headers, ['types', i, 'when'], t.when) })),
      variants: headers.data.variants.map((v, i) => ({
        ...v,
        rule: prepare(headers, ['variants', i, 'when'], v.when),
        source: sourceOf(headers, ['variants', i]),
      })),
      logos: headers.data.logos.map((l, i) => ({ ...l, rule: prepare(headers, ['logos', i, 'when'], l.when) })),
      balance: required(headers, ['balance', 'when'], headers.data.balance.when),
      reducedAccountMenu: {
        rule: required(headers, ['reducedAccountMenu', 'when'], headers.data.reducedAccountMenu.when),
        items: headers.data.reducedAccountMenu.items,
      },
      switchableAccounts: required(headers, ['switchableAccounts', 'when'], headers.data.switchableAccounts.when),
      regflowLink: required(headers, ['regflowLink', 'when'], headers.data.regflowLink.when),
      unreadBadge: required(headers, ['unreadBadge', 'when'], headers.data.unreadBadge.when),
      ownDistributorId: headers.data.cobranding.ownDistributorId,
      countryBanner: headers.data.countryBanner.map((b, i) => ({
        reason: b.reason,
        rule: required(headers, ['countryBanner', i, 'when'], b.when),
      })),
      smartBanner: headers.data.smartBanner ? required(headers, ['smartBanner', 'when'], headers.data.smartBanner.when) : null,
    },
    menus: Object.fromEntries(Object.entries(sources.menus).map(([locale, menu]) => [locale, compileMenu(menu, prepare)])),
    footers: {
      hidden: required(layout, ['hiddenWhen'], layout.data.hiddenWhen),
      versions: {
        // A part's from/until are in its rule: the compiled part leaves the written times out.
        v1: layout.data.versions.v1.map(({ from, until, ...p }, i) => ({
          ...p,
          rule: prepare(layout, ['versions', 'v1', i, 'when'], p.when, { from, until }),
        })),
        v2: layout.data.versions.v2.map(({ from, until, ...p }, i) => ({
          ...p,
          rule: prepare(layout, ['versions', 'v2', i, 'when'], p.when, { from, until }),
        })),
      },
      content: Object.fromEntries(Object.entries(sources.footers).map(([locale, f]) => [locale, f.data])),
      // Rich text is sanitised and parsed once here, not per request nor in the browser.
      disclaimers: Object.fromEntries(
        Object.entries(sources.footers)
          .filter(([, f]) => typeof f.data.disclaimer === 'string')
          .map(([locale, f]) => [
            locale,
            { html: sanitizeRichText(f.data.disclaimer, linksForLocale(locale)), tree: richTextTree(f.data.disclaimer, linksForLocale(locale)) },
          ]),
      ),
      settings: sources.footerSettings.data,
    },
    head: sources.head.data,
    contextSignals: sources.contextSignals.data.signals,
    strings,
    // Every file's flags in one set, as flagd reads several sources (validate refuses a flag defined twice).
    ...(sources.flags ? { flags: compileFlags(Object.assign({}, ...sources.flags.map((file) => file.data.flags))) } : {}),
  };
  preparedRulesOf.set(config, prepared);
  return config;
}

type Prepare = <T>(loaded: Loaded<T>, path: JsonPath, rule: Rule | undefined, entry?: WrittenWindow) => PreparedRule | null;

function compileMenu(menu: Loaded<import('./types.ts').MenuFile>, prepare: Prepare): CompiledMenu {
  const items = (list: MenuItemConfig[] | undefined, path: JsonPath): CompiledMenuItem[] =>
    (list ?? []).map((item, i) => compileItem(menu, item, [...path, i], prepare));
  const data = menu.data;
  return {
    locale: data.locale,
    file: menu.file,
    nav: {
      public: items(data.nav?.public, ['nav', 'public']),
      private: items(data.nav?.private, ['nav', 'private']),
      corporate: items(data.nav?.corporate, ['nav', 'corporate']),
    },
    actions: { public: items(data.actions?.public, ['actions', 'public']), private: items(data.actions?.private, ['actions', 'private']) },
    account: items(data.account, ['account']),
  };
}

function compileItem<T>(menu: Loaded<T>, item: MenuItemConfig, path: JsonPath, prepare: Prepare): CompiledMenuItem {
  const { when, href, children, from, until, ...rest } = item;
  const compiled: CompiledMenuItem = {
    ...rest,
    rule: prepare(menu, [...path, 'when'], when, { from, until }),
    href:
      href === undefined
        ? null
        : typeof href === 'string'
          ? [{ rule: null, value: href }]
          : href.map((c, i) => ({ rule: prepare(menu, [...path, 'href', i, 'when'], c.when), value: c.value })),
    source: sourceOf(menu, path),
  };
  if (children) compiled.children = children.map((child, i) => compileItem(menu, child, [...path, 'children', i], prepare));
  return compiled;
}

/**
 * Where a rule is written. The line and column are worked out when first read: validation
 * prepares every rule but names the place of few, and a place costs the tools a full parse
 * of the file with positions (tools/config/yaml-source.ts).
 */
function sourceOf<T>(loaded: Loaded<T>, path: JsonPath): SourceRef | null {
  // A page and its blocks are compiled once per locale, all written in one place: one
  // reference per place, shared by the locales (each was a few objects, for every block).
  let ofFile = sourcesOf.get(loaded);
  if (!ofFile) sourcesOf.set(loaded, (ofFile = new Map()));
  const key = path.join('\u0000');
  let source = ofFile.get(key);
  if (!source) ofFile.set(key, (source = newSourceOf(loaded, path)));
  return source;
}

/** The references made so far, per loaded file and place (the path's segments joined). */
const sourcesOf = new WeakMap<Loaded<unknown>, Map<string, SourceRef>>();

function newSourceOf<T>(loaded: Loaded<T>, path: JsonPath): SourceRef {
  return lazySourceRef(loaded.file, path, loaded.locate);
}
