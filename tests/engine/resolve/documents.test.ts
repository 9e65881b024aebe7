// The documents block (src/blocks/documents/resolve-customer.ts) resolved for persona variants.
// Expected values are worked out by hand from the documents given here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsBlock } from '../../../src/blocks/documents/types.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

beforeAll(() => void compiledConfig(), 60_000);

const DOCUMENTS: NonNullable<Persona['documents']> = [
  { id: 'b-tax', title: 'Zinsbescheinigung 2025', date: '2026-02-12', kind: 'tax', read: true },
  { id: 'c-new', title: 'Kontoauszug Oktober 2026', date: '2026-11-02', kind: 'statement', read: false },
  { id: 'a-contract', title: 'Festgeldvertrag', date: '2026-02-12', kind: 'contract' },
];

function documents(change: (p: Persona) => void, locale = 'de-de'): DocumentsBlock {
  const vm: ViewModel = resolvePersona(
    variantOf('active-de', (p) => {
      p.context = { ...p.context, locale, page: `/${locale}/documents/` };
      change(p);
    }),
  );
  const found = vm.page.blocks.find((b): b is DocumentsBlock => b.type === 'documents');
  if (!found) throw new Error(`no documents block on ${vm.page.id}`);
  return found;
}

describe('documents block', () => {
  it('lists the documents newest first (the same day by id), dates in the locale, kinds in its language, unread ones marked', () => {
    const block = documents((p) => void (p.documents = DOCUMENTS));
    expect(block.status).toBe('ready');
    expect(block.message).toBeNull();
    expect(block.rows.map((row) => [row.id, row.date, row.kind, row.unread])).toEqual([
      ['c-new', '02.11.2026', 'Kontoauszug', true],
      ['a-contract', '12.02.2026', 'Vertrag', false],
      ['b-tax', '12.02.2026', 'Steuerbescheinigung', false],
    ]);
    expect(block.rows[0]).toMatchObject({ title: 'Kontoauszug Oktober 2026', isoDate: '2026-11-02' });
    expect(block.texts?.columns).toEqual({ title: 'Dokument', date: 'Datum', kind: 'Art', file: 'Datei' });
  });

  it('speaks the page language: English dates and kinds on en-gb', () => {
    const block = documents((p) => void (p.documents = DOCUMENTS), 'en-gb');
    expect(block.rows.map((row) => [row.date, row.kind])).toEqual([
      ['2 Nov 2026', 'Account statement'],
      ['12 Feb 2026', 'Contract'],
      ['12 Feb 2026', 'Tax certificate'],
    ]);
    expect(block.texts?.download).toBe('Download');
  });

  it('leaves out documents without an id, a title or a valid date, and calls an unknown kind "other"', () => {
    const odd = [
      ...DOCUMENTS.slice(0, 1),
      { id: '', title: 'no id', date: '2026-01-01', kind: 'tax' },
      { id: 'x', title: '  ', date: '2026-01-01', kind: 'tax' },
      { id: 'y', title: 'bad date', date: '01.01.2026', kind: 'tax' },
      { id: 'z', title: 'Neu', date: '2026-03-01', kind: 'letter' },
      null,
      'text',
    ] as unknown as Persona['documents'];
    const block = documents((p) => void (p.documents = odd));
    expect(block.rows.map((row) => [row.id, row.kind])).toEqual([
      ['z', 'Sonstiges'],
      ['b-tax', 'Steuerbescheinigung'],
    ]);
  });

  it('has an empty state without documents', () => {
    for (const list of [[], undefined]) {
      const block = documents((p) => (list ? (p.documents = list) : delete p.documents));
      expect(block.status).toBe('empty');
      expect(block.rows).toEqual([]);
      expect(block.message).toEqual({ title: 'Noch keine Dokumente.', text: 'Sobald wir Ihnen ein Dokument bereitstellen, finden Sie es hier.' });
    }
  });

  it('has a fetch-error state when the list failed or is not a list', () => {
    const failed = documents((p) => {
      p.documents = DOCUMENTS;
      p.documentsStatus = 503;
    });
    expect(failed).toMatchObject({ status: 'fetch-error', rows: [], message: { title: 'Dokumente konnten nicht geladen werden' } });
    expect(failed.texts?.retry).toBe('Erneut versuchen');
  });

  it('draws its skeleton while its own call runs (the rest of the page is drawn)', () => {
    const block = documents((p) => {
      p.documents = DOCUMENTS;
      p.loadingBlocks = ['documents'];
    });
    expect(block).toMatchObject({ status: 'loading', rows: [], message: null });
    expect(block.texts).toBeUndefined();
  });

  it('draws its skeleton while the customer calls run', () => {
    const block = documents((p) => void (p.loading = true));
    expect(block).toMatchObject({ status: 'loading', rows: [], message: null });
    expect(block.texts).toBeUndefined();
  });
});
