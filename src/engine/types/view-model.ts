/**
 * The view model: the plain-JSON answer of `resolve` (DESIGN.md, "The view model").
 * This is a public contract: the renderer, the CLI and other programs read it.
 * Fields may be added; none may be renamed or change meaning.
 */
import type { ConfigTrackingEvent } from './tracking.ts';
import type { HeaderType, HeaderVariant } from '../vocabularies/header-kinds.ts';
import type { ItemType } from '../vocabularies/item-types.ts';
import type { Amount, Market, RichTextNode } from './values.ts';

// Shared with the page blocks (blocks.ts), so declared where both can import them (values.ts).
export type { Amount, Market, RichTextElement, RichTextNode } from './values.ts';

export type Locale = string;

// Declared once each in engine/vocabularies/ (the schemas' enums are written from there).
export type { HeaderType, HeaderVariant } from '../vocabularies/header-kinds.ts';

/** Item types of spec 2.4; `my-account` is the private action that opens the avatar menu. */
export type { ItemType } from '../vocabularies/item-types.ts';

export type MenuLayout = 'default' | 'even';
export type MenuArea = 'top' | 'main' | 'sidebar' | 'bottom';

export interface Item {
  id: string;
  type: ItemType;
  title: string;
  /** Final href: locale-prefixed and lower-cased where spec 2.1 says so. Absent for plain text or unsafe links. */
  href?: string;
  /** True when the unread-message dot shows on this item (badge enabled and unread messages). */
  badge?: boolean;
  description?: string;
  icon?: string;
  iconColor?: string;
  imageUrl?: string;
  tag?: string;
  groupName?: string;
  /** Area of a dropdown panel the item sits in (children of a top-level item). */
  area?: MenuArea;
  /** Layout of a top-level item's dropdown panel. */
  layout?: MenuLayout;
  /** Name of a client-side action instead of navigation (for example "logout", "consent-settings"). */
  callback?: string;
  /** Opens in a new tab (external links). */
  newTab?: boolean;
  children?: Item[];
}

export interface Logo {
  id: string;
  href: string;
  url: string;
  alt: string;
}

export interface AccountId {
  /** Display form: IBAN with spaces, or a UK account number / sort code. */
  id: string;
  /** What a copy button puts on the clipboard: electronic form without spaces. */
  copyValue: string;
  label: string;
  size: 'small' | 'default';
}

export interface SwitchableAccount {
  customerId: string;
  name: string;
}

export interface AccountMenu {
  displayName: string;
  fullName: string;
  initials: string;
  accountIds: AccountId[];
  menu: Item[];
  /** True when the switchable-accounts list is offered (flag on, user id and customer number present). */
  switchableAccounts: boolean;
  /** The accounts the user may switch to (empty until loaded or when loading failed). */
  switchableAccountList?: SwitchableAccount[];
  /** Reduced menu for a pending-activation customer. */
  reduced?: boolean;
}

export interface BalanceUnavailable {
  title: string;
  text: string;
  reason?: 'maintenance' | 'fetch-error';
}

export interface Balance {
  total: Amount;
  available: Amount;
  unavailable: null | BalanceUnavailable;
}

export interface Header {
  type: HeaderType;
  variant: HeaderVariant;
  logos: Logo[];
  nav: Item[];
  actions: Item[];
  account: null | AccountMenu;
  balance: null | Balance;
}

export type Redirect = null | {
  action: 'reference-account' | 'financial-information' | 'data-validity-confirmation';
  href: string;
  /** Tracking event to send before navigating (spec 4: "Each redirect sends a tracking event first"). */
  tracking?: TrackingEvent;
};

/** The fields a config file may give an event (types/tracking.ts); the portal adds the rest. */
export type TrackingEvent = ConfigTrackingEvent;

export type { FooterPartKind } from '../vocabularies/footer-parts.ts';
import type { FooterPartKind } from '../vocabularies/footer-parts.ts';

export interface ReviewsPart {
  kind: 'reviews';
  score: number;
  /** Score rounded to the nearest half (spec 5). */
  roundedScore: number;
  /** Star bucket 0..5 (spec 5). */
  stars: number;
  count: number;
}
export interface UsContactPart {
  kind: 'us-contact';
  email?: { address: string; linkText: string; href: string };
  phone?: { number: string; linkText: string; href: string };
  availability?: string;
}
export interface LinksPart {
  kind: 'links';
  columns: { id: string; heading: string; links: Item[] }[];
}
export interface AppBannerPart {
  kind: 'app-banner';
  iconUrl?: string;
  playStore: { href: string; badgeUrl: string; alt: string };
  appStore: { href: string; badgeUrl: string; alt: string };
}
export interface SocialPart {
  kind: 'social';
  heading: string | null;
  icons: { uid: string; account: 'Facebook' | 'LinkedIn' | 'Twitter' | 'Youtube' | 'Instagram'; href: string; iconUrl?: string }[];
}
export interface LegalPart {
  kind: 'legal';
  copyright: string;
  links: Item[];
}
export interface CountryPickerPart {
  kind: 'country-picker';
}
export interface CreditsPart {
  kind: 'credits';
  credits: { id: string; href: string; title: string; logoUrl: string; alt: string }[];
}
export interface DisclaimerPart {
  kind: 'disclaimer';
  /** Rich text, already limited to the allowed tags (spec 5). */
  html: string;
  /** The same rich text parsed at build time, so the browser needs no HTML parser. */
  tree: RichTextNode[];
}

export type FooterPart = ReviewsPart | UsContactPart | LinksPart | AppBannerPart | SocialPart | LegalPart | CountryPickerPart | CreditsPart | DisclaimerPart;

/** Fails the type check when a declared footer part kind has no part shape here, or a shape has an undeclared kind. */
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type MustBeTrue<T extends true> = T;
export type FooterPartShapesMatchKinds = MustBeTrue<SameKinds<FooterPart['kind'], FooterPartKind>>;

export interface Footer {
  version: 'v1' | 'v2';
  parts: FooterPart[];
}

export interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  openGraph: null | { title?: string; description?: string; image?: string };
}

/** Spec 6 smart app banner: the app's name, a line of text, and the stores' links (the footer app banner's). */
export interface SmartBanner {
  title: string;
  text: string;
  /** Accessible name of the button that dismisses it. */
  dismissLabel: string;
  iconUrl?: string;
  playStore: { href: string; alt: string };
  appStore: { href: string; alt: string };
}

export interface CountryBanner {
  /** Market the page belongs to. */
  marketLocale: string;
  /** Why the banner shows: query parameter, stored preference differs, or flag cookie. */
  reason: 'query' | 'preference' | 'cookie';
}

import type { Block } from '../../blocks/types.generated.ts';
export type * from './blocks.ts';

export interface ViewModel {
  locale: Locale;
  /** Language of UI strings (i18next language code) for this locale. */
  language: string;
  designVersion: 'v1' | 'v2';
  redirect: Redirect;
  header: Header;
  footer: null | Footer;
  markets: Market[];
  head: Head;
  /** The page the path is, with its resolved body (config/pages/). */
  page: Page;
  /** Country banner of spec 2.7; null when it does not show. */
  countryBanner?: null | CountryBanner;
  /** Smart app banner of spec 6 (phone widths, mobile web); null when it does not show. */
  smartBanner?: null | SmartBanner;
  /**
   * What replaces the page's body: the login prompt (spec 4 authentication gate: a customer-area
   * page nobody is logged in for), the forbidden notice (spec 8: the customer service answered
   * 403, so the authorization is dropped), or nothing (null: the page itself).
   */
  gate?: null | 'login' | 'forbidden';
  /** Spec 4: the distribution channel forces this locale; the portal moves to `href`. */
  localeSwitch?: null | { locale: string; href: string };
}

/** The page of the view model: which page the path is, its title and resolved body. */
export interface Page {
  id: string;
  kind: string;
  audience: 'public' | 'customer' | 'any';
  /** 404 for the not-found page (a path no page answers), else 200. */
  status: 200 | 404;
  /** The page's canonical path, locale-prefixed (/de-de/deposit-guarantee/); null for the not-found page. */
  path: string | null;
  title: string;
  intro: string | null;
  blocks: Block[];
}
