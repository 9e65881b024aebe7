/**
 * The browser's locale chunk carries the config without its customer part (customer-part.ts:
 * customer-only engine strings, the private navigation and the avatar menu, the required-action
 * redirects and the locale switch); the part arrives with
 * the customer's data. These tests resolve the shipped config both ways: a visitor (and a customer
 * page while its data loads) must get exactly the view model of the whole config, and so must a
 * logged-in customer once the part is put back.
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_STRING_PREFIXES, splitCustomerPart, withCustomerPart } from '../../../src/engine/config/customer-part.ts';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import { resolve as resolveWith } from '../../../src/engine/resolve/index.ts';
import { ALL_RESOLVERS } from '../../../src/blocks/registry.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';

describe('the customer part of the config', () => {
  const config = compiledConfig();
  const { config: stripped, part } = splitCustomerPart(config);
  /** What the browser resolves with before the customer's chunk is there. */
  const noCustomerPart = { ...ALL_RESOLVERS, customer: null };

  it('takes every customer string, private navigation and avatar menu out, and puts them back whole', () => {
    for (const language of Object.keys(config.strings)) {
      for (const prefix of CUSTOMER_STRING_PREFIXES) {
        expect(
          Object.keys(part.strings[language] ?? {}).some((key) => key.startsWith(prefix)),
          `${language} ${prefix}`,
        ).toBe(true);
        expect(
          Object.keys(stripped.strings[language] ?? {}).some((key) => key.startsWith(prefix)),
          `${language} ${prefix}`,
        ).toBe(false);
      }
    }
    for (const menu of Object.values(stripped.menus)) expect([menu.nav.private.length, menu.account.length]).toEqual([0, 0]);
    expect(Object.values(part.menus).some((menu) => menu.navPrivate.length > 0 && menu.account.length > 0)).toBe(true);
    expect(stripped.redirects.list).toEqual([]);
    expect(part.redirects.list.length).toBeGreaterThan(0);
    expect(withCustomerPart(stripped, part)).toEqual(config);
  });

  it('resolves every page of every locale for a visitor, and every customer page while loading, without it', () => {
    let pages = 0;
    for (const [locale, list] of Object.entries(config.pages)) {
      for (const page of list) {
        const path = page.path ?? `/${locale}/no-such-page/`;
        const visitor: CustomerData = { context: { locale, page: path }, flags: {} };
        const loading: CustomerData = { context: { locale, page: path, headerType: 'private' }, flags: {}, loading: true };
        for (const data of [visitor, loading]) {
          const full = resolveWith(config, deriveFacts(data, config), data, noCustomerPart);
          expect(resolveWith(stripped, deriveFacts(data, stripped), data, noCustomerPart), `${locale} ${page.id}`).toEqual(full);
        }
        pages += 1;
      }
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('draws every persona the same once the part is put back', () => {
    const whole = withCustomerPart(stripped, part);
    for (const id of personaIds()) {
      const { id: _id, description: _description, ...data } = loadPersona(id);
      expect(resolve(whole, deriveFacts(data, whole), data), id).toEqual(resolve(config, deriveFacts(data, config), data));
    }
  });
});
