/**
 * Pages as compiled for one locale: texts chosen, rich text parsed, rules prepared once. Plain
 * JSON, so the build can hand a locale's pages to the browser.
 */
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import type { RichTextNode } from '../types/view-model.ts';
import type { OfferBlockData } from '../offers/block-data-types.ts';
import type { AccountColumn, AccountKind, CustomerField, OrderFormKind, PaddedBackground, PageAudience, ProductFamily } from './config.ts';

interface CompiledBlockBase {
  id?: string;
  rule: PreparedRule | null;
  source: SourceRef | null;
  /**
   * On a page that answers for many paths (`match: prefix`), what names the page at each last
   * path segment: the offer detail block's, written by the build (offers/page-subject.ts).
   */
  subjects?: Readonly<Record<string, PageSubject>>;
}

/** The heading (also the document title) and description of one path of a page that shows one thing of many. */
export interface PageSubject {
  title: string;
  description: string;
}

export interface CompiledLink {
  id: string;
  title: string;
  /** As written in config; made final (locale prefix, host) per request. */
  href: string;
  description?: string;
  newTab?: boolean;
  rule: PreparedRule | null;
  source: SourceRef | null;
}

export type CompiledBlock = CompiledBlockBase &
  (
    | { type: 'heading'; level: 2 | 3; text: string }
    | { type: 'rich-text'; tree: RichTextNode[] }
    | { type: 'accordion'; items: { key: string; title: string; tree: RichTextNode[]; defaultExpanded: boolean; rule: PreparedRule | null }[] }
    | { type: 'padded'; background: PaddedBackground; blocks: CompiledBlock[] }
    | { type: 'container'; blocks: CompiledBlock[] }
    | { type: 'divider' }
    | { type: 'box'; title?: string; blocks: CompiledBlock[] }
    | { type: 'link-list'; title?: string; links: CompiledLink[] }
    | { type: 'call-to-action'; text: string; href: string; style: 'primary' | 'secondary'; newTab?: boolean }
    | { type: 'login' }
    | { type: 'markets' }
    | { type: 'accounts'; depositTypes: AccountKind[] | null; columns: AccountColumn[]; total: boolean; caption: string; empty: string }
    | { type: 'products'; families: ProductFamily[] | null; caption: string; empty: string }
    | { type: 'unread-messages' }
    | { type: 'customer-details'; fields: CustomerField[] }
    | { type: 'postbox' }
    | { type: 'transactions' }
    | { type: 'documents' }
    /** `data`: written in by the build (offers/block-data.ts); absent where config is compiled without the catalogue. */
    | { type: 'offers'; list: string; data?: OfferBlockData }
    | { type: 'offer-detail'; data?: OfferBlockData }
    | { type: 'order-form'; kind: OrderFormKind }
  );

export interface CompiledPageHead {
  meta_title?: string;
  meta_description?: string;
  canonical_page?: string;
  meta_robots?: string;
  opengraph?: { title?: string; description?: string; image?: string };
}

/** Where a page answers in one locale: what routing, link checks and the server need. */
export interface PageRoute {
  id: string;
  locale: string;
  kind: string;
  audience: PageAudience;
  /** Context facts the page sets itself (config/pages/ `context`); absent for most pages. */
  context?: Readonly<Record<string, string>>;
  notFound: boolean;
  /** Canonical path, locale-prefixed and lower-case (/de-de/deposit-guarantee/); null for the not-found page. */
  path: string | null;
  /** Every path that shows the page (path and aliases), locale-prefixed, lower-case, without trailing slash. */
  paths: string[];
  /** Legacy hash routes on the locale's home path, lower-case ("#/myinvestments/termdeposit"). */
  hashRoutes: string[];
  match: 'exact' | 'prefix';
}

/** What a page shows besides its route and title: loaded with the page in the browser. */
export interface PageBody {
  intro: string | null;
  head: CompiledPageHead;
  blocks: CompiledBlock[];
}

export interface CompiledPage extends PageRoute, PageBody {
  title: string;
  source: SourceRef | null;
  /**
   * Set in the browser's copy of the config: the body (intro, head, blocks) is left out and
   * loaded with the page (src/app/data/page-bodies.ts); until then the page resolves empty.
   */
  deferred?: true;
}

/** Per locale, its pages in declaration order (the not-found page included). */
export type CompiledPages = Record<string, CompiledPage[]>;
