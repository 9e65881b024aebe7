// The private navigation while the customer's data loads. Which entries a logged-in customer's
// navigation carries in the shipped menus (spec 2.3, 2.5) is said by the rule tests of
// config/tests/private-menus.yaml and menus.yaml; this holds the engine's part, on the tests'
// own config.
import { describe, expect, it } from 'vitest';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { ids, resolvePersona, variantOf } from '../../support/personas.ts';

describe('the private navigation', () => {
  it("while the customer's data loads, the private header has no navigation yet (the renderer draws its skeleton)", () => {
    const config = fixtureConfig();
    // The customer is there and the header private, so only the loading state keeps the entries
    // out (without a customer the header would show no navigation anyway).
    const privateHeader = (loading: boolean) =>
      resolvePersona(
        variantOf('active-de', (p) => void Object.assign(p, { loading, context: { ...p.context, headerType: 'private' } })),
        config,
      ).header;
    expect(privateHeader(true)).toMatchObject({ type: 'private', variant: 'private', nav: [] });
    const loaded = privateHeader(false);
    expect(loaded).toMatchObject({ type: 'private', variant: 'private' });
    expect(ids(loaded.nav)).toContain('dashboard');
  });
});
