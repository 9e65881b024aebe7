/**
 * How an offer page orders its offers (config/offers/selection.yaml `order`): a module without
 * imports, so the view model's offer block type can name it without an import cycle.
 */
export const SORT_FIELDS = [
  'interestRate',
  'termMonths',
  'noticePeriodDays',
  'minimumAmount',
  'maximumAmount',
  'availableFrom',
  'bank.name',
  'bankCountry',
  'id',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface SortKey {
  field: SortField;
  direction: 'ascending' | 'descending';
}
