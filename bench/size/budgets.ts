/**
 * First-load budgets (issue 8, part 1): the gzip bytes of the JavaScript a page needs before
 * it can run, per entry that `npm run size` measures. One place, so tightening a budget is one
 * edit. kB are 1000 bytes, as Vite's build report counts them.
 */
export const KB = 1000;

export interface SizeEntry {
  /** Short name printed in the table. */
  name: string;
  /** The path whose served HTML is measured. */
  path: string;
  /** Most gzip bytes of first-load JavaScript allowed. */
  jsGzipBudget: number;
  /** Most gzip bytes of JavaScript a browser loads by network idle, at desktop and at phone size. */
  loadedJsGzipBudget: number;
}

/** A public page must start like a static page; React + React DOM alone are about 67 kB. */
export const PUBLIC_PAGE_JS_GZIP_BUDGET = 120 * KB;
/** A logged-in page may bring the session and account code along. */
export const LOGGED_IN_PAGE_JS_GZIP_BUDGET = 150 * KB;
/**
 * What a browser loads by network idle also counts the chunks hydration fetches after the first
 * load (the page's blocks, the footer, i18next). Issue 18 aims at 120 kB for public pages; today
 * they load about 136 kB (React DOM about 60, i18next with react-i18next about 17.6), so this
 * budget holds today's line until those are cut rather than pretending they are.
 */
export const PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET = 140 * KB;
export const LOGGED_IN_PAGE_LOADED_JS_GZIP_BUDGET = 175 * KB;
/**
 * The offer pages' body chunk carries data besides text: the offers current at build time (with
 * the selection's rules and the facts they read), which hydration must draw exactly as the
 * prerendered HTML shows them, about 3 kB gzip on /de-de/products/. Their code is a lazy chunk
 * (by idle, 13.7 kB). Until that data travels in the HTML as JSON instead of a module (issue 18,
 * section 5), these pages get 5 kB more than other public pages, and no more.
 */
export const OFFER_PAGE_JS_GZIP_BUDGET = 125 * KB;
export const OFFER_PAGE_LOADED_JS_GZIP_BUDGET = 150 * KB;

export const SIZE_ENTRIES: readonly SizeEntry[] = [
  { name: 'public home', path: '/de-de/', jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET },
  { name: 'login page', path: '/de-de/login/', jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET },
  // The offer pages' list and detail code is a lazy chunk: their first load is the public pages' one plus the page body.
  { name: 'offer list', path: '/de-de/products/', jsGzipBudget: OFFER_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: OFFER_PAGE_LOADED_JS_GZIP_BUDGET },
  { name: 'offer detail', path: '/de-de/products/offer/saimaa-pankki-term-24m/', jsGzipBudget: OFFER_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: OFFER_PAGE_LOADED_JS_GZIP_BUDGET },
  { name: 'dashboard (logged in)', path: '/de-de/dashboard/', jsGzipBudget: LOGGED_IN_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: LOGGED_IN_PAGE_LOADED_JS_GZIP_BUDGET },
];
