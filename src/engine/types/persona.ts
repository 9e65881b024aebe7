/**
 * Persona files (shared/personas/README.md): one visitor or customer described by the raw
 * payloads the services return (spec 3 and 7), plus page context and feature flags.
 * Payload fields are optional because real services omit them; facts derivation copes.
 */

import type { FeatureFlags } from '../flags/declaration.ts';

export interface PageContext {
  locale: string;
  page?: string;
  host?: string;
  query?: Record<string, string | undefined>;
  headerType?: 'public' | 'private' | 'integrated';
  designVersion?: 'v1' | 'v2';
  embedded?: boolean;
  inApp?: boolean;
  mobileWebView?: boolean;
  distributorPage?: string | null;
  /** Preferred locale stored by the country banner ("All good" or a market choice). */
  storedPreferredLocale?: string | null;
  /** The country-banner flag cookie is present. */
  countryBannerCookie?: boolean;
  /**
   * Raw browser signals (config/context/signals.yaml) the facts above are derived from when not
   * set directly: the cookies, the User-Agent and the stored values the browser has.
   */
  cookies?: Record<string, string>;
  userAgent?: string;
  storage?: Record<string, string>;
  /** The time to resolve at ("2026-12-01T08:00" in the market's zone, or with an offset); default: the real time. */
  now?: string;
}

/** Feature flags: declared once, in src/engine/flags/declaration.ts. */
export type { FeatureFlags };

export interface PersonPayload {
  firstName?: string;
  lastName?: string;
  personalDetails?: { academicTitleCode?: string | null };
  contactDetails?: { email?: { email?: string }; phoneNumber?: { phone?: string } };
  taxDetails?: { precedence?: number; countryCode?: string }[];
  additionalFinancialInformation?: {
    sourceOfFunds?: { originOfFunds?: string | null; annualIncome?: { code?: string | null } | null } | null;
  };
}

export interface CustomerPayload {
  id?: string;
  bacNumber?: string;
  distributorId?: string;
  /** The customer's distribution channel where the customer service names it; else its market's (facts/distribution-channel.ts). */
  distributionChannelId?: string;
  address?: { countryCode?: string };
  status?: string;
  state?: string;
  fullName?: string;
  firstName?: string;
  lastName?: string;
  isPendingActivation?: boolean;
  isCompanyCustomer?: boolean;
  _embedded?: {
    persons?: PersonPayload[];
    referenceAccounts?: { iban?: string | null }[];
    dataValidity?: { status?: string };
  };
}

export interface TransactionAccountPayload {
  id?: string;
  accountNumber?: string | null;
  customerId?: string;
  distributorId?: string;
  balance?: { current?: number; available?: number; reserved?: number } | null;
  state?: string;
  iban?: string | null;
  bic?: string | null;
  currencyCode?: string | null;
  referenceAccountId?: string | null;
  sortCode?: string | null;
  createdDate?: string;
  lastStateUpdate?: string;
  isMaintenance?: boolean;
  /**
   * Our choice (spec 3 lists no type on a transaction account): the deposit type the account
   * holds (TERM, FLEX, OVERNIGHT, NOTICE); absent for the customer's transaction account.
   */
  depositType?: string | null;
  /** A deposit account (our choice, like depositType): the partner bank that holds it. */
  bankName?: string | null;
  /** A deposit account: the product offer it was opened from. */
  offerId?: string | null;
  /** A deposit account: percent per year (2.3 is 2.30 % p.a.). */
  interestRate?: number | null;
  /** A deposit account: the amount paid in when it was opened. */
  principal?: number | null;
  /** A deposit account: YYYY-MM-DD its interest starts. */
  startDate?: string | null;
  /** A term deposit: YYYY-MM-DD it matures; null for overnight and notice deposits. */
  maturityDate?: string | null;
}

export interface ProductInstancePayload {
  product_category?: 'LIQUID' | 'ILLIQUID' | string;
  state?: string;
  instance_template_domain_id?: string;
}

export interface SwitchableAccountPayload {
  first_name?: string;
  last_name?: string;
  customer_id?: string;
}

/** One postbox message as the message service answers it (GET /threads, /threads/{id}). */
export interface PostboxMessagePayload {
  id: string;
  sender: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** ISO 8601 date-time. */
  sentAt: string;
  read: boolean;
}

/** One booking of the transaction account (GET /accounts/{id}/transactions); amount signed, in the account's currency. */
export interface TransactionPayload {
  id: string;
  /** ISO 8601 date. */
  bookingDate: string;
  valueDate?: string;
  description: string;
  counterparty?: string;
  amount: number;
  /** The balance after it, as the service answers it (persona files leave it out: the stack computes it). */
  balance?: number;
}

/** One of the customer's documents (GET /documents); its file is GET /documents/{id}/file. */
export interface DocumentPayload {
  id: string;
  title: string;
  /** ISO 8601 date. */
  date: string;
  kind: 'statement' | 'contract' | 'tax' | 'other';
  read?: boolean;
}

export interface Persona {
  id: string;
  description?: string;
  context: PageContext;
  flags?: FeatureFlags;
  user?: { userId?: string };
  customer?: CustomerPayload;
  accounts?: TransactionAccountPayload[];
  /** 200 normal; 503 or 206 maintenance; 500 balance fetch error; 403 forbidden. */
  accountsStatus?: number;
  depositTypes?: string[];
  productTypes?: { term_product_access?: boolean; overnight_product_access?: boolean; notice_product_access?: boolean };
  productInstances?: ProductInstancePayload[];
  pensionProducts?: unknown[];
  unreadMessages?: number;
  /** The postbox (GET /threads); the portal reads the list on its postbox page only. */
  messages?: PostboxMessagePayload[];
  /** The postbox list call fails with this status (the postbox shows its error and a retry). */
  messagesStatus?: number;
  /** The transaction account's bookings (its whole history: they sum to its balance.current). */
  transactions?: TransactionPayload[];
  /** The bookings call fails with this status (the transactions block shows its error and a retry). */
  transactionsStatus?: number;
  /** The customer's documents (GET /documents), each a PDF the local stack writes. */
  documents?: DocumentPayload[];
  /** The documents list call fails with this status (the documents block shows its error and a retry). */
  documentsStatus?: number;
  /** Set when `transactions` is one page the service answered (the portal); a persona file's list is the whole history. */
  transactionsPage?: { number: number; size: number; totalElements: number; totalPages: number };
  switchableAccounts?: SwitchableAccountPayload[];
  /** Switchable accounts call fails (spec 8: warning logged, list stays empty). */
  switchableAccountsStatus?: number;
  /** Cobranding payload, or its failure status. */
  cobranding?: { distributor_id?: string; distributor_logo?: { url?: string } } | null;
  cobrandingStatus?: number;
  /** Customer service status (403 exercises the forbidden handler). */
  customerStatus?: number;
  /** The customer calls have not answered yet: data-bound page blocks show their skeleton. */
  loading?: boolean;
  /** The page's own call of these blocks (the documents) has not answered yet: they show their skeleton. */
  loadingBlocks?: 'documents'[];
}
