/**
 * The product-offer service's answer is the same for everybody, so it is static here
 * rather than repeated in every persona. The spec shows none of its fields; these are
 * the ones an offer list plausibly needs.
 */
export const PRODUCT_OFFERS = [
  { id: 'offer-term-12m', type: 'TERM', bank: 'Example Bank AG', country: 'DE', termMonths: 12, interestRate: 3.1, currency: 'EUR', minimumAmount: 5000 },
  { id: 'offer-term-24m', type: 'TERM', bank: 'Sample Banka d.d.', country: 'HR', termMonths: 24, interestRate: 3.35, currency: 'EUR', minimumAmount: 1000 },
  { id: 'offer-overnight', type: 'OVERNIGHT', bank: 'Example Bank AG', country: 'DE', termMonths: null, interestRate: 2.5, currency: 'EUR', minimumAmount: 1 },
  { id: 'offer-notice-3m', type: 'NOTICE', bank: 'Demo Bank plc', country: 'GB', termMonths: 3, interestRate: 4.2, currency: 'GBP', minimumAmount: 1000 },
] as const;
