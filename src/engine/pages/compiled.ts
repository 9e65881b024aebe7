/**
 * Pages as compiled for one locale: texts chosen, rich text parsed, rules prepared once. Plain
 * JSON, so the build can hand a locale's pages to the browser. A body block's compiled shape is
 * its type's (src/blocks/<type>/types.ts), `CompiledBlock` the union of them.
 */
import type { CompiledBlock } from '../../blocks/types.generated.ts';
import type { PreparedRule, SourceRef } from '../rules/types.ts';
import type { PageAudience } from './config.ts';

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
  /** A page with `from`/`until`: shown while this holds, else its paths are the not-found page (in-window.ts). */
  rule?: PreparedRule;
  source: SourceRef | null;
  /**
   * Set in the browser's copy of the config: the body (intro, head, blocks) is left out and
   * loaded with the page (src/app/data/page-bodies.ts); until then the page resolves empty.
   */
  deferred?: true;
}

/** Per locale, its pages in declaration order (the not-found page included). */
export type CompiledPages = Record<string, CompiledPage[]>;
