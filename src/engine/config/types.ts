/**
 * The shapes of the YAML config files (config/**), as validated by schemas/*.schema.json.
 * One interface per config kind; `Rule` is JSON-Logic, or the name of a named rule.
 */
import type { ConfigTrackingEvent } from '../types/tracking.ts';
import type { Rule } from './rule.ts';

export type { Rule };

/** A value that may depend on facts: a plain value, or cases tried in order (first match wins). */
export type Conditional<T> = T | { when?: Rule; value: T }[];

/** Item types, areas and layouts are the view model's: config names what the renderer draws. */
import type { FooterPartKind, HeaderType, HeaderVariant, ItemType, MenuArea, MenuLayout } from '../types/view-model.ts';
export type { ItemType };

export interface MenuItemConfig {
  id: string;
  type: ItemType;
  title: string;
  href?: Conditional<string>;
  when?: Rule;
  /** Shown from this time on / up to this time (rules/window.ts): "2026-12-01T08:00+01:00". */
  from?: string;
  until?: string;
  description?: string;
  icon?: string;
  iconColor?: string;
  imageUrl?: string;
  tag?: string;
  groupName?: string;
  callback?: string;
  newTab?: boolean;
  /** enableBadge: the unread-message dot may show on this item. */
  badge?: boolean;
  area?: MenuArea;
  layout?: MenuLayout;
  children?: MenuItemConfig[];
}

export interface MenuFile {
  locale: string;
  nav?: { public?: MenuItemConfig[]; private?: MenuItemConfig[]; corporate?: MenuItemConfig[] };
  actions?: { public?: MenuItemConfig[]; private?: MenuItemConfig[] };
  /** Avatar (account) menu of the private header. */
  account?: MenuItemConfig[];
}

export interface LocaleEntry {
  code: string;
  language: string;
  /** BCP-47 tag for number and date formatting, e.g. de-DE. */
  intl: string;
  currency: string;
  /** ISO country code of the market, absent for the generic English locale. */
  country?: string;
  /** IANA time zone of the market ("Europe/Berlin"): the `now` facts are in it. */
  timeZone?: string;
}

export interface LocalesFile {
  defaultLocale: string;
  /** Locale whose menu is used for a locale without a menu file (spec 2.1: en-us). */
  menuFallback: string;
  locales: LocaleEntry[];
}

export interface MarketEntry {
  locale: string;
  label: string;
  flag: string;
  link: string;
  preferredLocale: string;
  redirectTarget: [string, string];
  versions: ('v1' | 'v2')[];
}

export interface MarketsFile {
  markets: MarketEntry[];
  /** Locales served on one domain: their market links become the path /{locale}/ (spec 2.1). */
  unifiedDomainLocales: string[];
  /** The origin of that one domain (https://www.example.com), where it is known. */
  unifiedDomainOrigin?: string;
}

export interface RegionsFile {
  hostSuffixes: { suffix: string; region: string }[];
  /** Host suffixes (such as .com) where the first path segment decides the region. */
  pathDecidesFor: string[];
  /** First path segment -> region, for those hosts. */
  pathRegions: Record<string, string>;
  fallbackRegion: string;
  /** Region -> tag-manager region group (spec 7); a region not named is in `other`. */
  regionGroups?: Record<string, 'de-at' | 'other' | 'usa'>;
}

export interface NamedRulesFile {
  rules: Record<string, { description: string; when: Rule }>;
}

export interface RedirectConfig {
  action: 'reference-account' | 'financial-information' | 'data-validity-confirmation';
  description: string;
  when: Rule;
  href: string;
  /** Query parameters copied from the page query when present (e.g. product). */
  keepQuery?: string[];
  tracking: ConfigTrackingEvent;
}

export interface RedirectsFile {
  /** Page kinds on which no required-action redirect applies. */
  neverOn: string[];
  redirects: RedirectConfig[];
  localeSwitch: { when: Rule };
}

export interface LogoConfig {
  id: string;
  href: string;
  url: string;
  alt: string;
  when?: Rule;
}

export interface HeaderVariantConfig {
  variant: HeaderVariant;
  description: string;
  when?: Rule;
  nav: 'public' | 'private' | 'corporate' | 'none';
  actions: 'public' | 'private' | 'none' | string[];
  /** Logo ids shown; default: every logo whose rule holds. */
  logos?: string[];
  account?: boolean;
}

export interface HeadersFile {
  /** Header type: first matching rule wins (spec 2.4: public, private, integrated). */
  types: { type: HeaderType; when?: Rule }[];
  variants: HeaderVariantConfig[];
  logos: LogoConfig[];
  /** The balance bar shows when this holds (spec 2.4). */
  balance: { when: Rule };
  /** Reduced account menu for these customers: only the listed item ids. */
  reducedAccountMenu: { when: Rule; items: string[] };
  switchableAccounts: { when: Rule };
  /** Register link of a co-branded flow: registration actions get ?regflow= when this holds. */
  regflowLink: { when: Rule };
  unreadBadge: { when: Rule };
  cobranding: { ownDistributorId: string };
  countryBanner: { reason: 'query' | 'preference' | 'cookie'; when: Rule }[];
  /** Spec 6 smart app banner (phone widths, mobile web); absent: never shown. */
  smartBanner?: { when: Rule };
}

export interface FooterPartConfig {
  part: FooterPartKind;
  when?: Rule;
  /** Shown from this time on / up to this time (rules/window.ts). */
  from?: string;
  until?: string;
}

export interface FooterLayoutFile {
  /** The whole footer is hidden when this holds (embedded and app contexts). */
  hiddenWhen: Rule;
  versions: { v1: FooterPartConfig[]; v2: FooterPartConfig[] };
}

export interface FooterLinkConfig {
  id: string;
  title: string;
  href: string;
  callback?: string;
  newTab?: boolean;
}

export interface FooterFile {
  locale: string;
  reviews?: { display: boolean; score?: number; count?: number };
  usContact?: {
    display: boolean;
    email?: { email_address: string; email_link_text: string };
    phone?: { phone_number: string; phone_link_text: string };
    availability?: string;
  };
  hideFooterLinks?: boolean;
  columns?: { id: string; heading: string; links: FooterLinkConfig[] }[];
  mobileBanner?: {
    display: boolean;
    iconUrl?: string;
    playStore: { appId: string };
    appStore: { appPath: string; region: string };
  };
  social?: {
    heading?: string;
    hideHeading?: boolean;
    icons: { uid: string; account: 'Facebook' | 'LinkedIn' | 'Twitter' | 'Youtube' | 'Instagram'; link: string; iconUrl?: string }[];
  };
  legal?: { copyright: string; links: FooterLinkConfig[] };
  hideCountryPicker?: boolean;
  credits?: { id: string; institute_link: { href: string; title: string }; institute_logo: { url: string; title: string }; alt_text: string }[];
  disclaimer?: string;
}

export interface FooterSettingsFile {
  /** App Store region segment omitted for this region (spec 2.6). */
  defaultAppStoreRegion: string;
  consentModalAnchor: string;
  playStoreBase: string;
  appStoreBase: string;
  badges: Record<string, { playStore: string; appStore: string }>;
}

export interface HeadFile {
  separator: string;
  /** Per locale: the site's origin (https://www.example.de), name, default title and tagline. */
  sites: Record<string, { origin: string; siteName: string; defaultTitle: string; tagline?: string }>;
}
