import { describe, expect, it } from 'vitest';
import { matrixCells, queryOf, requestOf, selectionFromQuery, type Selection } from '../../src/preview/page/selection.ts';
import type { PersonaSummary } from '../../src/preview/protocol.ts';

const persona = (id: string, locale: string): PersonaSummary => ({ id, locale, description: '', file: `personas/${id}.json`, flags: {} });
const PERSONAS = [persona('active-de', 'de-de'), persona('anonymous-de', 'de-de'), persona('active-gb', 'en-gb')];
const LOCALES = ['de-de', 'en-gb', 'fr-fr'];

describe('the preview selection', () => {
  it('survives the address: what the page writes it reads back', () => {
    const selection: Selection = {
      persona: 'active-de',
      locale: 'fr-fr',
      design: 'v1',
      flags: { paymentMethods: true, smartBanner: false },
      page: '/fr-fr/x/',
      at: '2026-12-01T08:00',
      viewport: 'phone',
      mode: 'locales',
    };
    expect(selectionFromQuery(queryOf(selection))).toEqual(selection);
    expect(queryOf({ ...selection, locale: null, design: null, flags: {}, page: null, at: null, viewport: 'desktop', mode: 'single' })).toBe(
      '?persona=active-de',
    );
    // The time goes to the engine with every view of the selection.
    expect(requestOf(selection).at).toBe('2026-12-01T08:00');
  });

  it('reads nonsense in the address as the defaults', () => {
    expect(selectionFromQuery('?design=v9&viewport=watch&mode=everything')).toMatchObject({ design: null, viewport: 'desktop', mode: 'single', persona: '' });
  });

  it('asks for the single view with its page, and for matrix cells without it and without explanations', () => {
    const selection = selectionFromQuery('?persona=active-de&page=/de-de/x/&flags=paymentMethods');
    expect(requestOf(selection)).toEqual({ persona: 'active-de', flags: { paymentMethods: true }, page: '/de-de/x/' });
    expect(requestOf(selection, { persona: 'active-gb', locale: 'en-gb' }, false)).toEqual({
      persona: 'active-gb',
      locale: 'en-gb',
      flags: { paymentMethods: true },
      explain: false,
    });
  });

  it("lays out one persona in every locale, or every persona of the chosen (or the persona's) locale", () => {
    expect(matrixCells(selectionFromQuery('?persona=active-gb&mode=locales'), PERSONAS, LOCALES)).toEqual(
      LOCALES.map((locale) => ({ persona: 'active-gb', locale })),
    );
    expect(matrixCells(selectionFromQuery('?persona=active-gb&mode=personas&locale=de-de'), PERSONAS, LOCALES).map((c) => c.persona)).toEqual([
      'active-de',
      'anonymous-de',
    ]);
    expect(matrixCells(selectionFromQuery('?persona=active-gb&mode=personas'), PERSONAS, LOCALES)).toEqual([{ persona: 'active-gb', locale: 'en-gb' }]);
    expect(matrixCells(selectionFromQuery('?persona=active-gb'), PERSONAS, LOCALES)).toEqual([]);
  });
});
