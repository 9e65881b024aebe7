/**
 * The browser's locale chunk carries only the public engine strings; the customer-only ones
 * arrive with the customer's data, handed to the engine by the customer resolvers. These tests
 * resolve the shipped config both ways: a visitor (and a customer page while its data loads)
 * must get exactly the view model of the full config, and so must a logged-in customer once the
 * customer strings are there.
 */
import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { CUSTOMER_STRING_PREFIXES, splitCustomerStrings } from '../../../src/engine/config/customer-strings.ts';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import { CUSTOMER_RESOLVERS } from '../../../src/engine/resolve/customer-resolvers.ts';
import { resolve, resolveView } from '../../../src/engine/resolve/index.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona } from '../../support/personas.ts';

function publicOnly(config: CompiledConfig): CompiledConfig {
  return { ...config, strings: Object.fromEntries(Object.entries(config.strings).map(([language, strings]) => [language, splitCustomerStrings(strings).public])) };
}

describe('customer-only engine strings', () => {
  const config = compiledConfig();

  it('splits every string into exactly one part, and every prefix names strings of every language', () => {
    for (const [language, strings] of Object.entries(config.strings)) {
      const split = splitCustomerStrings(strings);
      expect(Object.keys(split.public).length + Object.keys(split.customer).length, language).toBe(Object.keys(strings).length);
      expect({ ...split.public, ...split.customer }, language).toEqual(strings);
      for (const prefix of CUSTOMER_STRING_PREFIXES) expect(Object.keys(split.customer).some((key) => key.startsWith(prefix)), `${language} ${prefix}`).toBe(true);
    }
  });

  it('resolves every page of every locale for a visitor, and every customer page while loading, without them', () => {
    const stripped = publicOnly(config);
    let pages = 0;
    for (const [locale, list] of Object.entries(config.pages)) {
      for (const page of list) {
        const path = page.path ?? `/${locale}/no-such-page/`;
        const visitor: CustomerData = { context: { locale, page: path }, flags: {} };
        const loading: CustomerData = { context: { locale, page: path, headerType: 'private' }, flags: {}, loading: true };
        for (const data of [visitor, loading]) {
          const full = resolveView(config, deriveFacts(data, config), data, null);
          expect(resolveView(stripped, deriveFacts(data, stripped), data, null), `${locale} ${page.id}`).toEqual(full);
        }
        pages += 1;
      }
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('draws a customer the same when the customer resolvers bring the strings', () => {
    const stripped = publicOnly(config);
    for (const id of ['active-de', 'active-gb', 'pension-de', 'money-market-de', 'switchable-accounts-de']) {
      const { id: _id, description: _description, ...data } = loadPersona(id);
      const language = config.locales.byCode[data.context.locale]!.language;
      const resolvers = { ...CUSTOMER_RESOLVERS, strings: splitCustomerStrings(config.strings[language]!).customer };
      const full = resolve(config, deriveFacts(data, config), data);
      expect(resolveView(stripped, deriveFacts(data, stripped), data, resolvers), id).toEqual(full);
    }
  });
});
