import type { HeaderType } from '../types/view-model.ts';
import type { FlagFacts } from '../flags/declaration.ts';

/**
 * Facts: what rules may read (schemas/facts.schema.json is the same vocabulary for CI).
 * Derived once per request from service payloads and page context by deriveFacts().
 */

export interface CustomerFacts {
  loggedIn: boolean;
  id: string | null;
  bacNumber: string | null;
  distributorId: string | null;
  /** The customer's distributor is not the product's own: cobranding data applies (spec 6). */
  isForeignDistributor: boolean;
  countryCode: string | null;
  isUK: boolean;
  /** Country of the first person's tax entry with precedence 0 (spec 3), upper-case. */
  taxCountryCode: string | null;
  /** Customer status is "Active". */
  isActive: boolean;
  state: string | null;
  isStateActive: boolean;
  isPendingActivation: boolean;
  isCompany: boolean;
  isPerson: boolean;
  hasReferenceAccountIban: boolean;
  hasOriginOfFunds: boolean;
  hasAnnualIncomeCode: boolean;
  dataValidity: string | null;
  unreadMessages: number;
  showUnreadMessage: boolean;
  hasUserId: boolean;
  /** Locale of the customer's market (address country), for the distribution-channel switch. */
  marketLocale: string | null;
}

export interface AccountFacts {
  present: boolean;
  state: string | null;
  established: boolean;
  /** A 503 or 206 answer, or the chosen account is in maintenance (spec 4, 8). */
  maintenance: boolean;
  balanceError: boolean;
  balanceAvailable: boolean;
  ukFormat: boolean;
}

/** Product access values of spec 3 (held deposit account types). */
export interface AccessFacts {
  HAS_FIXED_DEPOSIT_ACCOUNT: boolean;
  HAS_FLEX_DEPOSIT_ACCOUNT: boolean;
  HAS_OVERNIGHT_DEPOSIT_ACCOUNT: boolean;
  HAS_NOTICE_DEPOSIT_ACCOUNT: boolean;
}

/** Product type flags of spec 3 (which offers the customer may open). */
export interface OfferFacts {
  term_product_access: boolean;
  overnight_product_access: boolean;
  notice_product_access: boolean;
}

export interface ProductFacts {
  /** Liquid managed portfolio DWM30/50/70/100 (or _NL), not REJECTED or CLOSED. */
  wealthManagement: boolean;
  /** Liquid interest (money-market) portfolio DWMMM (or _NL). */
  moneyMarket: boolean;
  roboAdvisor: boolean;
  rurupPension: boolean;
  /** Risk levels (30, 50, 70, 100) of the customer's liquid managed portfolios. */
  wealthManagementLevels: number[];
  /** The pension products call returned products (migrated German customers). */
  hasPensionProducts: boolean;
}

/** The `flags` facts: derived from the one declaration of the flags (src/engine/flags/declaration.ts). */
export type { FlagFacts };

export interface PageFacts {
  locale: string;
  language: string;
  region: string;
  path: string;
  /** The hash of a legacy hash route (#/MyInvestments/Overview), or null. */
  hash: string | null;
  /** The page the path is (config/pages/): its id, kind and audience; not-found when none answers. */
  id: string;
  kind: string;
  audience: 'public' | 'customer' | 'any';
  host: string | null;
  headerType: HeaderType | null;
  designVersion: 'v1' | 'v2';
  embedded: boolean;
  inApp: boolean;
  mobileWebView: boolean;
  distributorPage: string | null;
  regflow: string | null;
  queryCountry: string | null;
  queryProduct: string | null;
  storedPreferredLocale: string | null;
  countryBannerCookie: boolean;
  marketPreferredLocale: string | null;
}

/** Facts about the locale's footer content, so layout rules can read its display flags. */
export interface FooterFacts {
  displayReviews: boolean;
  hasReviewData: boolean;
  displayUsContactBanner: boolean;
  hasUsContactData: boolean;
  hideFooterLinks: boolean;
  hasFooterLinks: boolean;
  displayMobileBanner: boolean;
  hasSocialIcons: boolean;
  hideCountryPicker: boolean;
  hasCredits: boolean;
  hasDisclaimer: boolean;
}

/**
 * The time the view is resolved at, in the market's time zone (config/markets/locales.yaml):
 * the visit's time in the browser, `context.now` or the real time in the CLI and tests.
 */
export interface NowFacts {
  /** "2026-12-01T08:00:00+01:00": compares as a string with "2026-12-01T08:00" in the same zone. */
  iso: string;
  /** "2026-12-01" */
  date: string;
  /** "08:00" (24-hour) */
  time: string;
  /** Milliseconds since 1970-01-01T00:00Z. */
  timestamp: number;
  /** The IANA zone the other fields are in, e.g. "Europe/Berlin". */
  timeZone: string;
}

export interface Facts {
  customer: CustomerFacts;
  account: AccountFacts;
  access: AccessFacts;
  offers: OfferFacts;
  products: ProductFacts;
  flags: FlagFacts;
  page: PageFacts;
  footer: FooterFacts;
  now: NowFacts;
}
