/**
 * Which page body a path after the locale shows. Only the app's own page bodies are named
 * here; who may see a page (the authentication gate) and where a customer must go first
 * (required actions) are the engine's answers, never this table's.
 *
 * First match wins; paths are prefixes, compared case-insensitively without the trailing
 * slash. `titleKey` is a key of the `app` string namespace.
 */
export type PageId =
  | 'home'
  | 'login'
  | 'register'
  | 'pension-logout'
  | 'required-action'
  | 'customer'
  | 'content';

export interface PageMatch {
  id: PageId;
  titleKey: string;
}

interface PageEntry extends PageMatch {
  path: string;
  /** Only the path itself, not the paths below it. */
  exact?: boolean;
}

const PAGES: readonly PageEntry[] = [
  { path: '/', exact: true, id: 'home', titleKey: 'page.home' },
  { path: '/login', id: 'login', titleKey: 'page.login' },
  { path: '/register', id: 'register', titleKey: 'page.register' },
  { path: '/pension-logout', id: 'pension-logout', titleKey: 'page.pensionLogout' },
  // Spec 4 required actions; paths are ours (config/pages/page-kinds.yaml names them too).
  { path: '/reference-account', id: 'required-action', titleKey: 'action.referenceAccount' },
  { path: '/financial-information', id: 'required-action', titleKey: 'action.financialInformation' },
  { path: '/customer-data-validity', id: 'required-action', titleKey: 'action.dataValidity' },
  // Spec 2.3 customer routes, the more specific paths first.
  { path: '/dashboard/savings/term', id: 'customer', titleKey: 'page.termDeposits' },
  { path: '/dashboard/savings/overnight', id: 'customer', titleKey: 'page.overnightDeposits' },
  { path: '/dashboard/savings/notice', id: 'customer', titleKey: 'page.noticeDeposits' },
  { path: '/dashboard/investments', id: 'customer', titleKey: 'page.investments' },
  { path: '/dashboard', id: 'customer', titleKey: 'page.dashboard' },
  { path: '/investments', id: 'customer', titleKey: 'page.investments' },
  { path: '/postbox', id: 'customer', titleKey: 'page.postbox' },
  { path: '/documents', id: 'customer', titleKey: 'page.documents' },
  { path: '/payment-methods', id: 'customer', titleKey: 'page.paymentMethods' },
  { path: '/account-transactions', id: 'customer', titleKey: 'page.accountTransactions' },
  { path: '/account-withdrawal', id: 'customer', titleKey: 'page.accountWithdrawal' },
  { path: '/user-account', id: 'customer', titleKey: 'page.userAccount' },
  { path: '/my-details', id: 'customer', titleKey: 'page.myDetails' },
  { path: '/notifications', id: 'customer', titleKey: 'page.notifications' },
  { path: '/exemption-order/overview', id: 'customer', titleKey: 'page.exemptionOrderOverview' },
  { path: '/exemption-order', id: 'customer', titleKey: 'page.exemptionOrder' },
];

const CONTENT: PageMatch = { id: 'content', titleKey: 'page.content' };

function trimSlash(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchPage(rest: string): PageMatch {
  const path = trimSlash(rest);
  for (const entry of PAGES) {
    const matches = entry.exact ? path === entry.path : path === entry.path || path.startsWith(`${entry.path}/`);
    if (matches) return { id: entry.id, titleKey: entry.titleKey };
  }
  return CONTENT;
}
