/**
 * The offer list's filter as the address carries it (`?amount=10000&term=12&sort=rate`), so a
 * shared link shows the same list and a reload keeps it. Reading is forgiving: a value that
 * makes no sense (a negative amount, a term of "abc", an unknown sort) is ignored and that
 * part of the filter keeps its default; the other parameters of the address stay untouched.
 */
export const OFFER_SORTS = ['rate', 'term'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export interface OfferFilter {
  /** The amount to invest: lists the offers whose minimum ≤ amount ≤ maximum; null: every amount. */
  amount: number | null;
  /** Exact term in months (term deposits); null: every term. */
  termMonths: number | null;
  /** null: the page's own order (config/offers/selection.yaml, featured first). */
  sort: OfferSort | null;
}

export const NO_FILTER: OfferFilter = { amount: null, termMonths: null, sort: null };

/** Larger amounts than any offer takes are a typing slip, not a filter. */
const MAX_AMOUNT = 1_000_000_000;
const MAX_TERM_MONTHS = 120;

const PARAMS = { amount: 'amount', term: 'term', sort: 'sort' } as const;

function positiveNumber(raw: string | null, max: number, whole: boolean): number | null {
  if (raw === null || !/^\d+(\.\d{1,2})?$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value <= 0 || value > max || (whole && !Number.isInteger(value))) return null;
  return value;
}

export function parseOfferQuery(search: string | URLSearchParams): OfferFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get(PARAMS.sort);
  return {
    amount: positiveNumber(params.get(PARAMS.amount), MAX_AMOUNT, false),
    termMonths: positiveNumber(params.get(PARAMS.term), MAX_TERM_MONTHS, true),
    sort: (OFFER_SORTS as readonly (string | null)[]).includes(sort) ? (sort as OfferSort) : null,
  };
}

/** The address's query with the filter written in (defaults left out) and every other parameter kept. */
export function withOfferQuery(search: string, filter: OfferFilter): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | number | null) => (value === null ? params.delete(name) : params.set(name, String(value)));
  set(PARAMS.amount, filter.amount);
  set(PARAMS.term, filter.termMonths);
  set(PARAMS.sort, filter.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function isNoFilter(filter: OfferFilter): boolean {
  return filter.amount === null && filter.termMonths === null && filter.sort === null;
}
