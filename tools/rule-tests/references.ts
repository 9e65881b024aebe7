import type { CompiledConfig, CompiledMenuItem } from '../../src/engine/config/compiled.ts';
import type { JsonPath } from '../../src/engine/config/sources.ts';
import { closestName } from '../../src/node/closest-name.ts';
import type { RuleTest } from './types.ts';
import { ITEM_AREAS, normalRef } from './view.ts';

/** A name a test uses that the config does not define: a typo that would make a test pass for nothing. */
export interface UnknownName {
  path: JsonPath;
  code: string;
  message: string;
}

function menuIds(items: readonly CompiledMenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.children ?? [])]);
}

/** Every name a test may use, gathered once per config. */
export function knownNames(config: CompiledConfig) {
  const items = new Set<string>();
  for (const menu of Object.values(config.menus)) {
    for (const list of [menu.nav.public, menu.nav.private, menu.nav.corporate, menu.actions.public, menu.actions.private, menu.account]) {
      for (const id of menuIds(list)) items.add(id);
    }
  }
  const footerLinks = new Set<string>();
  for (const content of Object.values(config.footers.content)) {
    for (const column of content.columns ?? []) for (const link of column.links) footerLinks.add(link.id);
    for (const link of content.legal?.links ?? []) footerLinks.add(link.id);
  }
  return {
    locales: new Set(config.locales.list.map((l) => l.code)),
    items,
    footerLinks,
    logos: new Set(config.headers.logos.map((l) => l.id)),
    markets: new Set(config.markets.markets.map((m) => m.locale)),
    redirects: new Set(['none', ...config.redirects.list.map((r) => r.action)]),
  };
}

export type KnownNames = ReturnType<typeof knownNames>;

function unknown(path: JsonPath, what: string, name: string, known: ReadonlySet<string>, code: string): UnknownName {
  const hint = closestName(name, known);
  return { path, code, message: `unknown ${what} "${name}"${hint ? `; did you mean "${hint}"?` : ''}` };
}

/** Names in one test that the config does not define (paths relative to the test). */
export function unknownNames(test: RuleTest, known: KnownNames): UnknownName[] {
  const out: UnknownName[] = [];
  const locales = test.given?.locale === undefined ? [] : Array.isArray(test.given.locale) ? test.given.locale : [test.given.locale];
  locales.forEach((locale, i) => {
    if (!known.locales.has(locale))
      out.push(unknown(['given', 'locale', ...(Array.isArray(test.given?.locale) ? [i] : [])], 'locale', locale, known.locales, 'UNKNOWN_LOCALE'));
  });
  const expect = test.expect;
  for (const area of ITEM_AREAS) {
    const names = area === 'footerLinks' ? known.footerLinks : known.items;
    for (const side of ['shown', 'hidden'] as const) {
      (expect[area]?.[side] ?? []).forEach((raw, i) => {
        const ref = normalRef(raw);
        if (ref.item !== undefined && !names.has(ref.item)) {
          out.push(
            unknown(
              ['expect', area, side, i, ...(typeof raw === 'string' ? [] : ['item'])],
              area === 'footerLinks' ? 'footer link' : 'menu item',
              ref.item,
              names,
              'UNKNOWN_ITEM',
            ),
          );
        }
        if (ref.item === undefined && ref.href === undefined)
          out.push({ path: ['expect', area, side, i], code: 'INVALID_TEST', message: 'name the item (item:) or its link (href:)' });
      });
    }
  }
  for (const side of ['shown', 'hidden'] as const) {
    expect.header?.logos?.[side]?.forEach((id, i) => {
      if (!known.logos.has(id)) out.push(unknown(['expect', 'header', 'logos', side, i], 'logo', id, known.logos, 'UNKNOWN_ID'));
    });
    expect.markets?.[side]?.forEach((locale, i) => {
      if (!known.markets.has(locale)) out.push(unknown(['expect', 'markets', side, i], 'market', locale, known.markets, 'UNKNOWN_LOCALE'));
    });
  }
  if (expect.redirect !== undefined) {
    const action = typeof expect.redirect === 'string' ? expect.redirect : expect.redirect.action;
    if (!known.redirects.has(action))
      out.push(
        unknown(
          typeof expect.redirect === 'string' ? ['expect', 'redirect'] : ['expect', 'redirect', 'action'],
          'redirect action',
          action,
          known.redirects,
          'UNKNOWN_ID',
        ),
      );
  }
  if (expect.localeSwitch !== undefined && expect.localeSwitch !== 'none' && !known.locales.has(expect.localeSwitch)) {
    out.push(unknown(['expect', 'localeSwitch'], 'locale', expect.localeSwitch, known.locales, 'UNKNOWN_LOCALE'));
  }
  return out;
}
