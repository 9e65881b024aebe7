// The view model's page (config/pages/): resolved bodies per persona. Expected figures are
// worked out by hand from the persona files, never taken from the engine's own output.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../../src/blocks/types.generated.ts';
import type { DataTableBlock, ViewModel } from '../../../src/engine/types/view-model.ts';
import { compiledConfig } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

beforeAll(() => void compiledConfig(), 60_000);

function blocksOf(vm: ViewModel): Block[] {
  const all: Block[] = [];
  const visit = (list: Block[]) => {
    for (const block of list) {
      all.push(block);
      if ('blocks' in block) visit(block.blocks);
    }
  };
  visit(vm.page.blocks);
  return all;
}

function table(vm: ViewModel, type: 'accounts' | 'products' = 'accounts'): DataTableBlock {
  const found = blocksOf(vm).find((b): b is DataTableBlock => b.type === type);
  if (!found) throw new Error(`no ${type} block on ${vm.page.id}`);
  return found;
}

/** Cell texts of a table, amounts by their formatted text; spaces normalised (Intl uses NBSP). */
function cells(block: DataTableBlock): string[][] {
  return block.rows.map((row) => row.cells.map((cell) => (cell.amount ? cell.amount.text : cell.text).replace(/\s/g, ' ')));
}

function onPage(id: string, page: string, change: (p: ReturnType<typeof variantOf>) => void = () => undefined) {
  return resolvePersona(
    variantOf(id, (p) => {
      p.context.page = page;
      change(p);
    }),
  );
}

describe('the dashboard lists the customer accounts (active-de)', () => {
  it('with type, state, IBAN in groups of four, and balances in euro for de-de', () => {
    const vm = resolvePersona('active-de');
    expect(vm.page).toMatchObject({ id: 'dashboard', kind: 'dashboard', status: 200, title: 'Mein Dashboard' });
    const accounts = table(vm);
    expect(accounts.status).toBe('ready');
    expect(accounts.columns.map((c) => c.label)).toEqual(['Konto', 'Status', 'Kontodaten', 'Kontostand', 'Verfügbar', 'Vorgemerkt']);
    expect(cells(accounts)).toEqual([
      ['Sparkonto', 'Aktiv', 'DE02 1203 0000 0000 2020 51', '15.230,55 €', '15.000,00 €', '230,55 €'],
      ['Festgeld', 'Aktiv', 'DE19 1203 0000 1001 2345 67', '10.000,00 €', '0,00 €', '0,00 €'],
      ['Tagesgeld', 'Aktiv', 'DE89 1203 0000 1001 2345 68', '5.250,40 €', '5.250,40 €', '0,00 €'],
    ]);
  });

  it('with the total of the current balances: 15230.55 + 10000 + 5250.40', () => {
    const total = table(resolvePersona('active-de')).total;
    expect(total?.label).toBe('Gesamt');
    expect(total?.amounts.map((a) => [a.amount, a.currency, a.text.replace(/\s/g, ' ')])).toEqual([[30480.95, 'EUR', '30.480,95 €']]);
    expect(total?.note).toBeNull();
  });

  it('and the unread messages and the managed portfolio', () => {
    const vm = resolvePersona('active-de');
    expect(blocksOf(vm).find((b) => b.type === 'unread-messages')).toMatchObject({ status: 'ready', count: 2, text: 'Sie haben 2 ungelesene Nachrichten.' });
    expect(cells(table(vm, 'products'))).toEqual([['Vermögensverwaltung · Ausgewogen', 'Aktiv']]);
  });
});

describe('UK customers (active-gb)', () => {
  it('see account number and sort code, and pounds formatted for en-gb', () => {
    const accounts = table(resolvePersona('active-gb'));
    expect(accounts.columns.map((c) => c.label)).toEqual(['Account', 'Status', 'Account details', 'Balance', 'Available', 'Reserved']);
    expect(cells(accounts)).toEqual([
      ['Savings account', 'Active', 'Account number 70086141 · Sort code 04-00-75', '£12,500.00', '£12,500.00', '£0.00'],
      ['Fixed-term deposit', 'Active', 'Account number 70086190 · Sort code 04-00-75', '£20,000.00', '£0.00', '£0.00'],
    ]);
    expect(accounts.total?.amounts.map((a) => a.text)).toEqual(['£32,500.00']);
  });
});

describe('deposit pages list the accounts of their type', () => {
  it('the term page lists only term deposits, with the total of those', () => {
    const accounts = table(onPage('active-de', '/de-de/dashboard/savings/term/'));
    expect(cells(accounts).map((row) => row[0])).toEqual(['Festgeld']);
    expect(accounts.total?.amounts.map((a) => a.amount)).toEqual([10000]);
  });

  it('legacy hash routes show the same pages (legacy-deposits-de)', () => {
    const term = onPage('legacy-deposits-de', '/de-de/#/MyInvestments/TermDeposit');
    expect(term.page.id).toBe('term-deposits');
    expect(cells(table(term)).map((row) => row[2])).toEqual(['DE88 1203 0000 1001 0332 14']);
    const overnight = onPage('legacy-deposits-de', '/de-de/#/MyInvestments/Overnight');
    expect(overnight.page.id).toBe('overnight-deposits');
    expect(cells(table(overnight))).toEqual([['Aktiv', 'DE61 1203 0000 1001 0332 15', '7.500,00 €', '7.500,00 €', '0,00 €']]);
    expect(onPage('legacy-deposits-de', '/de-de/#/MyInvestments/Notice').page.id).toBe('notice-deposits');
  });

  it('a customer without such an account sees the empty state in their language', () => {
    const accounts = table(onPage('active-de', '/de-de/dashboard/savings/notice/'));
    expect(accounts.status).toBe('empty');
    expect(accounts.rows).toEqual([]);
    expect(accounts.message?.title).toBe('Sie haben derzeit kein Kündigungsgeld.');
  });
});

describe('states of spec 8', () => {
  it('maintenance (503): the maintenance message, no balances', () => {
    const accounts = table(resolvePersona('maintenance-503-de'));
    expect(accounts.status).toBe('maintenance');
    expect(accounts.message?.title).toBe('Wartungsarbeiten');
  });

  it('maintenance (206): the accounts are listed under the maintenance message', () => {
    const accounts = table(resolvePersona('maintenance-206-de'));
    expect(accounts.status).toBe('maintenance');
    expect(accounts.rows.length).toBeGreaterThan(0);
  });

  it('a balance fetch error: rows with "nicht verfügbar" and the fetch-error message', () => {
    const accounts = table(resolvePersona('balance-error-de'));
    expect(accounts.status).toBe('fetch-error');
    expect(accounts.message?.title).toBe('Kontostand nicht verfügbar');
    expect(cells(accounts)[0]?.slice(3)).toEqual(['nicht verfügbar', 'nicht verfügbar', 'nicht verfügbar']);
    expect(accounts.total).toBeNull();
  });

  it('the accounts call failed entirely: the fetch-error state', () => {
    const vm = resolvePersona(
      variantOf('active-de', (p) => {
        delete p.accounts;
        p.accountsStatus = 500;
      }),
    );
    expect(table(vm)).toMatchObject({ status: 'fetch-error', rows: [], message: { title: 'Derzeit nicht verfügbar' } });
  });

  it('while the customer calls run: skeleton rows that reserve the table', () => {
    const vm = resolvePersona(variantOf('active-de', (p) => void Object.assign(p, { loading: true, customer: undefined })));
    const accounts = table(vm);
    expect(accounts).toMatchObject({ status: 'loading', rows: [], placeholderRows: 3 });
    expect(blocksOf(vm).find((b) => b.type === 'unread-messages')).toMatchObject({ status: 'loading' });
  });

  it('a visitor who is not logged in gets no customer data at all', () => {
    const vm = onPage('anonymous-de', '/de-de/dashboard/');
    expect(vm.page.id).toBe('dashboard');
    expect(vm.page.blocks).toEqual([]);
    expect(vm.header.variant).toBe('logo-only');
  });

  it('an account without a balance leaves the total with a note', () => {
    const vm = resolvePersona(
      variantOf('active-de', (p) => {
        p.accounts![2]!.balance = null;
      }),
    );
    const total = table(vm).total;
    expect(total?.amounts.map((a) => a.amount)).toEqual([25230.55]);
    expect(total?.note).toBe('Konten, deren Kontostand nicht geladen werden konnte, sind nicht enthalten.');
  });

  it('balances in two currencies give one total each', () => {
    const vm = resolvePersona(
      variantOf('active-de', (p) => {
        p.accounts![1]!.currencyCode = 'CHF';
      }),
    );
    expect(table(vm).total?.amounts.map((a) => [a.currency, a.amount])).toEqual([
      ['EUR', 20480.95],
      ['CHF', 10000],
    ]);
  });
});

describe('rules and locales on blocks', () => {
  it('the investments table shows only with a portfolio (a `when` rule)', () => {
    expect(blocksOf(resolvePersona('legacy-deposits-de')).some((b) => b.type === 'products')).toBe(false);
  });

  it('the home page registers US visitors at the application host, others on the portal (`locales:`)', () => {
    const us = resolvePersona('anonymous-us');
    const de = resolvePersona('anonymous-de');
    expect(
      blocksOf(us)
        .filter((b) => b.type === 'call-to-action')
        .map((b) => 'href' in b && b.href),
    ).toContain('https://app.example.us/register');
    expect(
      blocksOf(de)
        .filter((b) => b.type === 'call-to-action')
        .map((b) => 'href' in b && b.href),
    ).toContain('/de-de/register/');
    expect(blocksOf(us).some((b) => 'href' in b && b.href === '/en-us/register/')).toBe(false);
  });
});

describe('unread messages and customer details', () => {
  it('Polish counts use Polish plural forms', () => {
    const text = (n: number) =>
      blocksOf(
        resolvePersona(
          variantOf('active-de', (p) => Object.assign(p, { unreadMessages: n, context: { ...p.context, locale: 'pl-pl', page: '/pl-pl/dashboard/' } })),
        ),
      ).find((b) => b.type === 'unread-messages');
    expect(text(1)).toMatchObject({ text: 'Masz 1 nieprzeczytaną wiadomość.' });
    expect(text(3)).toMatchObject({ text: 'Masz 3 nieprzeczytane wiadomości.' });
    expect(text(5)).toMatchObject({ text: 'Masz 5 nieprzeczytanych wiadomości.' });
    expect(text(0)).toMatchObject({ status: 'empty', text: 'Nie masz nieprzeczytanych wiadomości.' });
  });

  it('my details shows what the customer service returned, the reference IBAN in groups', () => {
    const details = blocksOf(onPage('active-de', '/de-de/my-details/')).find((b) => b.type === 'customer-details');
    expect(details).toMatchObject({
      status: 'ready',
      rows: [
        { key: 'name', label: 'Name', value: 'Dr. Erika Mustermann' },
        { key: 'customerNumber', label: 'Kundennummer', value: 'DE7788990011' },
        { key: 'email', label: 'E-Mail', value: 'erika@example.org' },
        { key: 'phone', label: 'Telefon', value: '+49 30 1234567' },
        { key: 'country', label: 'Land', value: 'Deutschland' },
        { key: 'referenceAccount', label: 'Referenzkonto', value: 'DE89 3704 0044 0532 0130 00' },
      ],
    });
  });
});

describe('not found', () => {
  it('an unknown path is the locale’s not-found page with status 404', () => {
    const vm = onPage('anonymous-fr', '/fr-fr/paymnet-methods/');
    expect(vm.page).toMatchObject({ id: 'not-found', status: 404, title: 'Cette page est introuvable', path: null });
    expect(vm.head.robots).toBe('noindex');
  });
});
