/** Page size the services use for lists (spec 9 names 50 among its page-size constants). */
export const PAGE_SIZE = 50;

/**
 * The list envelope of the account and product-instance services: the items under
 * `data`, plus paging metadata. Personas are small, so everything fits on page 0.
 */
export function listEnvelope<T>(items: T[]): { data: T[]; page: { number: number; size: number; totalElements: number; totalPages: number } } {
  return {
    data: items,
    page: { number: 0, size: PAGE_SIZE, totalElements: items.length, totalPages: items.length === 0 ? 0 : Math.ceil(items.length / PAGE_SIZE) },
  };
}
