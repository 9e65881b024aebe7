/**
 * A visitor's facts without the customer facts code (the browser before the customer's chunk):
 * `noCustomerFacts` must be exactly what the customer facts deriver makes of no payloads, for every
 * page of every locale, while loading, and for every persona that is not logged in.
 */
import { describe, expect, it } from 'vitest';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import { deriveViewFacts } from '../../../src/engine/facts/view-facts.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';

describe("a visitor's facts without the customer facts code", () => {
  const config = compiledConfig();

  it('are the same as with it, on every page of every locale, and while a customer page loads', () => {
    let checked = 0;
    for (const [locale, pages] of Object.entries(config.pages)) {
      for (const page of pages) {
        const path = page.path ?? `/${locale}/no-such-page/`;
        for (const data of [
          { context: { locale, page: path }, flags: {} },
          { context: { locale, page: path, headerType: 'private' as const }, flags: { paymentMethods: true }, loading: true },
        ] satisfies CustomerData[]) {
          const full = deriveFacts(data, config);
          // The time is the caller's (derive.ts: the real one; the browser: its own), not the customer's.
          expect(deriveViewFacts(data, config, null, full.now), `${locale} ${page.id}`).toEqual(full);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('are the same as with it for every persona nobody is logged in as', () => {
    const visitors = personaIds().filter((id) => loadPersona(id).customer == null);
    expect(visitors.length).toBeGreaterThan(10);
    for (const id of visitors) {
      const { id: _id, description: _description, ...data } = loadPersona(id);
      // Only the page's and the flags' payloads: what the browser has for a visitor.
      const visitor: CustomerData = { context: data.context, ...(data.flags ? { flags: data.flags } : {}) };
      const full = deriveFacts(visitor, config);
      expect(deriveViewFacts(visitor, config, null, full.now), id).toEqual(full);
    }
  });
});
