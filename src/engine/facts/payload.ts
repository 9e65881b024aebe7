/**
 * Service payloads as the engine may read them. Spec 7 payloads are JSON from other systems,
 * cast to their TypeScript types on arrival; a service that sends a number for a name, an
 * object for a list or `{"__proto__": …}` for an address would otherwise reach deriveFacts
 * and resolve as if it were what the types promise, and crash the page.
 *
 * customerDataOf() keeps every field that has the type its declaration promises and drops
 * every other one, so a wrong field reads as an absent one: the case spec 8 already gives a
 * defined rendering. Amounts and counts must be finite numbers. Only own properties are read
 * and only declared keys are written, so no prototype key passes through. The repairs are
 * listed per key of each payload type, so TypeScript fails here when a payload gains a field
 * nobody has decided about.
 */
import type { CustomerData } from './derive.ts';
import type {
  CustomerPayload,
  FeatureFlags,
  PageContext,
  PersonPayload,
  PostboxMessagePayload,
  ProductInstancePayload,
  SwitchableAccountPayload,
  TransactionAccountPayload,
  TransactionPayload,
  DocumentPayload,
} from '../types/persona.ts';
import { cleanFlags } from '../flags/clean.ts';
import { FLAGS } from '../flags/declaration.ts';

/** The value if it has the expected type, else undefined (the field is then left out). */
type Repair<T> = (value: unknown) => T | undefined;
type Fields<T> = { [K in keyof T]-?: Repair<Exclude<T[K], undefined>> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Repair<string> = (value) => (typeof value === 'string' ? value : undefined);
const boolean: Repair<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const finite: Repair<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
/**
 * A money amount: finite and exact to the cent (|amount| * 100 within the safe integers), so
 * totals and rounding to cents stay finite numbers. Anything larger is no real balance.
 */
const MAX_MONEY = Number.MAX_SAFE_INTEGER / 100;
const money: Repair<number> = (value) => (typeof value === 'number' && Math.abs(value) <= MAX_MONEY ? value : undefined);

function nullable<T>(repair: Repair<T>): Repair<T | null> {
  return (value) => (value === null ? null : repair(value));
}

function oneOf<T extends string>(...allowed: T[]): Repair<T> {
  return (value) => (allowed.includes(value as T) ? (value as T) : undefined);
}

/** A list: entries of the wrong type are left out, the rest keep their order. */
function list<T>(repair: Repair<T>): Repair<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const item of value) {
      const repaired = repair(item);
      if (repaired !== undefined) out.push(repaired);
    }
    return out;
  };
}

/** An object with exactly the declared fields that are present with the right type. */
function record<T>(fields: Fields<T>): Repair<T> {
  return (value) => {
    if (!isRecord(value)) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      if (!Object.hasOwn(value, key)) continue;
      const repaired = fields[key](value[key]);
      if (repaired !== undefined) out[key] = repaired;
    }
    return out as T;
  };
}

/** Query parameters (and cookies, stored values): string values only, in an object without a prototype to reach. */
const strings: Repair<Record<string, string>> = (value) => {
  if (!isRecord(value)) return undefined;
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, entry] of Object.entries(value)) if (typeof entry === 'string') out[key] = entry;
  return out;
};
const query: Repair<Record<string, string | undefined>> = strings;

const pageContext = record<PageContext>({
  locale: string,
  page: string,
  host: string,
  query,
  headerType: oneOf('public', 'private', 'integrated'),
  designVersion: oneOf('v1', 'v2'),
  embedded: boolean,
  inApp: boolean,
  mobileWebView: boolean,
  distributorPage: nullable(string),
  storedPreferredLocale: nullable(string),
  countryBannerCookie: boolean,
  cookies: strings,
  userAgent: string,
  storage: strings,
  now: string,
});

// Flags have their own cleaning, shared with the flag service's answer (src/engine/flags/). A
// flag the code's table does not know may be one config/flags/ defines (rules read it from the
// YAML alone): it is kept, and the facts take it only with a value of the config's kind.
const flags: Repair<FeatureFlags> = (value) =>
  isRecord(value)
    ? ({ ...Object.fromEntries(Object.entries(value).filter(([name]) => !Object.hasOwn(FLAGS, name))), ...cleanFlags(value) } as FeatureFlags)
    : undefined;

type SourceOfFunds = NonNullable<NonNullable<PersonPayload['additionalFinancialInformation']>['sourceOfFunds']>;
type AnnualIncome = NonNullable<SourceOfFunds['annualIncome']>;

const person = record<PersonPayload>({
  firstName: string,
  lastName: string,
  personalDetails: record({ academicTitleCode: nullable(string) }),
  contactDetails: record({ email: record({ email: string }), phoneNumber: record({ phone: string }) }),
  taxDetails: list(record({ precedence: finite, countryCode: string })),
  additionalFinancialInformation: record({
    sourceOfFunds: nullable(
      record<SourceOfFunds>({ originOfFunds: nullable(string), annualIncome: nullable(record<AnnualIncome>({ code: nullable(string) })) }),
    ),
  }),
});

const customer = record<CustomerPayload>({
  id: string,
  bacNumber: string,
  distributorId: string,
  distributionChannelId: string,
  address: record({ countryCode: string }),
  status: string,
  state: string,
  fullName: string,
  firstName: string,
  lastName: string,
  isPendingActivation: boolean,
  isCompanyCustomer: boolean,
  _embedded: record({
    persons: list(person),
    referenceAccounts: list(record({ iban: nullable(string) })),
    dataValidity: record({ status: string }),
  }),
});

const account = record<TransactionAccountPayload>({
  id: string,
  accountNumber: nullable(string),
  customerId: string,
  distributorId: string,
  balance: nullable(record({ current: money, available: money, reserved: money })),
  state: string,
  iban: nullable(string),
  bic: nullable(string),
  currencyCode: nullable(string),
  referenceAccountId: nullable(string),
  sortCode: nullable(string),
  createdDate: string,
  lastStateUpdate: string,
  isMaintenance: boolean,
  depositType: nullable(string),
  bankName: nullable(string),
  offerId: nullable(string),
  interestRate: nullable(finite),
  principal: nullable(money),
  startDate: nullable(string),
  maturityDate: nullable(string),
});

const productInstance = record<ProductInstancePayload>({ product_category: string, state: string, instance_template_domain_id: string });
const switchableAccount = record<SwitchableAccountPayload>({ first_name: string, last_name: string, customer_id: string });
type Cobranding = NonNullable<CustomerData['cobranding']>;

/** An HTTP status: a whole number a service could answer. */
const status: Repair<number> = (value) => (Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599 ? (value as number) : undefined);

// givenFacts are the command line's what-if questions: no payload may give facts, so none is read here.
const customerData = record<Omit<CustomerData, 'context' | 'givenFacts'>>({
  flags,
  user: record({ userId: string }),
  customer,
  accounts: list(account),
  accountsStatus: status,
  depositTypes: list(string),
  productTypes: record({ term_product_access: boolean, overnight_product_access: boolean, notice_product_access: boolean }),
  productInstances: list(productInstance),
  pensionProducts: (value) => (Array.isArray(value) ? [...value] : undefined),
  unreadMessages: finite,
  messages: list(record<PostboxMessagePayload>({ id: string, sender: string, subject: string, body: string, sentAt: string, read: boolean })),
  messagesStatus: status,
  transactions: list(
    record<TransactionPayload>({
      id: string,
      bookingDate: string,
      valueDate: string,
      description: string,
      counterparty: string,
      amount: finite,
      balance: finite,
    }),
  ),
  transactionsStatus: status,
  documents: list(record<DocumentPayload>({ id: string, title: string, date: string, kind: oneOf('statement', 'contract', 'tax', 'other'), read: boolean })),
  documentsStatus: status,
  transactionsPage: record({ number: finite, size: finite, totalElements: finite, totalPages: finite }),
  switchableAccounts: list(switchableAccount),
  switchableAccountsStatus: status,
  cobranding: nullable(record<Cobranding>({ distributor_id: string, distributor_logo: record({ url: string }) })),
  cobrandingStatus: status,
  customerStatus: status,
  loading: boolean,
  loadingBlocks: list(oneOf('documents')),
});

/**
 * Service payloads and page context with every field of the wrong type left out. A context
 * without a usable locale gets '' (deriveFacts then uses the default locale).
 */
export function customerDataOf(raw: unknown): CustomerData {
  const source = isRecord(raw) ? raw : {};
  const context = pageContext(source.context) ?? { locale: '' };
  return { ...customerData(source), context: { ...context, locale: typeof context.locale === 'string' ? context.locale : '' } };
}
