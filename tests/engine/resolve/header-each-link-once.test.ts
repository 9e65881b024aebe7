// Spec 2.4: the header's action group (login, registration, My Account) and its navigation are
// two places; a link offered in one is not offered again in the other. The corporate header
// listed "Log in" twice (its navigation had a login entry besides the login action). Every
// page of every locale, as an anonymous visitor and as a logged-in customer sees it.
import { describe, expect, it } from 'vitest';
import { compiledConfig } from '../../support/config.ts';
import { flatten, variantOf } from '../../support/personas.ts';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';

const ANONYMOUS = [
  'anonymous-de',
  'anonymous-at',
  'anonymous-ch',
  'anonymous-gb',
  'anonymous-ie',
  'anonymous-us',
  'anonymous-en',
  'anonymous-fr',
  'anonymous-es',
  'anonymous-nl',
  'anonymous-it',
  'anonymous-pl',
  'anonymous-fi',
];

/** "page: href" for each action link that the same header's navigation offers again. */
function doubled(personaId: string): string[] {
  const config = compiledConfig();
  const found: string[] = [];
  const base = variantOf(personaId, () => undefined);
  const locale = base.context?.locale ?? 'de-de';
  for (const page of config.pages[locale] ?? []) {
    if (!page.path) continue;
    const vm = resolveData(
      config,
      variantOf(personaId, (persona) => {
        persona.context = { ...persona.context, page: page.path ?? undefined };
      }),
    );
    const nav = new Set(
      flatten(vm.header.nav)
        .map((item) => item.href?.toLowerCase())
        .filter(Boolean),
    );
    for (const action of vm.header.actions) {
      if (action.href && nav.has(action.href.toLowerCase())) found.push(`${page.path}: ${action.title} ${action.href} (${vm.header.variant})`);
    }
  }
  return found;
}

describe('a header offers each of its actions once', () => {
  it.each(ANONYMOUS)('%s: no page repeats an action in the navigation', (personaId) => {
    expect(doubled(personaId)).toEqual([]);
  });

  it('a logged-in customer (active-de) neither', () => {
    expect(doubled('active-de')).toEqual([]);
  });

  it("the corporate header's one login is its action", () => {
    const vm = resolveData(
      compiledConfig(),
      variantOf('anonymous-en', (persona) => {
        persona.context = { ...persona.context, page: '/en/corporate/' };
      }),
    );
    expect(vm.header.variant).toBe('corporate');
    const logins = [...vm.header.actions, ...flatten(vm.header.nav)].filter((item) => item.href === '/en/login/');
    expect(logins.map((item) => item.type)).toEqual(['login']);
  });
});
