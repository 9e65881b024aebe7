// The transactions block (src/blocks/transactions/resolve-customer.ts) resolved for persona variants.
// Expected values are worked out by hand from the bookings given here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TransactionsBlock } from '../../../src/blocks/transactions/types.ts';
import type { ViewModel } from '../../../src/engine/types/view-model.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { pageIndexOf } from '../../../src/engine/bookings/paging.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

beforeAll(() => void compiledConfig(), 60_000);

/** 30 bookings, 1 to 30 January 2026, each +100.00 but every fifth -50.00: 24 × 100 - 6 × 50 = 2,100.00. */
const BOOKINGS: NonNullable<Persona['transactions']> = Array.from({ length: 30 }, (_, i) => ({
  id: `b${i + 1}`,
  bookingDate: `2026-01-${String(i + 1).padStart(2, '0')}`,
  description: (i + 1) % 5 === 0 ? 'Auszahlung' : 'Gutschrift',
  ...((i + 1) % 5 === 0 ? { counterparty: 'Erika Mustermann' } : {}),
  amount: (i + 1) % 5 === 0 ? -50 : 100,
}));

function bookings(change: (p: Persona) => void, locale = 'de-de', query: Record<string, string> = {}): TransactionsBlock {
  const vm: ViewModel = resolvePersona(
    variantOf('active-de', (p) => {
      p.context = { ...p.context, locale, page: `/${locale}/account-transactions/`, query };
      const account = p.accounts?.[0];
      if (account) account.balance = { current: 2100, available: 2100, reserved: 0 };
      change(p);
    }),
  );
  const found = vm.page.blocks.find((b): b is TransactionsBlock => b.type === 'transactions');
  if (!found) throw new Error(`no transactions block on ${vm.page.id}`);
  return found;
}

const cellTexts = (block: TransactionsBlock) => block.rows.map((row) => row.cells.map((cell) => cell.amount?.text ?? cell.text));

describe('transactions block', () => {
  it('a persona file: newest first, 25 a page, dates and amounts in the page locale, the balance after each', () => {
    const block = bookings((p) => void (p.transactions = BOOKINGS));
    expect(block.status).toBe('ready');
    expect(block.caption).toBe('Buchungen auf Ihrem Verrechnungskonto');
    expect(block.columns?.map((column) => [column.label, column.numeric])).toEqual([
      ['Datum', false],
      ['Buchung', false],
      ['Betrag', true],
      ['Saldo', true],
    ]);
    expect(block.rows).toHaveLength(25);
    expect(cellTexts(block).slice(0, 2)).toEqual([
      ['30.01.2026', 'Auszahlung · Erika Mustermann', '-50,00\u00a0€', '2.100,00\u00a0€'],
      ['29.01.2026', 'Gutschrift', '100,00\u00a0€', '2.150,00\u00a0€'],
    ]);
    // The sign is in the text (not colour alone); the flag lets the view mark it too.
    expect(block.rows[0]?.cells[2]?.amount?.isNegative).toBe(true);
    expect(block.paging).toEqual({
      label: 'Seiten der Buchungen',
      status: 'Seite 1 von 2',
      previous: null,
      next: { href: '/de-de/account-transactions/?page=2', text: 'Ältere Buchungen' },
    });
  });

  it('?page=2 is the second page: the oldest bookings, down to the first one', () => {
    const block = bookings((p) => void (p.transactions = BOOKINGS), 'de-de', { page: '2', flags: 'newDashboard' });
    expect(block.rows.map((row) => row.id)).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
    expect(cellTexts(block).at(-1)).toEqual(['01.01.2026', 'Gutschrift', '100,00\u00a0€', '100,00\u00a0€']);
    expect(block.paging?.status).toBe('Seite 2 von 2');
    expect(block.paging?.previous).toEqual({ href: '/de-de/account-transactions/?flags=newDashboard', text: 'Neuere Buchungen' });
    expect(block.paging?.next).toBeNull();
  });

  it('a page past the last one is the last page (decisions.md: clamp), not "page 4 of 2" with no bookings', () => {
    const block = bookings((p) => void (p.transactions = BOOKINGS), 'de-de', { page: '4' });
    expect(block.status).toBe('ready');
    expect(block.rows.map((row) => row.id)).toEqual(['b5', 'b4', 'b3', 'b2', 'b1']);
    expect(block.paging?.status).toBe('Seite 2 von 2');
    expect(block.paging?.previous?.href).toBe('/de-de/account-transactions/');
    expect(block.paging?.next).toBeNull();
  });

  it('the portal hands one answered page: shown as it came, paging from the service', () => {
    const block = bookings((p) => {
      p.transactions = [{ id: 'x', bookingDate: '2026-03-01', description: 'Interest', amount: 1.5, balance: 1234.5 }];
      p.transactionsPage = { number: 1, size: 25, totalElements: 51, totalPages: 3 };
    }, 'en-gb');
    expect(cellTexts(block)).toEqual([['1 Mar 2026', 'Interest', '€1.50', '€1,234.50']]);
    expect(block.paging?.status).toBe('Page 2 of 3');
    expect(block.paging?.previous?.href).toBe('/en-gb/account-transactions/');
    expect(block.paging?.next?.href).toBe('/en-gb/account-transactions/?page=3');
  });

  it('the account currency: GBP for active-gb', () => {
    const vm = resolvePersona(variantOf('active-gb', (p) => void (p.context = { ...p.context, page: '/en-gb/account-transactions/' })));
    const block = vm.page.blocks.find((b): b is TransactionsBlock => b.type === 'transactions');
    expect(block?.rows[0]?.cells[3]?.amount?.text).toBe('£12,500.00');
  });

  it('no bookings: the empty state; a failed call: the error with a retry; odd bookings are left out', () => {
    const empty = bookings((p) => void (p.transactions = []));
    expect(empty.status).toBe('empty');
    expect(empty.message?.title).toBe('Noch keine Buchungen.');
    expect(empty.paging).toBeNull();
    const failed = bookings((p) => void (p.transactionsStatus = 503));
    expect(failed.status).toBe('fetch-error');
    expect(failed.message?.title).toBe('Buchungen konnten nicht geladen werden');
    expect(failed.retry).toBe('Erneut versuchen');
    const odd = bookings(
      (p) =>
        void (p.transactions = [
          { id: 'a', bookingDate: 'soon', description: 'x', amount: 1 },
          { id: 'b', bookingDate: '2026-01-01', description: 'ok', amount: Number.NaN },
        ]),
    );
    expect(odd.status).toBe('empty');
  });

  it('reads the page of the address from 1; anything else is the first page', () => {
    expect([
      pageIndexOf('2'),
      pageIndexOf('1'),
      pageIndexOf('0'),
      pageIndexOf('-3'),
      pageIndexOf('x'),
      pageIndexOf(undefined),
      pageIndexOf('400'),
      pageIndexOf('401'),
    ]).toEqual([1, 0, 0, 0, 0, 0, 399, 0]);
  });
});
