// resolve's record (src/engine/resolve/record.ts): asking for it does not change the view model,
// and it says why each piece was dropped, in resolve's own terms.
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { resolve, resolveRecorded } from '../../../src/blocks/resolve-with-blocks.ts';
import { menuFor } from '../../../src/engine/resolve/menu.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';

const config = fixtureConfig();

describe('the record of a resolve', () => {
  it('leaves the view model as resolve gives it, for every persona', () => {
    for (const id of personaIds()) {
      const persona = loadPersona(id);
      const facts = deriveFacts(persona, config);
      expect(resolveRecorded(config, facts, persona).view, id).toEqual(resolve(config, facts, persona));
    }
  });

  it('notes every top-level navigation item of the drawn section, kept or dropped by its rule', () => {
    const persona = loadPersona('payment-methods-off-de');
    const { view, record } = resolveRecorded(config, deriveFacts(persona, config), persona);
    const nav = menuFor(config, 'de-de').nav.private;
    expect(view.header.variant).toBe('private');
    for (const item of nav) {
      const verdict = record.verdicts.get(item);
      expect(verdict, item.id).toBeDefined();
      expect(verdict === 'kept', item.id).toBe(view.header.nav.some((shown) => shown.id === item.id));
    }
  });

  it('notes the account menu entries the reduced menu drops', () => {
    const reducedIds = new Set(config.headers.reducedAccountMenu.items);
    const persona = personaIds()
      .map(loadPersona)
      .find((p) => {
        const view = resolve(config, deriveFacts(p, config), p);
        return view.header.account?.reduced === true;
      });
    expect(persona, 'a persona with the reduced account menu').toBeDefined();
    const { record } = resolveRecorded(config, deriveFacts(persona!, config), persona!);
    const dropped = menuFor(config, persona!.context.locale.toLowerCase()).account.filter((item) => record.verdicts.get(item) === 'reduced-menu');
    expect(dropped.length).toBeGreaterThan(0);
    for (const item of dropped) expect(reducedIds.has(item.id), item.id).toBe(false);
  });
});
