// @vitest-environment jsdom
// The bookings table (src/render/page/blocks/DataTableBlock.tsx for a transactions block): a named
// table with column headers, the sign of an amount in its text, the links to the pages around in a
// named navigation, the empty state, and the failure's retry, when the app gives one (src/blocks/transactions/actions.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionsBlock } from '../../../src/blocks/transactions/types.ts';
import { drawLazy } from './draw-blocks.tsx';
import { provideTransactionsActions } from '../../../src/blocks/transactions/actions.ts';

afterEach(() => cleanup());

const money = (text: string, amount: number) => ({ label: '', amount, currency: 'GBP', isNegative: amount < 0, text });
const COLUMNS = [
  { key: 'date', label: 'Date', numeric: false },
  { key: 'description', label: 'Description', numeric: false },
  { key: 'amount', label: 'Amount', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
];

const BLOCK: TransactionsBlock = {
  type: 'transactions',
  id: 'bookings',
  status: 'ready',
  message: null,
  caption: 'Transactions on your transaction account',
  columns: COLUMNS,
  total: null,
  placeholderRows: 0,
  retry: 'Try again',
  rows: [
    {
      id: 'b2',
      cells: [{ text: '3 Mar 2026' }, { text: 'Withdrawal' }, { text: '', amount: money('-£50.00', -50) }, { text: '', amount: money('£1,200.00', 1200) }],
    },
    {
      id: 'b1',
      cells: [{ text: '1 Mar 2026' }, { text: 'Interest' }, { text: '', amount: money('£1.50', 1.5) }, { text: '', amount: money('£1,250.00', 1250) }],
    },
  ],
  paging: {
    label: 'Transaction pages',
    status: 'Page 2 of 3',
    previous: { href: '/en-gb/account-transactions/', text: 'Newer transactions' },
    next: { href: '/en-gb/account-transactions/?page=3', text: 'Older transactions' },
  },
};

/** The block drawn by its lazy chunk, for a logged-in customer. */
const draw = (block: TransactionsBlock) => drawLazy([block], { loggedIn: true });

describe('transactions block view', () => {
  it('draws a table named by its caption, with column headers and signed amounts', async () => {
    await draw(BLOCK);
    const table = screen.getByRole('table', { name: 'Transactions on your transaction account' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Description', 'Amount', 'Balance']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3 Mar 2026', 'Withdrawal', '-£50.00', '£1,200.00']);
  });

  it('links to the pages around in a named navigation that says where the customer is', async () => {
    await draw(BLOCK);
    const nav = screen.getByRole('navigation', { name: 'Transaction pages' });
    expect(within(nav).getByRole('link', { name: 'Newer transactions' }).getAttribute('href')).toBe('/en-gb/account-transactions/');
    expect(within(nav).getByRole('link', { name: 'Older transactions' }).getAttribute('href')).toBe('/en-gb/account-transactions/?page=3');
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('no bookings: the empty message, no table, no navigation', async () => {
    await draw({ ...BLOCK, status: 'empty', rows: [], paging: null, message: { title: 'No transactions yet.', text: 'They will appear here.' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('No transactions yet.')).toBeTruthy();
  });

  it("a failed call: its message and a retry that asks the app's action to load the bookings again", async () => {
    const asked: string[] = [];
    const withdraw = provideTransactionsActions({ reload: () => asked.push('reload') });
    try {
      await draw({
        ...BLOCK,
        status: 'fetch-error',
        rows: [],
        paging: null,
        message: { title: 'Transactions could not be loaded', text: 'Please try again.' },
      });
      expect(screen.getByRole('status').textContent).toContain('Transactions could not be loaded');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(asked).toEqual(['reload']);
    } finally {
      withdraw();
    }
  });

  it('a failed call without the app (Storybook, the preview): the message, and no retry that would do nothing', async () => {
    await draw({ ...BLOCK, status: 'fetch-error', rows: [], paging: null, message: { title: 'Transactions could not be loaded', text: 'Please try again.' } });
    expect(screen.getByRole('status').textContent).toContain('Transactions could not be loaded');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('while loading (no table fields yet): a busy section, no crash', async () => {
    const { container } = await draw({ type: 'transactions', id: 'bookings', status: 'loading', rows: [], message: null });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
