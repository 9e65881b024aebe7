/**
 * Spec 4: "Liquid managed-portfolio flags are set when an instance of a liquid category with a
 * matching template exists and its state is not REJECTED or CLOSED." Driven by the personas that
 * hold a managed portfolio or an interest portfolio, with their instance made ILLIQUID (or the
 * category left out): the template still matches, so only the category decides.
 */
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import type { Persona, ProductInstancePayload } from '../../../src/engine/types/persona.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { flatten, resolveOnFixture, variantOf } from '../../support/personas.ts';

const productsOf = (persona: Persona) => {
  const config = fixtureConfig();
  return deriveFacts(customerDataOf(persona), config).products;
};
const withInstances = (id: string, change: (instance: ProductInstancePayload) => void) =>
  variantOf(id, (p) => {
    for (const instance of p.productInstances ?? []) change(instance);
  });
const navIds = (persona: Persona) => flatten(resolveOnFixture(persona).header.nav).map((item) => item.id);

describe('liquid managed-portfolio flags need the LIQUID category (spec 4)', () => {
  it('a liquid DWM50 portfolio sets wealth management and its level, and shows the menu entry', () => {
    const persona = variantOf('active-de', () => {});
    expect(productsOf(persona)).toMatchObject({ wealthManagement: true, wealthManagementLevels: [50] });
    expect(navIds(persona)).toContain('wealth-management');
  });

  it.each([
    ['ILLIQUID', 'ILLIQUID'],
    ['without a category', undefined],
    ["lower-case liquid (not the spec's value)", 'liquid'],
  ])('the same DWM50 instance %s sets neither the flag nor a level', (_name, category) => {
    const persona = withInstances('active-de', (instance) => {
      if (category === undefined) delete instance.product_category;
      else instance.product_category = category;
    });
    expect(productsOf(persona)).toMatchObject({ wealthManagement: false, wealthManagementLevels: [] });
    expect(navIds(persona)).not.toContain('wealth-management');
  });

  it('an ILLIQUID interest portfolio (DWMMM) does not set the money-market flag', () => {
    expect(productsOf(variantOf('money-market-de', () => {})).moneyMarket).toBe(true);
    const persona = withInstances('money-market-de', (instance) => {
      instance.product_category = 'ILLIQUID';
    });
    expect(productsOf(persona).moneyMarket).toBe(false);
    expect(navIds(persona)).not.toContain('interest-portfolio');
  });

  it('beside a liquid portfolio, an ILLIQUID one adds no level of its own', () => {
    const persona = variantOf('active-de', (p) => {
      p.productInstances = [
        ...(p.productInstances ?? []),
        { product_category: 'ILLIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM100' },
        { product_category: 'ILLIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWMMM_NL' },
      ];
    });
    expect(productsOf(persona)).toMatchObject({ wealthManagement: true, wealthManagementLevels: [50], moneyMarket: false });
  });

  it.each(['REJECTED', 'CLOSED'])('a liquid portfolio in state %s sets nothing', (state) => {
    const persona = withInstances('active-de', (instance) => {
      instance.state = state;
    });
    expect(productsOf(persona)).toMatchObject({ wealthManagement: false, wealthManagementLevels: [] });
  });
});
