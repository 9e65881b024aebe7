/**
 * A page with `from`/`until` (rules/window.ts) is there only inside its window: before and after
 * it, its paths answer as any unknown path does, with the locale's not-found page. The facts, the
 * view model and the browser's page lookups all ask here, with the time they resolve at (the
 * persona's or the visit's; the build's in a prerender), so they agree on the page.
 */
import type { NowFacts } from '../facts/types.ts';
import type { PreparedRule } from '../rules/types.ts';
import { holds } from '../rules/evaluate.ts';
import type { PageRoute } from './compiled.ts';
import { findPage } from './find.ts';

/** A page as looked up: its route, and the window's rule when it has one (the browser's copy: the logic only). */
type WindowedRoute = PageRoute & { rule?: Pick<PreparedRule, 'logic'> };

/** No time known: every window reads as not begun (as the engine reads any `now` rule then). */
const NO_TIME: NowFacts = { iso: '', date: '', time: '', timestamp: 0, timeZone: 'UTC' };

/** Whether the page is inside its window at `now` (a page without one always is). */
export function inWindow(page: WindowedRoute, now: NowFacts | undefined): boolean {
  return page.rule === undefined || holds(page.rule, { now: now ?? NO_TIME });
}

/** The page a path shows at `now`: findPage's, or the locale's not-found page when that one is outside its window. */
export function pageAt<P extends WindowedRoute>(
  pages: Readonly<Record<string, readonly P[]>>,
  locale: string,
  pathAndHash: string,
  now: NowFacts | undefined,
): P | null {
  const page = findPage(pages, locale, pathAndHash);
  if (!page || inWindow(page, now)) return page;
  return pages[locale]?.find((candidate) => candidate.notFound) ?? null;
}
