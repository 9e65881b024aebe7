/**
 * The shapes of config/pages/*.yaml, as validated by schemas/pages.schema.json and the
 * block schemas (schemas/block-<type>.schema.json). Texts are `Localized`: written once for
 * every locale of the page, or per language or locale. A body block's shape is its type's
 * (src/blocks/<type>/types.ts), `BlockConfig` the union of them.
 */
import type { BlockConfig } from '../../blocks/types.generated.ts';
import type { Localized } from './block-base.ts';

export type PageAudience = 'public' | 'customer' | 'any';

export interface PageHeadConfig {
  meta_title?: Localized;
  meta_description?: Localized;
  canonical_page?: string;
  meta_robots?: string;
  opengraph?: { title?: Localized; description?: Localized; image?: { url?: string } };
}

export interface PageConfig {
  id: string;
  /**
   * After the locale segment, with a trailing slash; absent only for the not-found page. One path
   * for all locales, or one per language or locale (picked like a text: locale, then language).
   */
  path?: Localized;
  aliases?: string[];
  hashRoutes?: string[];
  match?: 'exact' | 'prefix';
  notFound?: boolean;
  kind: string;
  audience: PageAudience;
  /** Context facts the page sets itself (read by the `page` signals of config/context/signals.yaml). */
  context?: { distributorPage?: string };
  locales: 'all' | string[];
  /** Shown from this time on / up to this time (rules/window.ts); outside it the path is not found. */
  from?: string;
  until?: string;
  title: Localized;
  intro?: Localized;
  head?: PageHeadConfig;
  body?: BlockConfig[];
}

export interface PagesFile {
  pages: PageConfig[];
}
