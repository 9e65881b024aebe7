/**
 * The browser keeps the prerendered footer, and waits before fetching its code, while the config
 * and the facts are what they were (app/boot/footer/useFooterContext.ts): the footer and the smart
 * banner must be resolved from those alone. Here every persona's footer and smart banner are
 * resolved in a context whose raw data and customer resolvers throw when read: a resolver that
 * starts reading them fails this test, and useFooterContext must then compare them too.
 */
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { resolveFooter } from '../../../src/engine/resolve/footer.ts';
import { ALL_RESOLVERS } from '../../../src/blocks/registry.ts';
import type { CUSTOMER_RESOLVERS } from '../../../src/blocks/customer-resolvers.ts';
import { resolveSmartBanner } from '../../../src/engine/resolve/smart-banner.ts';
import { viewContext } from '../../../src/engine/resolve/view.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, personaIds, resolvePersona } from '../../support/personas.ts';

/** An object any read of which throws, naming what was read. */
function unreadable<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      throw new Error(`the footer read ${name}.${String(key)}`);
    },
  });
}

describe('the footer is resolved from the config and the facts alone', () => {
  const config = compiledConfig();
  it.each(personaIds())('%s', (id) => {
    const persona = loadPersona(id);
    const facts = deriveFacts(persona, config);
    const full = viewContext(config, facts, persona, ALL_RESOLVERS.blocks, ALL_RESOLVERS.customer);
    const blind = { ...full, data: unreadable<typeof full.data>('data'), customer: unreadable<typeof CUSTOMER_RESOLVERS>('customer') };
    const expected = resolvePersona(id, config);
    expect(resolveFooter(blind)).toEqual(expected.footer);
    expect(resolveSmartBanner(blind)).toEqual(expected.smartBanner);
  });
});
