/**
 * What of a locale's config only a logged-in customer's view reads: the engine strings of the
 * balance, accounts, products, the customer's details, unread messages and order errors, the menu's
 * private navigation and avatar menu (the header draws its skeleton until the customer's data is
 * there), and the required-action redirects and the locale switch (spec 4: only for a logged-in
 * customer, so without the customer's facts none of them can hold). The browser loads this part with the customer's data, so a visitor's first load does
 * not carry it; `withCustomerPart` puts it back. Node always has the whole config.
 * A test resolves every page of every locale for a visitor, and every customer page while its
 * data loads, without the part, and expects the view model of the whole config.
 */
import type { CompiledConfig, CompiledMenuItem } from './compiled.ts';
import type { PreparedRule } from '../rules/types.ts';

/** The locale switch of a visitor's config: nobody is logged in, so it never holds. */
const NEVER: PreparedRule = { original: false, logic: false, source: null };

/** Engine string keys only the customer resolvers read, by prefix. */
export const CUSTOMER_STRING_PREFIXES: readonly string[] = [
  'balance.',
  'account.',
  // accounts.column.* and products.column.* head the tables' loading skeletons: public.
  'accounts.total',
  'accounts.unavailable',
  'depositType.',
  'accountState.',
  'productFamily.',
  'scenario.',
  'productState.',
  'postbox.',
  'details.',
  // Order error messages (src/engine/orders/): only a customer places orders.
  'order.',
];

export function isCustomerString(key: string): boolean {
  return CUSTOMER_STRING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export interface CustomerConfigPart {
  /** Language -> the customer-only engine strings. */
  strings: Record<string, Record<string, string>>;
  /** Menu locale -> its private navigation and avatar menu. */
  menus: Record<string, { navPrivate: CompiledMenuItem[]; account: CompiledMenuItem[] }>;
  /** The required-action redirects and the locale switch (their `neverOn` stays: it is no rule). */
  redirects: Pick<CompiledConfig['redirects'], 'list' | 'localeSwitch'>;
}

/** The config without the customer part, and the part. */
export function splitCustomerPart(config: CompiledConfig): { config: CompiledConfig; part: CustomerConfigPart } {
  const part: CustomerConfigPart = { strings: {}, menus: {}, redirects: { list: config.redirects.list, localeSwitch: config.redirects.localeSwitch } };
  const strings: CompiledConfig['strings'] = {};
  for (const [language, entries] of Object.entries(config.strings)) {
    const own: Record<string, string> = {};
    const customer: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries)) (isCustomerString(key) ? customer : own)[key] = text;
    strings[language] = own;
    part.strings[language] = customer;
  }
  const menus: CompiledConfig['menus'] = {};
  for (const [locale, menu] of Object.entries(config.menus)) {
    menus[locale] = { ...menu, nav: { ...menu.nav, private: [] }, account: [] };
    part.menus[locale] = { navPrivate: menu.nav.private, account: menu.account };
  }
  const redirects = { ...config.redirects, list: [], localeSwitch: NEVER };
  return { config: { ...config, strings, menus, redirects }, part };
}

/** The config with the customer part put back (a new object; the given ones are untouched). */
export function withCustomerPart(config: CompiledConfig, part: CustomerConfigPart): CompiledConfig {
  const strings: CompiledConfig['strings'] = { ...config.strings };
  for (const [language, entries] of Object.entries(part.strings)) strings[language] = { ...strings[language], ...entries };
  const menus: CompiledConfig['menus'] = { ...config.menus };
  for (const [locale, { navPrivate, account }] of Object.entries(part.menus)) {
    const menu = menus[locale];
    if (menu) menus[locale] = { ...menu, nav: { ...menu.nav, private: navPrivate }, account };
  }
  return { ...config, strings, menus, redirects: { ...config.redirects, ...part.redirects } };
}
