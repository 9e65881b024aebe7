/**
 * The customer's tax country fact (spec 3: "taxDetails (an entry with precedence 0 is used)"),
 * from persona payloads: the entry with precedence 0 wins wherever it stands in the list.
 */
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import { taxCountryOf } from '../../../src/engine/facts/tax.ts';
import type { Persona, PersonPayload } from '../../../src/engine/types/persona.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, variantOf } from '../../support/personas.ts';

const taxCountry = (persona: Persona) => deriveFacts(customerDataOf(persona), compiledConfig()).customer.taxCountryCode;
const withTaxDetails = (id: string, taxDetails: unknown) =>
  variantOf(id, (p) => {
    const person = p.customer?._embedded?.persons?.[0];
    if (person) person.taxDetails = taxDetails as PersonPayload['taxDetails'];
  });

describe('the tax country is the taxDetails entry with precedence 0 (spec 3)', () => {
  it('of the personas: their only entry', () => {
    expect(taxCountry(loadPersona('active-de'))).toBe('DE');
    expect(taxCountry(loadPersona('active-gb'))).toBe('GB');
  });

  it('not the first entry when that one has another precedence', () => {
    const persona = withTaxDetails('active-de', [
      { precedence: 1, countryCode: 'AT' },
      { precedence: 0, countryCode: 'FR' },
      { precedence: 0, countryCode: 'IT' },
    ]);
    expect(taxCountry(persona)).toBe('FR');
  });

  it('none without an entry of precedence 0', () => {
    expect(taxCountry(withTaxDetails('active-de', [{ precedence: 1, countryCode: 'AT' }]))).toBeNull();
    expect(taxCountry(withTaxDetails('active-de', []))).toBeNull();
    expect(taxCountry(withTaxDetails('active-de', undefined))).toBeNull();
  });

  it('service data of the wrong shape gives none, not a crash', () => {
    expect(taxCountry(withTaxDetails('active-de', [{ precedence: '0', countryCode: 'DE' }]))).toBeNull();
    expect(taxCountry(withTaxDetails('active-de', { precedence: 0, countryCode: 'DE' }))).toBeNull();
    expect(taxCountry(withTaxDetails('active-de', [null, 7, { precedence: 0, countryCode: 'at ' }]))).toBe('AT');
    expect(taxCountryOf({ taxDetails: [{ precedence: 0, countryCode: 'Deutschland' }] })).toBeNull();
    expect(taxCountryOf(undefined)).toBeNull();
  });

  it('a visitor has none', () => {
    expect(deriveFacts({ context: { locale: 'de-de', page: '/de-de/' } }, compiledConfig()).customer.taxCountryCode).toBeNull();
  });
});
