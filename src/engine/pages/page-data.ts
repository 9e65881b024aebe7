/**
 * A prerendered page's body in its own HTML: `<script type="application/json"
 * id="portal-page-data">` after #root, which the strict CSP allows (a data block runs nothing).
 * The browser hydrates with it at once instead of fetching the page's body chunk first, and an
 * offer's page carries that offer alone instead of every offer of its locale (`subject`). The
 * chunks stay for a page reached by navigating in the app (app/data/page-bodies.ts).
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CompiledPage, PageBody } from './compiled.ts';
import { findPage } from './find.ts';
import { comparablePath } from './paths.ts';

export const PAGE_DATA_ELEMENT_ID = 'portal-page-data';

export interface PageData {
  /** The page's id. */
  page: string;
  /** On a page that answers for many paths, the path's last segment the body was cut down to; else null. */
  subject: string | null;
  body: PageBody;
}

/** The last segment of a path, which names the one thing a `match: prefix` page shows. */
export function subjectKeyOf(path: string): string {
  return path.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? '';
}

/** What a body for `path` is cut down to on this page: the subject of a prefix page, else nothing. */
export function subjectOf(page: Pick<CompiledPage, 'match'>, path: string): string | null {
  return page.match === 'prefix' ? subjectKeyOf(path) : null;
}

/** The data as the script element's text: `<` escaped, so no text in it can close the element. */
export function pageDataText(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The data back from the element's text; null when there is none or it is not page data (a
 * hand-edited or truncated HTML file): the browser then loads the body's chunk as before.
 */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.page !== 'string' || !(value.subject === null || typeof value.subject === 'string')) return null;
  const body = value.body;
  if (!isRecord(body) || !Array.isArray(body.blocks) || !isRecord(body.head) || !(body.intro === null || typeof body.intro === 'string')) return null;
  return { page: value.page, subject: value.subject, body: body as unknown as PageBody };
}

/**
 * The config with `path` answered by the page the server answered it with (`pageId`, the HTML's
 * page data): a page that answers for many paths is prerendered for the subjects the build knew,
 * and the servers answer any other (an offer no longer listed) with the not-found page. The
 * browser's table still has the prefix page; drawing it there would not be what the HTML shows
 * (a hydration mismatch) and would take the not-found page away. The path is added to the served
 * page's paths, which findPage tries before any prefix. The config unchanged when they agree.
 */
export function withServedPage(config: CompiledConfig, locale: string, path: string, pageId: string): CompiledConfig {
  const pages = config.pages[locale];
  if (!pages || findPage(config.pages, locale, path)?.id === pageId) return config;
  const at = pages.findIndex((page) => page.id === pageId);
  if (at === -1) return config;
  const next = [...pages];
  next[at] = { ...pages[at]!, paths: [...pages[at]!.paths, comparablePath(path)] };
  return { ...config, pages: { ...config.pages, [locale]: next } };
}
