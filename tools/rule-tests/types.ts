/**
 * Rule tests as data (config/tests/*.yaml, schemas/rule-tests.schema.json): the shapes the
 * schema accepts. A new kind of expectation is a new optional key of Expect, so files written
 * before it keep working.
 */
import type { FeatureFlags, PageContext } from '../../src/engine/types/persona.ts';
import type { FooterPart, HeaderType, HeaderVariant } from '../../src/engine/types/view-model.ts';

export type ItemRef = string | { item?: string; href?: string; badge?: boolean };

export interface ItemsExpectation {
  shown?: ItemRef[];
  hidden?: ItemRef[];
}

export type FooterPartKind = FooterPart['kind'];

/** What an offer list (a page entry of config/offers/selection.yaml) shows for the test's persona. */
export interface OffersExpectation {
  list: string;
  /** The list begins with these offers, in this order. */
  first?: string[];
  includes?: string[];
  excludes?: string[];
  /** Exactly these offers are featured (an empty list: none). */
  featured?: string[];
}

export interface Expect {
  nav?: ItemsExpectation;
  actions?: ItemsExpectation;
  account?: ItemsExpectation;
  items?: ItemsExpectation;
  footerLinks?: ItemsExpectation;
  redirect?: string | { action: string; href?: string };
  header?: {
    type?: HeaderType;
    variant?: HeaderVariant;
    logos?: { shown?: string[]; hidden?: string[] };
    switchableAccounts?: boolean;
    accountMenu?: boolean;
  };
  balance?: 'hidden' | 'shown' | 'unavailable' | { unavailable: 'maintenance' | 'fetch-error' };
  footer?: 'hidden' | { version?: 'v1' | 'v2'; present?: FooterPartKind[]; absent?: FooterPartKind[] };
  markets?: { shown?: string[]; hidden?: string[] };
  localeSwitch?: string;
  countryBanner?: 'none' | 'query' | 'preference' | 'cookie';
  smartBanner?: 'shown' | 'hidden';
  offers?: OffersExpectation;
  page?: { id?: string; status?: 200 | 404; title?: string; blocks?: { present?: string[]; absent?: string[] } };
  /** The flags the flag service serves the persona (config/flags/ targeting, its own flags on its key). */
  flags?: Record<string, boolean | string | string[]>;
}

export interface Given {
  locale?: string | string[];
  page?: string | string[];
  host?: string;
  design?: 'v1' | 'v2';
  /** The time to resolve at (context.now): "2026-12-01T08:00" in the market's zone, or with an offset. */
  now?: string;
  flags?: FeatureFlags;
  context?: Partial<PageContext>;
  customer?: Record<string, unknown> | null;
  payloads?: Record<string, unknown>;
}

export interface RuleTest {
  name: string;
  persona: string;
  given?: Given;
  expect: Expect;
}

export interface RuleTestFileData {
  description?: string;
  tests: RuleTest[];
}
