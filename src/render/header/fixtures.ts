/**
 * Hand-written header view models for stories and tests. They follow the `Header` contract
 * of the view model, not any engine output, so the renderer can be built and checked while
 * the engine is written in parallel.
 */
import type { AccountMenu, Balance, Header, Item, Logo } from '../../engine/types/view-model.ts';

// Inline SVG logos keep stories and tests free of network requests.
function svgLogo(text: string, width: number, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<rect width="${width}" height="40" rx="6" fill="${colour}"/>` +
    `<text x="${width / 2}" y="26" font-family="sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function svgPicture(colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const brandLogo: Logo = { id: 'brand', href: '/de-de', url: svgLogo('Savings', 160, '#0b5cad'), alt: 'Savings marketplace home' };
export const partnerLogo: Logo = { id: 'partner', href: '/de-de', url: svgLogo('Partner', 120, '#3d3d3d'), alt: 'Partner bank' };

export const savingsMenu: Item = {
  id: 'savings',
  type: 'basic',
  title: 'Savings',
  layout: 'default',
  children: [
    { id: 'savings-intro', type: 'text', title: 'Compare offers from banks across Europe', area: 'top' },
    {
      id: 'fixed-deposits',
      type: 'advanced',
      title: 'Fixed deposits',
      description: 'Fixed rates for 3 months to 10 years',
      icon: 'lock',
      href: '/de-de/festgeld',
      area: 'main',
      groupName: 'Deposits',
    },
    {
      id: 'overnight',
      type: 'advanced',
      title: 'Overnight deposits',
      description: 'Flexible access every day',
      icon: 'coins',
      tag: 'New',
      href: '/de-de/tagesgeld',
      area: 'main',
      groupName: 'Deposits',
    },
    {
      id: 'notice',
      type: 'advanced',
      title: 'Notice deposits',
      description: 'Higher rates with a notice period',
      icon: 'clock',
      href: '/de-de/kuendigungsgeld',
      area: 'main',
      groupName: 'Deposits',
    },
    {
      id: 'teaser',
      type: 'image',
      title: 'Savings guide',
      description: 'How deposit guarantee works',
      imageUrl: svgPicture('#cfe0f5'),
      href: '/de-de/ratgeber',
      area: 'sidebar',
    },
    { id: 'all-offers', type: 'arrow', title: 'See all offers', href: '/de-de/angebote', area: 'bottom' },
  ],
};

export const investMenu: Item = {
  id: 'invest',
  type: 'basic',
  title: 'Investing',
  layout: 'even',
  children: [
    { id: 'wealth', type: 'basic', title: 'Wealth management', href: '/de-de/wealth-management' },
    { id: 'etf', type: 'basic', title: 'ETF configurator', href: '/de-de/etf' },
    { id: 'mmf', type: 'basic', title: 'Interest portfolio', href: '/de-de/zinsportfolio' },
    { id: 'pension', type: 'basic', title: 'Pension', href: '/de-de/rente' },
    { id: 'help', type: 'arrow', title: 'Help centre', href: 'https://help.example.com/', newTab: true, area: 'bottom' },
  ],
};

export const aboutMenu: Item = {
  id: 'about',
  type: 'basic',
  title: 'About us',
  children: [
    { id: 'press', type: 'basic', title: 'Press', href: '/de-de/presse' },
    { id: 'contact', type: 'basic', title: 'Contact', href: '/de-de/kontakt' },
    // The engine removed an unsafe javascript: href: the item stays as plain text.
    { id: 'unsafe', type: 'basic', title: 'Legacy link (not navigable)' },
  ],
};

export const faqLink: Item = { id: 'faq', type: 'basic', title: 'FAQ', href: '/de-de/faq' };

export const loginAction: Item = { id: 'login', type: 'login', title: 'Log in', href: '/de-de/login' };
export const registrationAction: Item = { id: 'register', type: 'registration', title: 'Open an account', href: '/de-de/register' };
export const myAccountAction: Item = { id: 'my-account', type: 'my-account', title: 'My account' };

export const publicHeader: Header = {
  type: 'public',
  variant: 'public',
  logos: [brandLogo],
  nav: [savingsMenu, investMenu, aboutMenu, faqLink],
  actions: [loginAction, registrationAction],
  account: null,
  balance: null,
};

const accountMenuItems: Item[] = [
  { id: 'dashboard', type: 'basic', title: 'My savings', href: '/de-de/dashboard' },
  { id: 'messages', type: 'basic', title: 'Messages', href: '/de-de/postbox/messages', badge: true },
  { id: 'documents', type: 'basic', title: 'Documents', href: '/de-de/documents' },
  { id: 'payment-methods', type: 'basic', title: 'Payment methods', href: '/de-de/payment-methods' },
  { id: 'security', type: 'basic', title: 'Account security', href: '/de-de/user-account' },
  { id: 'details', type: 'basic', title: 'My details', href: '/de-de/my-details' },
  { id: 'logout', type: 'basic', title: 'Log out', callback: 'logout' },
];

export const account: AccountMenu = {
  displayName: 'Dr. Erika',
  fullName: 'Dr. Erika Mustermann',
  initials: 'EM',
  accountIds: [{ id: 'DE89 3704 0044 0532 0130 00', copyValue: 'DE89370400440532013000', label: 'iban', size: 'default' }],
  menu: accountMenuItems,
  switchableAccounts: true,
  switchableAccountList: [
    { customerId: 'C-200', name: 'Mustermann GmbH' },
    { customerId: 'C-300', name: 'Erika Mustermann (joint)' },
  ],
};

export const ukAccount: AccountMenu = {
  ...account,
  displayName: 'Jane',
  fullName: 'Jane Smith',
  initials: 'JS',
  accountIds: [
    { id: '12345678', copyValue: '12345678', label: 'accountNumber', size: 'small' },
    { id: '12-34-56', copyValue: '123456', label: 'sortCode', size: 'small' },
  ],
  switchableAccounts: false,
  switchableAccountList: [],
};

export const balance: Balance = {
  total: { label: 'Total balance', amount: 15230.55, currency: 'EUR', isNegative: false },
  available: { label: 'Available', amount: 12000, currency: 'EUR', isNegative: false },
  unavailable: null,
};

export const privateHeader: Header = {
  type: 'private',
  variant: 'private',
  logos: [brandLogo],
  nav: [savingsMenu, investMenu, faqLink],
  actions: [{ ...myAccountAction, badge: true }],
  account,
  balance,
};

/** Pending activation: the engine sends fewer menu items and a zero balance. */
export const pendingHeader: Header = {
  ...privateHeader,
  actions: [myAccountAction],
  account: {
    ...account,
    reduced: true,
    switchableAccounts: false,
    switchableAccountList: [],
    menu: [
      { id: 'messages', type: 'basic', title: 'Messages', href: '/de-de/postbox/messages' },
      { id: 'documents', type: 'basic', title: 'Documents', href: '/de-de/documents' },
      { id: 'security', type: 'basic', title: 'Account security', href: '/de-de/user-account' },
    ],
  },
  balance: {
    total: { label: 'Total balance', amount: 0, currency: 'EUR', isNegative: false },
    available: { label: 'Available', amount: 0, currency: 'EUR', isNegative: false },
    unavailable: null,
  },
};

export const negativeBalanceHeader: Header = {
  ...privateHeader,
  balance: {
    total: { label: 'Total balance', amount: -250.4, currency: 'EUR', isNegative: true },
    available: { label: 'Available', amount: 0, currency: 'EUR', isNegative: false },
    unavailable: null,
  },
};

export const balanceUnavailableHeader: Header = {
  ...privateHeader,
  balance: {
    ...balance,
    unavailable: {
      title: 'Balance currently unavailable',
      text: 'We are carrying out maintenance work. Your balance will be shown again shortly.',
      reason: 'maintenance',
    },
  },
};

export const ukPrivateHeader: Header = { ...privateHeader, account: ukAccount, actions: [myAccountAction] };

/** Partner page: partner logo, no navigation, only the login action. */
export const partnerHeader: Header = {
  type: 'public',
  variant: 'partner',
  logos: [brandLogo, partnerLogo],
  nav: [],
  actions: [loginAction],
  account: null,
  balance: null,
};

export const logoOnlyHeader: Header = { ...partnerHeader, variant: 'logo-only', logos: [brandLogo], actions: [] };

export const integratedHeader: Header = { ...publicHeader, type: 'integrated', variant: 'public' };

/** Private header before customer data arrived (shown with `loading`). */
export const loadingPrivateHeader: Header = { ...privateHeader, nav: [], account: null, balance: null, actions: [] };

/** Public header before navigation arrived (shown with `loading`): skeleton nav, actions kept. */
export const loadingPublicHeader: Header = { ...publicHeader, nav: [] };
