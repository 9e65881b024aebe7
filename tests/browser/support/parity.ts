/**
 * The live-parity comparison: what the running portal draws, read from the DOM, against what
 * `resolve` says for the same persona and page, in one comparable shape. Items are compared by
 * id, href and title (an item's text may add its description); amounts by their digits (the
 * browser and Node format them with their own Intl data).
 */
import type { Page } from 'playwright-core';
import type { Item, ViewModel } from '../../../src/engine/types/view-model.ts';

export interface ShownItem {
  id: string;
  href: string | null;
  /** The title resolve gives, or the text the DOM shows (which contains the title). */
  title: string;
  children: ShownItem[];
}

export interface Shown {
  path: string;
  header: null | {
    type: string;
    variant: string;
    logos: string[];
    nav: ShownItem[];
    actions: ShownItem[];
    /** null: no account menu; else its entries and how many switchable accounts it lists. */
    account: null | { items: ShownItem[]; switchable: number };
    /** null: no balance bar; else the unavailable title, or the digits of total and available. */
    balance: null | string;
  };
  footer: null | string[];
  countryBanner: null | string;
  /** What replaces the page's body (the login prompt, the forbidden notice), or null. */
  gate: string | null;
  page: { id: string; title: string; blocks: string[] };
}

const LOGOUT = 'logout';

function expectedItem(item: Item): ShownItem {
  return { id: item.id, href: item.href ?? null, title: item.title, children: (item.children ?? []).map(expectedItem) };
}

const digits = (amount: number): string =>
  Math.abs(amount)
    .toFixed(2)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');

/** What the view model says the page shows. */
export function expectedShown(vm: ViewModel, path: string): Shown {
  const header = vm.header;
  const account = header.account;
  return {
    path,
    header:
      header.type === 'integrated'
        ? null
        : {
            type: header.type,
            variant: header.variant,
            logos: header.logos.map((logo) => logo.id),
            nav: header.nav.map(expectedItem),
            actions: header.actions.filter((item) => item.type !== 'my-account').map(expectedItem),
            account: account
              ? {
                  // The renderer adds the logout entry when the menu has none (AccountMenu.tsx).
                  items: [
                    ...account.menu.map(expectedItem),
                    ...(account.menu.some((i) => i.callback === LOGOUT) ? [] : [{ id: LOGOUT, href: null, title: '', children: [] }]),
                  ],
                  switchable: account.switchableAccounts ? (account.switchableAccountList?.length ?? 0) : 0,
                }
              : null,
            balance: header.balance
              ? header.balance.unavailable
                ? `unavailable: ${header.balance.unavailable.title}`
                : `${digits(header.balance.total.amount)} / ${digits(header.balance.available.amount)}`
              : null,
          },
    footer: vm.footer ? vm.footer.parts.map((part) => part.kind) : null,
    countryBanner: vm.countryBanner ? vm.countryBanner.reason : null,
    gate: vm.gate ?? null,
    // A gate is drawn instead of the page.
    page: vm.gate ? { id: '(no page)', title: '', blocks: [] } : { id: vm.page.id, title: vm.page.title, blocks: vm.page.blocks.map((block) => block.type) },
  };
}

/** Runs in the page: reads what is drawn. The account menu must be open already if there is one. */
function readShown(): Omit<Shown, 'path'> {
  const text = (el: Element | null): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const item = (el: Element, children: Element[] = []): ShownItem => ({
    id: el.getAttribute('data-item-id') ?? '?',
    href: el.getAttribute('href'),
    title: text(el),
    children: children.map((child) => item(child)),
  });
  const header = document.querySelector('header.ph-header');
  const digitsOf = (el: Element | null): string =>
    text(el)
      .replace(/\D/g, '')
      .replace(/^0+(?=\d)/, '');
  let shownHeader: Shown['header'] = null;
  if (header) {
    const nav = [...header.querySelectorAll('nav.ph-nav > ul > li')].map((li) => {
      const top = li.querySelector(':scope > [data-item-id]') ?? li.querySelector('[data-item-id]');
      return item(top!, [...li.querySelectorAll('.ph-panel [data-item-id]')]);
    });
    const actions = [...header.querySelectorAll('ul.ph-actions > li')]
      .filter((li) => li.getAttribute('data-type') !== 'my-account')
      .map((li) => item(li.querySelector('[data-item-id]')!));
    const menu = header.querySelector('.ph-account__menu');
    const balance = header.querySelector('.ph-balance');
    const unavailable = balance?.querySelector('.ph-balance__amounts') ? null : balance;
    shownHeader = {
      type: header.getAttribute('data-type') ?? '?',
      variant: header.getAttribute('data-variant') ?? '?',
      logos: [...header.querySelectorAll('[data-logo-id]')].map((el) => el.getAttribute('data-logo-id') ?? '?'),
      nav,
      actions,
      account: menu
        ? {
            items: [...menu.querySelectorAll(':scope > li > [data-item-id]')].map((el) => item(el)),
            switchable: menu.querySelectorAll('.ph-account__group-list [data-ph-item]').length,
          }
        : header.querySelector('.ph-account')
          ? { items: [], switchable: -1 }
          : null,
      balance: !balance
        ? null
        : unavailable
          ? `unavailable: ${text(unavailable.querySelector('.ph-balance__unavailable-title') ?? unavailable)}`
          : `${digitsOf(balance.querySelector('[data-kind="total"] dd'))} / ${digitsOf(balance.querySelector('[data-kind="available"] dd'))}`,
    };
  }
  const footer = document.querySelector('footer');
  const article = document.querySelector('article[data-page]');
  return {
    header: shownHeader,
    footer: footer ? [...footer.querySelectorAll('[data-part]')].map((el) => el.getAttribute('data-part') ?? '?') : null,
    countryBanner: document.querySelector('.pc-banner')?.getAttribute('data-reason') ?? null,
    gate: document.querySelector('main [data-gate]')?.getAttribute('data-gate') ?? null,
    page: {
      id: article?.getAttribute('data-page') ?? '(no page)',
      title: text(article?.querySelector('h1') ?? null),
      blocks: [...(article?.querySelectorAll('.pp-block') ?? [])]
        .filter((el) => !el.parentElement?.closest('.pp-block'))
        .map((el) => el.getAttribute('data-block') ?? '?'),
    },
  };
}

/** What the page draws now; opens the account menu (and closes it again) to read its entries. */
export async function drawnShown(page: Page): Promise<Shown> {
  const trigger = page.locator('header .ph-account__trigger');
  const hasAccount = (await trigger.count()) > 0;
  if (hasAccount) {
    await trigger.click();
    await page.locator('.ph-account__menu').waitFor({ state: 'visible', timeout: 5_000 });
  }
  const shown = await page.evaluate(readShown);
  if (hasAccount) await page.keyboard.press('Escape');
  const url = new URL(page.url());
  return { path: `${url.pathname}${url.hash}`, ...shown };
}

function compareItems(part: string, expected: ShownItem[], drawn: ShownItem[], out: string[]): void {
  const ids = (list: ShownItem[]) => list.map((i) => i.id).join(', ');
  if (ids(expected) !== ids(drawn)) {
    out.push(`${part}: resolve [${ids(expected)}], drawn [${ids(drawn)}]`);
    return;
  }
  expected.forEach((want, index) => {
    const got = drawn[index]!;
    if (want.href !== got.href) out.push(`${part} "${want.id}" href: resolve ${want.href}, drawn ${got.href}`);
    if (want.title && !got.title.includes(want.title)) out.push(`${part} "${want.id}" title: resolve "${want.title}", drawn "${got.title}"`);
    compareItems(`${part} "${want.id}" children`, want.children, got.children, out);
  });
}

/** Every difference, one line each ("part: resolve X, drawn Y"); empty when the page is the engine's. */
export function differences(expected: Shown, drawn: Shown): string[] {
  const out: string[] = [];
  const same = (part: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${part}: resolve ${JSON.stringify(a)}, drawn ${JSON.stringify(b)}`);
  };
  same('path (redirect target)', expected.path.toLowerCase(), drawn.path.toLowerCase());
  if (!expected.header || !drawn.header) {
    same('header', expected.header && 'a header', drawn.header && 'a header');
  } else {
    same('header type', expected.header.type, drawn.header.type);
    same('header variant', expected.header.variant, drawn.header.variant);
    same('logos', expected.header.logos, drawn.header.logos);
    compareItems('navigation', expected.header.nav, drawn.header.nav, out);
    compareItems('actions', expected.header.actions, drawn.header.actions, out);
    if (!expected.header.account || !drawn.header.account) same('account menu', expected.header.account && 'a menu', drawn.header.account && 'a menu');
    else {
      compareItems('account menu', expected.header.account.items, drawn.header.account.items, out);
      same('switchable accounts', expected.header.account.switchable, drawn.header.account.switchable);
    }
    same('balance bar', expected.header.balance, drawn.header.balance);
  }
  same('footer parts', expected.footer, drawn.footer);
  same('country banner', expected.countryBanner, drawn.countryBanner);
  same('gate (login prompt or forbidden notice instead of the page)', expected.gate, drawn.gate);
  same('page', expected.page.id, drawn.page.id);
  same('page heading', expected.page.title, drawn.page.title);
  same('page blocks', expected.page.blocks, drawn.page.blocks);
  return out;
}
