/**
 * First-load budgets: the gzip bytes of the JavaScript a page needs before
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
  /**
   * Measured for this example customer, signed in through the local provider first (its page's
   * customer code, flags and data parts load only then); the cache is emptied before the page opens.
   */
  signedInAs?: string;
}

/**
 * A public page must start like a static page; React + React DOM alone are about 67 kB. Without
 * the i18next runtime (render/i18n/ui-strings.ts) and with each page's body in its
 * HTML (engine/pages/page-data.ts), every public page starts with about 102 kB; this holds that
 * line with a few kB to spare.
 */
export const PUBLIC_PAGE_JS_GZIP_BUDGET = 110 * KB;
/** A logged-in page may bring the session and account code along. */
export const LOGGED_IN_PAGE_JS_GZIP_BUDGET = 150 * KB;
/**
 * What a browser loads by network idle also counts the chunks hydration fetches after the first
 * load (the page's blocks, the consent service, the footer when it is in view). The budget
 * is 120 kB on every public page, the offer pages included (`npm run size` prints each page's figure).
 * Left out of a page's load: the footer's code and config until the visitor nears it
 * (app/boot/footer/footer-on-approach.ts; about 7 kB, loaded where the footer is on the first screen,
 * as on login), the phone's country dialog until the visitor goes for its button
 * (render/country/CountryModal.tsx), the flags and social icons (static SVG files, public/assets/),
 * the page table until the visitor goes for an app link (app/routes/warm-page-table.ts), the
 * redirects with the customer part, the consent code's own chunk (it comes with the consent
 * service's). The offer pages load their list's or page's code and the live offers' (one chunk,
 * vite.config.ts) on top, about 7 kB.
 */
export const PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET = 120 * KB;
/**
 * Measured signed in (as active-de): the app, the customer data layer, the flag service's
 * OpenFeature client, the customer services, live offers, the customer menus' config and the
 * page's blocks, by network idle (`npm run size` prints the parts). 185 kB holds that with a little to spare; the public pages' 120 kB is the one customers
 * meet first.
 */
export const LOGGED_IN_PAGE_LOADED_JS_GZIP_BUDGET = 185 * KB;

export const SIZE_ENTRIES: readonly SizeEntry[] = [
  { name: 'public home', path: '/de-de/', jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET },
  // The login page as it stays on screen (after a logout); a plain /login/ goes on to the provider's form.
  {
    name: 'login page',
    path: '/de-de/login/?state=signed-out',
    jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET,
    loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET,
  },
  // The offer pages' list and detail code is a lazy chunk, their offers data in the HTML: their first load is the public pages' one.
  { name: 'offer list', path: '/de-de/products/', jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET, loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET },
  {
    name: 'offer detail',
    path: '/de-de/products/offer/saimaa-pankki-term-24m/',
    jsGzipBudget: PUBLIC_PAGE_JS_GZIP_BUDGET,
    loadedJsGzipBudget: PUBLIC_PAGE_LOADED_JS_GZIP_BUDGET,
  },
  {
    name: 'dashboard (logged in)',
    path: '/de-de/dashboard/',
    jsGzipBudget: LOGGED_IN_PAGE_JS_GZIP_BUDGET,
    loadedJsGzipBudget: LOGGED_IN_PAGE_LOADED_JS_GZIP_BUDGET,
    signedInAs: 'active-de',
  },
];
