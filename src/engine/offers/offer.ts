/**
 * One offer of the product-offer service (spec 7, GET products), as described by
 * schemas/product-offers.schema.json. The portal reads offers only after check-offer.ts
 * has let them through, so code past the boundary can trust these types.
 */
export const PRODUCT_TYPES = ['TERM', 'OVERNIGHT', 'NOTICE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const INTEREST_PAYMENTS = ['AT_MATURITY', 'YEARLY', 'MONTHLY'] as const;
export type InterestPayment = (typeof INTEREST_PAYMENTS)[number];

export interface Money {
  amount: number;
  currency: string;
}

export interface ProductOffer {
  id: string;
  productType: ProductType;
  bank: { id: string; name: string };
  /** ISO 3166-1 alpha-2 country of the bank's licence. */
  bankCountry: string;
  depositGuarantee: { scheme: string; limit: Money };
  /** Percent per year: 2.3 is 2.30 % p.a. */
  interestRate: number;
  /** TERM offers only; null otherwise. */
  termMonths: number | null;
  /** NOTICE offers only; null otherwise. */
  noticePeriodDays: number | null;
  currency: string;
  minimumAmount: number;
  maximumAmount: number;
  interestPayment: InterestPayment;
  earlyTermination: boolean;
  /** Page locales that may sell the offer. */
  markets: string[];
  /** Offered only through Savingo (the UK exclusive-offers page); absent: not exclusive. */
  exclusive?: boolean;
  /** YYYY-MM-DD. */
  availableFrom: string;
  /** YYYY-MM-DD, or null for no end. */
  availableUntil: string | null;
}
