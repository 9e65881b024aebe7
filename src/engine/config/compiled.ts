/**
 * The compiled config: every config file loaded and every rule prepared once, ready for
 * resolve(). Plain JSON, so the build can hand it to the browser as a module.
 */
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import type { HeaderType, RichTextNode } from '../types/view-model.ts';
import type {
  FooterFile,
  FooterSettingsFile,
  HeadFile,
  HeaderVariantConfig,
  LocaleEntry,
  LogoConfig,
  MarketsFile,
  MenuItemConfig,
  RedirectConfig,
  RegionsFile,
  FooterPartConfig,
} from './types.ts';
import type { CompiledPages } from '../pages/compiled.ts';
import type { ContextSignal } from '../context/signals.ts';
import type { NowFacts } from '../facts/types.ts';
import type { CompiledFlags } from '../flags/table-of.ts';

export interface CompiledMenuItem extends Omit<MenuItemConfig, 'when' | 'href' | 'children'> {
  rule: PreparedRule | null;
  /** Href cases in order; a plain href is one case without a rule. */
  href: { rule: PreparedRule | null; value: string }[] | null;
  children?: CompiledMenuItem[];
  source: SourceRef | null;
}

export interface CompiledMenu {
  locale: string;
  file: string;
  nav: { public: CompiledMenuItem[]; private: CompiledMenuItem[]; corporate: CompiledMenuItem[] };
  actions: { public: CompiledMenuItem[]; private: CompiledMenuItem[] };
  account: CompiledMenuItem[];
}

export interface CompiledConfig {
  locales: { defaultLocale: string; menuFallback: string; byCode: Record<string, LocaleEntry>; list: LocaleEntry[] };
  markets: MarketsFile;
  regions: RegionsFile;
  /** The page table (config/pages/): per locale, its pages with their bodies. */
  pages: CompiledPages;
  namedRules: Record<string, { description: string; rule: PreparedRule }>;
  redirects: { neverOn: string[]; list: (RedirectConfig & { rule: PreparedRule })[]; localeSwitch: PreparedRule };
  headers: {
    types: { type: HeaderType; rule: PreparedRule | null }[];
    variants: (HeaderVariantConfig & { rule: PreparedRule | null; source: SourceRef | null })[];
    logos: (LogoConfig & { rule: PreparedRule | null })[];
    balance: PreparedRule;
    reducedAccountMenu: { rule: PreparedRule; items: string[] };
    switchableAccounts: PreparedRule;
    regflowLink: PreparedRule;
    unreadBadge: PreparedRule;
    /** The product's own distributor: every other distributor's customers are cobranded (spec 6). */
    ownDistributorId: string;
    countryBanner: { reason: 'query' | 'preference' | 'cookie'; rule: PreparedRule }[];
    /** Spec 6 smart app banner; null when the config has none. */
    smartBanner: PreparedRule | null;
  };
  menus: Record<string, CompiledMenu>;
  footers: {
    hidden: PreparedRule;
    versions: { v1: (FooterPartConfig & { rule: PreparedRule | null })[]; v2: (FooterPartConfig & { rule: PreparedRule | null })[] };
    content: Record<string, FooterFile>;
    /** Disclaimers sanitised and parsed at compile time, per locale. */
    disclaimers: Record<string, { html: string; tree: RichTextNode[] }>;
    settings: FooterSettingsFile;
  };
  head: HeadFile;
  /** How the browser's signals become page-context facts (config/context/signals.yaml). */
  contextSignals: ContextSignal[];
  /** The engine's own UI strings (view-model labels): language -> key -> text. */
  strings: Record<string, Record<string, string>>;
  /**
   * The browser's locale config only, and only when a rule of the locale reads `now`: the `now`
   * facts of the build, which the prerender and the browser's first render evaluate at (so
   * hydration matches); the browser then resolves again at the visit's time (useVisitTime).
   */
  now?: NowFacts;
  /** The flags the config defines (config/flags/): their table and defaults; absent: the code's table, no defaults. */
  flags?: CompiledFlags;
}
