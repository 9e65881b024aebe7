/**
 * What the build (tools/) and the browser (src/app/) both rely on, in one module so neither reaches
 * into the other: the names and shapes of the config modules the build writes and the app loads,
 * where a page's HTML names them, what the prerender entry hands the build for each page, and the
 * `<html lang>` value both write. tools/ import this, never src/app/ (tests/architecture holds it).
 * Types, constants and pure functions only: it imports nothing but the engine's types.
 */
import type { CompiledConfig } from '../engine/config/compiled.ts';
import type { CustomerConfigPart } from '../engine/config/customer-part.ts';
import type { StringResources } from '../engine/config/languages.ts';
import type { CompactPage } from '../engine/pages/bodies.ts';
import type { PageBody } from '../engine/pages/compiled.ts';
import type { PageData } from '../engine/pages/page-data.ts';

/** The URLs of one locale's config modules. */
export interface LocaleFiles {
  locale: string;
  footer: string;
  customer: string;
  /** The page table's bodies: page id → the URL of its body module. */
  pages: string;
}

/** The page's own locale's files, as data in its HTML (tools/prerender/page-html.ts writes it). */
export const CONFIG_FILES_ELEMENT_ID = 'portal-config-files';
/** Every locale's files, at the site's root: for a locale other than the page's (revalidated on use). */
export const CONFIG_FILES_PATH = '/config-files.json';

/** A locale's config module: its config without page bodies, its compact page table, its UI strings. */
export interface LocaleData {
  config: Omit<CompiledConfig, 'pages'>;
  pageTable: CompactPage[];
  strings: StringResources;
}
export interface FooterData {
  footers: CompiledConfig['footers'];
  strings: Readonly<Record<string, string>>;
}
export interface CustomerData {
  part: CustomerConfigPart;
}
export interface PagesData {
  bodies: Readonly<Record<string, string>>;
}
export interface BodyData {
  body: PageBody;
}

/** Where the modules are and how to import one: the browser's document, or the prerender's folder. */
export interface ConfigSource {
  filesOf(code: string): Promise<LocaleFiles>;
  importModule(url: string): Promise<unknown>;
}

/** What the prerender entry (built for Node) returns to the build for one path. */
export interface PrerenderedPage {
  /**
   * The body of the page the path is (the not-found page for an unknown path), for one path: the
   * HTML carries it (engine/pages/page-data.ts) and the page is drawn with exactly it, so the
   * browser's hydrating render, which reads it back, draws what the HTML shows.
   */
  pageData: PageData | null;
  /** The <html lang> value (de-DE). */
  lang: string;
  /** Head tags the page rendered (title, meta, canonical). */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The build's time the page was resolved at, when a rule of its locale reads `now` (scheduled changes); else null. */
  resolvedAt: string | null;
}

/** The `<html lang>` value for a page locale: de-de -> "de-DE", en -> "en" (the alternates' hreflang too). */
export function languageTagOf(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
}
