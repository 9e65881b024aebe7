/**
 * The engine strings only a logged-in customer's view uses (balance, accounts, products, the
 * customer's details, unread messages): the browser loads them with the customer's data, so a
 * visitor's first load does not carry them (issue 8). Named by prefix, next to the resolvers that
 * read them (resolve/customer-resolvers.ts); a test resolves every public page of every locale
 * without them and expects the same view model, so a public resolver can never depend on one.
 */
export const CUSTOMER_STRING_PREFIXES: readonly string[] = [
  'balance.',
  'account.',
  // accounts.column.* and products.column.* head the tables' loading skeletons: public.
  'accounts.total',
  'accounts.unavailable',
  'depositType.',
  'accountState.',
  'productFamily.',
  'scenario.',
  'productState.',
  'postbox.',
  'details.',
];

export function isCustomerString(key: string): boolean {
  return CUSTOMER_STRING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export interface SplitStrings {
  /** What every page may need. */
  public: Record<string, string>;
  /** What only the customer resolvers read. */
  customer: Record<string, string>;
}

/** One language's engine strings, split into the public and the customer-only ones. */
export function splitCustomerStrings(strings: Readonly<Record<string, string>>): SplitStrings {
  const split: SplitStrings = { public: {}, customer: {} };
  for (const [key, value] of Object.entries(strings)) (isCustomerString(key) ? split.customer : split.public)[key] = value;
  return split;
}
