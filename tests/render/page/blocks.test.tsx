// @vitest-environment jsdom
// One component per block type (src/blocks/views.generated.ts, each type's View.tsx): each draws its view-model block
// with the right semantics, and decides nothing itself.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableBlock } from '../../../src/engine/types/blocks.ts';
import type { Page } from '../../../src/engine/types/view-model.ts';
import { AppBlocksContext, PageBlocks, PageView } from '../../../src/render/page/index.ts';
import { draw, drawLazy } from './draw-blocks.tsx';
import { renderWithI18n } from '../footer/i18n.tsx';

afterEach(cleanup);

const money = (amount: number, text: string) => ({ label: 'Balance', amount, currency: 'GBP', isNegative: amount < 0, text });

const TABLE: DataTableBlock = {
  type: 'accounts',
  status: 'ready',
  caption: 'Your accounts',
  message: null,
  columns: [
    { key: 'type', label: 'Account', numeric: false },
    { key: 'current', label: 'Balance', numeric: true },
  ],
  rows: [
    { id: 'a', cells: [{ text: 'Savings account' }, { text: '', amount: money(12.5, '£12.50') }] },
    { id: 'b', cells: [{ text: 'Notice account' }, { text: '', amount: money(-3, '-£3.00') }] },
  ],
  total: { label: 'Total', amounts: [money(9.5, '£9.50')], note: null },
  placeholderRows: 0,
};

describe('page', () => {
  it('the title is the h1, the introduction follows', () => {
    const page: Page = {
      id: 'p',
      kind: 'content',
      audience: 'public',
      status: 200,
      path: '/en-gb/p/',
      title: 'Deposit protection',
      intro: 'What is covered.',
      blocks: [],
    };
    renderWithI18n(<PageView page={page} designVersion="v2" loggedIn={false} locale="en-gb" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposit protection');
    expect(screen.getByText('What is covered.').tagName).toBe('P');
  });
});

describe('text and layout blocks', () => {
  it('headings are h2 or h3 as configured; a box titled after an h2 gets an h3', () => {
    draw([
      { type: 'heading', level: 2, text: 'Section' },
      { type: 'box', title: 'Key facts', blocks: [{ type: 'rich-text', tree: [{ tag: 'p', attrs: {}, children: ['Up to the limit.'] }] }] },
      { type: 'heading', level: 3, text: 'Sub' },
    ]);
    expect(screen.getByRole('heading', { name: 'Section' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Key facts' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Sub' }).tagName).toBe('H3');
    expect(screen.getByText('Up to the limit.').closest('.pb-box')).not.toBeNull();
  });

  it('a padded band gets its theme background as a class (no inline style)', () => {
    const { container } = draw([{ type: 'padded', background: 'neutral', blocks: [{ type: 'divider' }] }]);
    const band = container.querySelector('.pp-padded');
    expect(band?.className).toContain('pp-padded--neutral');
    expect(band?.getAttribute('style')).toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('an accordion opens its default-expanded item and toggles the others', async () => {
    draw([
      {
        type: 'accordion',
        items: [
          { key: 'a', title: 'Is my money safe?', tree: ['Yes.'], defaultExpanded: true },
          { key: 'b', title: 'How long?', tree: ['Terms vary.'], defaultExpanded: false },
        ],
      },
    ]);
    const open = screen.getByRole('button', { name: 'Is my money safe?' });
    const closed = screen.getByRole('button', { name: 'How long?' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(closed);
    expect(closed.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('link blocks', () => {
  it('a link list draws its links, new-tab links with rel=noopener and a hint', () => {
    draw([
      {
        type: 'link-list',
        title: 'Press',
        links: [
          { id: 'a', title: 'Releases', href: '/en-gb/press/' },
          { id: 'b', title: 'Help centre', href: 'https://help.example.com/en-gb/', newTab: true, description: 'Answers' },
        ],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Press' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Releases' }).getAttribute('href')).toBe('/en-gb/press/');
    const external = screen.getByRole('link', { name: /Help centre/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.textContent).toContain('(opens in a new tab)');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('calls to action that follow each other share one row, styled primary or secondary', () => {
    const { container } = draw([
      { type: 'call-to-action', text: 'Open an account', href: '/en-gb/register/', style: 'primary' },
      { type: 'call-to-action', text: 'Compare', href: '/en-gb/products/', style: 'secondary' },
    ]);
    const groups = container.querySelectorAll('.pp-cta-group');
    expect(groups).toHaveLength(1);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('link')
        .map((l) => l.className),
    ).toEqual(['pp-cta pp-cta--primary', 'pp-cta pp-cta--secondary']);
  });

  it('the market list links every market with its language', () => {
    draw([{ type: 'markets', markets: [{ locale: 'de-de', label: 'Germany', href: '/de-de/', flag: 'de', preferredLocale: 'de-DE' }] }]);
    const link = screen.getByRole('link', { name: 'Germany' });
    expect(link.getAttribute('href')).toBe('/de-de/');
    expect(link.getAttribute('hreflang')).toBe('de-de');
  });

  it('the login block is the app’s: drawn by the component the app supplies, nothing without one', () => {
    const { container } = draw([{ type: 'login' }]);
    expect(container.textContent).toBe('');
    cleanup();
    renderWithI18n(
      <AppBlocksContext.Provider value={{ login: () => <button type="button">Log in as active-de</button> }}>
        <PageBlocks blocks={[{ type: 'login' }]} designVersion="v2" loggedIn={false} locale="en-gb" headingLevel={2} />
      </AppBlocksContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Log in as active-de' })).toBeTruthy();
  });
});

describe('data tables', () => {
  it('a table with caption, column headers, amounts right-aligned, negatives marked, and the total', async () => {
    await drawLazy([TABLE]);
    const table = screen.getByRole('table', { name: 'Your accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Balance']);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['AccountBalance', 'Savings account£12.50', 'Notice account-£3.00', 'Total£9.50']);
    expect(within(table).getByText('-£3.00').className).toContain('pp-amount--negative');
    expect(within(table).getByText('£12.50').className).not.toContain('negative');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
  });

  it('the total row’s cells name their headers: the total label and their own column', async () => {
    // Four columns, the amounts in the middle: the label spans the first two, one cell follows.
    const wide: DataTableBlock = {
      ...TABLE,
      columns: [
        { key: 'type', label: 'Account', numeric: false },
        { key: 'state', label: 'State', numeric: false },
        { key: 'current', label: 'Balance', numeric: true },
        { key: 'available', label: 'Available', numeric: true },
      ],
      rows: [
        {
          id: 'a',
          cells: [{ text: 'Savings account' }, { text: 'Active' }, { text: '', amount: money(9.5, '£9.50') }, { text: '', amount: money(9.5, '£9.50') }],
        },
      ],
    };
    const { container } = await drawLazy([wide]);
    const cells = [...container.querySelectorAll('tfoot td')];
    expect(cells).toHaveLength(2);
    /** What the headers attribute names, by text: every id must be a header cell of this table. */
    const named = (cell: Element) =>
      (cell.getAttribute('headers') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => {
          const header = container.querySelector(`table [id="${id}"]`);
          expect(header?.tagName, `headers="${id}" names a th of the table`).toBe('TH');
          return header?.textContent;
        });
    expect(cells.map(named)).toEqual([
      ['Total', 'Balance'],
      ['Total', 'Available'],
    ]);
    expect(container.querySelector('tfoot th')?.getAttribute('colspan')).toBe('2');
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the block’s section is named by its caption, or by its heading when there is no table', async () => {
    await drawLazy([{ ...TABLE, status: 'loading', rows: [], total: null, placeholderRows: 3 }]);
    expect(screen.getByRole('region', { name: 'Your accounts' }).tagName).toBe('SECTION');
    cleanup();
    await drawLazy([{ ...TABLE, status: 'maintenance', rows: [], total: null, message: { title: 'Maintenance', text: 'Try again later.' } }]);
    const region = screen.getByRole('region', { name: 'Your accounts' });
    expect(within(region).getByRole('heading', { name: 'Your accounts' })).toBeTruthy();
  });

  it('while loading: the caption and skeleton rows hidden from screen readers, the section busy', async () => {
    const { container } = await drawLazy([{ ...TABLE, status: 'loading', rows: [], total: null, placeholderRows: 3 }]);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Your accounts' })).toBeTruthy();
  });

  it('maintenance: the message as a status, the name as a heading, no empty table', async () => {
    await drawLazy([{ ...TABLE, status: 'maintenance', rows: [], total: null, message: { title: 'Maintenance', text: 'Try again later.' } }]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your accounts' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('MaintenanceTry again later.');
  });

  it('empty: the configured empty text, not a status', async () => {
    await drawLazy([{ ...TABLE, status: 'empty', rows: [], total: null, message: { title: 'You have no notice account.', text: '' } }]);
    expect(screen.getByText('You have no notice account.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('customer blocks', () => {
  it('unread messages: the count sentence; while loading a skeleton with the text for screen readers', async () => {
    await drawLazy([{ type: 'unread-messages', status: 'ready', count: 2, text: 'You have 2 unread messages.', message: null }]);
    expect(screen.getByText('You have 2 unread messages.')).toBeTruthy();
    cleanup();
    const { container } = await drawLazy([{ type: 'unread-messages', status: 'loading', count: null, text: 'Loading…', message: null }]);
    expect(container.querySelector('[aria-busy="true"] .pp-skeleton')).not.toBeNull();
    expect(screen.getByText('Loading…').className).toBe('visually-hidden');
  });

  it('customer details as a description list', async () => {
    await drawLazy([{ type: 'customer-details', status: 'ready', message: null, rows: [{ key: 'email', label: 'Email', value: 'erika@example.org' }] }]);
    const term = screen.getByText('Email');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling?.textContent).toBe('erika@example.org');
  });
});
