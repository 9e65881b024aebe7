// The view-model comparison and its words: lists matched by key, so an insertion is one line;
// the page's blocks compared like everything else; paths read as people name the places.
import { describe, expect, it } from 'vitest';
import { compareViewModels } from '../../../tools/diff/compare.ts';
import { describe as describeChange } from '../../../tools/diff/describe.ts';
import { fillLocale, templateLocale } from '../../../tools/diff/locale-template.ts';

function lines(before: unknown, after: unknown): string[] {
  return compareViewModels(before, after).map((c) => describeChange(c).text);
}

const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: 'basic', title: id.toUpperCase(), href: `/de-de/${id}`, ...extra });

describe('view-model comparison', () => {
  it('an item inserted in the middle of a list is one addition, not a shifted list', () => {
    const before = { header: { nav: [item('a'), item('c')] } };
    const after = { header: { nav: [item('a'), item('b'), item('c')] } };
    expect(lines(before, after)).toEqual(['+ item "b" (/de-de/b) in header.nav']);
  });

  it('children of a top-level item are named after their parent', () => {
    const before = { header: { nav: [item('invest', { children: [item('etf')] })] } };
    const after = { header: { nav: [item('invest', { children: [item('etf', { title: 'ETFs' })] })] } };
    expect(lines(before, after)).toEqual(['~ title of item "etf" in header.nav > invest: "ETF" → "ETFs"']);
  });

  it('a removed item, a changed href and a new order each get their line', () => {
    const before = { header: { actions: [item('login'), item('register'), item('help')] } };
    const after = { header: { actions: [item('register'), item('login', { href: '/de-de/sign-in' })] } };
    expect(lines(before, after)).toEqual([
      '~ href of item "login" in header.actions: "/de-de/login" → "/de-de/sign-in"',
      '- item "help" (/de-de/help) in header.actions',
      '~ order in header.actions: login, register → register, login',
    ]);
  });

  it('footer links are named by part and column, parts by kind', () => {
    const links = (titles: string[]) => ({ kind: 'links', columns: [{ id: 'products', heading: 'Products', links: titles.map((t) => item(t)) }] });
    const before = { footer: { version: 'v2', parts: [links(['term']), { kind: 'legal', copyright: '© X', links: [] }] } };
    const after = {
      footer: {
        version: 'v2',
        parts: [links(['term', 'notice']), { kind: 'legal', copyright: '© X', links: [] }, { kind: 'social', heading: null, icons: [] }],
      },
    };
    expect(lines(before, after)).toEqual(['+ item "notice" (/de-de/notice) in footer.links > products', '+ footer part "social" in footer']);
  });

  it('a part of the view model that appears or goes is one line', () => {
    expect(lines({ header: { balance: null } }, { header: { balance: { total: { amount: 1 } } } })).toEqual(['+ header.balance']);
    expect(lines({ footer: { version: 'v1', parts: [] } }, { footer: null })).toEqual(['- footer']);
    expect(lines({ header: { type: 'public', variant: 'public' } }, { header: { type: 'private', variant: 'public' } })).toEqual([
      '~ header.type: "public" → "private"',
    ]);
  });

  it('a redirect is compared as one decision: action and href', () => {
    const redirect = { action: 'reference-account', href: '/de-de/reference-account/', tracking: { event_name: 'x' } };
    expect(lines({ redirect: null }, { redirect })).toEqual(['~ redirect: none → reference-account (/de-de/reference-account/)']);
    expect(lines({ redirect }, { redirect: { ...redirect, tracking: { event_name: 'y' } } })).toEqual(['~ redirect.tracking.event_name: "x" → "y"']);
  });

  it('page blocks without ids are matched by type and occurrence: a block added, a block changed', () => {
    const page = (blocks: unknown[]) => ({ page: { id: 'deposit-guarantee', kind: 'content', status: 200, title: 'Einlagensicherung', blocks } });
    const before = page([
      { type: 'heading', text: 'A' },
      { type: 'rich-text', html: '<p>1</p>' },
    ]);
    const after = page([{ type: 'heading', text: 'A' }, { type: 'divider' }, { type: 'rich-text', html: '<p>2</p>' }]);
    expect(lines(before, after)).toEqual(['~ html of block "rich-text" in page.blocks: "<p>1</p>" → "<p>2</p>"', '+ block "divider" in page.blocks']);
    expect(
      lines(
        page([{ type: 'heading', text: 'A' }]),
        page([
          { type: 'heading', text: 'A' },
          { type: 'heading', text: 'B' },
        ]),
      ),
    ).toEqual(['+ block "heading#2" (heading) in page.blocks']);
    expect(lines(page([]), { page: { ...page([]).page, status: 404 } })).toEqual(['~ page.status: 200 → 404']);
  });

  it('the same view model gives no change', () => {
    const vm = { header: { nav: [item('a', { children: [item('b')] })] }, footer: null, markets: [{ locale: 'de-de', label: 'Deutschland' }] };
    expect(compareViewModels(vm, structuredClone(vm))).toEqual([]);
  });
});

describe('locale placeholder', () => {
  it('writes the viewed locale as {locale} in paths only, and fills it back', () => {
    const value = { href: '/fi-fi/account/', canonical: 'https://www.example.com/fi-fi', title: 'fi-fi/x and /fi-fin/' };
    const templated = templateLocale(value, 'fi-fi');
    expect(templated).toEqual({ href: '/{locale}/account/', canonical: 'https://www.example.com/{locale}', title: 'fi-fi/x and /fi-fin/' });
    expect(fillLocale(templated, 'fi-fi')).toEqual(value);
  });
});
