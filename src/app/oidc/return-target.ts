/**
 * Where a customer lands after signing in (spec 2.2: the login page takes an optional
 * `product` query; the protected page they asked for). Kept across the round trip
 * to the provider, so it is checked on the way out AND on the way back: only a path on the
 * portal's own origin is accepted (an open redirect would hand a fresh session to any page).
 */
import type { PageRoute } from '../../engine/pages/compiled.ts';

/** Query parameter of the login page naming the page to return to (a same-origin path). */
export const RETURN_TO_PARAM = 'returnTo';

/** Paths a sign-in must never return to: they would start another round trip or exchange. */
const NOT_A_TARGET = /^\/[^/]+\/(login|token-exchange)(\/|$)/;

/**
 * The same-origin path (with query and hash) `value` names, or null when it is missing,
 * absolute to another origin, protocol-relative ("//evil"), a backslash trick, or the login
 * or token-exchange page itself.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (NOT_A_TARGET.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a `product` query names: a page id of the locale's page table (config/pages/, e.g.
 * `term-deposits` -> /de-de/dashboard/savings/term/). Null for an unknown id or a page without
 * a path of its own (the not-found page).
 */
export function productPath(product: string | null | undefined, pages: readonly PageRoute[]): string | null {
  if (!product) return null;
  const page = pages.find((candidate) => candidate.id === product && !candidate.notFound);
  return page?.path ?? null;
}

export interface ReturnTargetInput {
  /** The login page's query (its `returnTo` and `product`). */
  search: string;
  origin: string;
  /** The locale's page table, for `product`. */
  pages: readonly PageRoute[];
  /** Where to go when nothing (valid) is asked for: the locale's dashboard. */
  fallback: string;
  /** Query parameters of the login URL carried to the target (flags, design: environment.ts). */
  carried?: readonly string[];
}

/** The login page's `returnTo` first, then its `product`, else the fallback; with the carried switches. */
export function returnTargetOf({ search, origin, pages, fallback, carried = ['flags', 'design'] }: ReturnTargetInput): string {
  const query = new URLSearchParams(search);
  const target = sameOriginPath(query.get(RETURN_TO_PARAM), origin) ?? productPath(query.get('product'), pages) ?? fallback;
  const url = new URL(target, origin);
  for (const name of carried) {
    if (url.searchParams.has(name)) continue;
    for (const value of query.getAll(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
