/**
 * The facts of one view: the page's and the flags', and the customer's from the customer facts
 * deriver given (customer-facts.ts; null for a visitor, or in the browser before the customer's
 * chunk is there: then the facts of nobody logged in, `noCustomerFacts`). derive.ts passes the
 * deriver always; a test checks that a visitor's facts are the same either way.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from './customer-data.ts';
import type { Facts, NowFacts, PageFacts } from './types.ts';
import { flagFactsOf } from '../flags/values.ts';
import { flagTableOf } from '../flags/table-of.ts';
import type { FlagFacts } from '../flags/declaration.ts';
import type { CustomerFactsDeriver, CustomerSideFacts } from './customer-facts.ts';
import { regionOf } from './page.ts';
import { pageAt } from '../pages/in-window.ts';
import { splitHash } from '../pages/paths.ts';
import { emptyFooterFacts } from './footer.ts';
import { deriveContextFacts } from '../context/derive.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The customer's facts when nobody is logged in (what customerFactsOf derives from no payloads). */
export function noCustomerFacts(): CustomerSideFacts {
  return {
    customer: {
      loggedIn: false,
      id: null,
      bacNumber: null,
      distributorId: null,
      isForeignDistributor: false,
      countryCode: null,
      isUK: false,
      taxCountryCode: null,
      isActive: false,
      state: null,
      isStateActive: false,
      isPendingActivation: false,
      isCompany: false,
      isPerson: false,
      hasReferenceAccountIban: false,
      hasOriginOfFunds: false,
      hasAnnualIncomeCode: false,
      dataValidity: null,
      unreadMessages: 0,
      showUnreadMessage: false,
      hasUserId: false,
      marketLocale: null,
    },
    account: { present: false, state: null, established: false, maintenance: false, balanceError: false, balanceAvailable: false, ukFormat: false },
    access: { HAS_FIXED_DEPOSIT_ACCOUNT: false, HAS_FLEX_DEPOSIT_ACCOUNT: false, HAS_OVERNIGHT_DEPOSIT_ACCOUNT: false, HAS_NOTICE_DEPOSIT_ACCOUNT: false },
    offers: { term_product_access: false, overnight_product_access: false, notice_product_access: false },
    products: { wealthManagement: false, moneyMarket: false, roboAdvisor: false, rurupPension: false, wealthManagementLevels: [], hasPensionProducts: false },
  };
}

/** The configured locale a context names (any case), else the default: never an inherited key such as "constructor". */
export function localeOf(requested: unknown, config: CompiledConfig): string {
  const code = typeof requested === 'string' ? requested.toLowerCase() : '';
  return Object.hasOwn(config.locales.byCode, code) ? code : config.locales.defaultLocale;
}

function pageFacts(data: CustomerData, config: CompiledConfig, now: NowFacts): PageFacts {
  const context = data.context;
  const locale = localeOf(context.locale, config);
  const pathAndHash = text(context.page) ?? `/${locale}/`;
  // A legacy hash route (/de-de/#/MyInvestments/Overview) names a page too; rules read the path.
  const { path, hash } = splitHash(pathAndHash);
  // A page outside its `from`/`until` window is the not-found page (pages/in-window.ts).
  const page = pageAt(config.pages, locale, pathAndHash, now);
  const query = context.query ?? {};
  // headerType, designVersion, embedded, inApp, mobileWebView, distributorPage, the stored
  // preferred locale and the banner cookie: set by the persona, else by the browser's signals.
  const signalled = deriveContextFacts(config.contextSignals, { context, pageContext: page?.context ?? null, flags: data.flags });
  return {
    locale,
    language: config.locales.byCode[locale]?.language ?? 'en',
    region: regionOf(text(context.host), path, config.regions),
    path,
    hash: hash.length > 1 ? hash : null,
    id: page?.id ?? 'not-found',
    kind: page?.kind ?? 'not-found',
    audience: page?.audience ?? 'any',
    host: text(context.host),
    ...signalled,
    regflow: text(query.regflow),
    queryCountry: text(query.country),
    queryProduct: text(query.product),
    marketPreferredLocale: config.markets.markets.find((m) => m.locale === locale)?.preferredLocale.toLowerCase() ?? null,
  };
}

/** No time known (a config without one, such as Storybook's): every schedule reads as not begun. */
const NO_TIME: NowFacts = { iso: '', date: '', time: '', timestamp: 0, timeZone: 'UTC' };

/**
 * The facts rules read (spec 3 and 4), with the customer's from `customerFacts` (null: nobody's)
 * and the time from `now` (derive.ts: the persona's `context.now` or the real time; the
 * browser: the build's time from its config until App has the visit's, now.ts).
 */
export function deriveViewFacts(data: CustomerData, config: CompiledConfig, customerFacts: CustomerFactsDeriver | null, now?: NowFacts): Facts {
  const time = now ?? config.now ?? NO_TIME;
  return {
    // Spec 8: a 403 from the customer service drops the authorization: nobody is logged in.
    ...(customerFacts && data.customerStatus !== 403 ? customerFacts(data, config) : noCustomerFacts()),
    flags: flagFactsOf(flagTableOf(config), data.flags) as FlagFacts,
    page: pageFacts(data, config, time),
    footer: emptyFooterFacts(),
    now: time,
  };
}
