/**
 * The facts about a logged-in customer (spec 3 and 4): who they are, their account, what they may
 * open and which products they hold, from the service payloads. Apart from the page's facts
 * (view-facts.ts) because only a customer's view needs this code: the browser gets it with the
 * customer's data (its own chunk), and a visitor's facts use `noCustomerFacts` instead.
 */
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerPayload } from '../types/persona.ts';
import type { CustomerData } from './customer-data.ts';
import type { CustomerFacts, Facts } from './types.ts';
import { chooseAccount, ESTABLISHED_ACCOUNT_STATES } from './accounts.ts';
import { accessOf } from './deposit-access.ts';
import { productFlags } from './products.ts';
import { taxCountryOf } from './tax.ts';
import { isForeignDistributor } from './distributor.ts';

/** The facts a customer's payloads give: everything of Facts but the flags, the page and the footer. */
export type CustomerSideFacts = Pick<Facts, 'customer' | 'account' | 'access' | 'offers' | 'products'>;

export type CustomerFactsDeriver = (data: CustomerData, config: CompiledConfig) => CustomerSideFacts;

/** Statuses that make the balance unavailable for maintenance (spec 4: 503 or 206). */
const MAINTENANCE_STATUSES: ReadonlySet<number> = new Set([503, 206]);

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function customerFacts(customer: CustomerPayload | undefined, data: CustomerData, config: CompiledConfig): CustomerFacts {
  const person = customer?._embedded?.persons?.[0];
  const sourceOfFunds = person?.additionalFinancialInformation?.sourceOfFunds;
  const countryCode = text(customer?.address?.countryCode)?.toUpperCase() ?? null;
  const state = text(customer?.state);
  const unread = Number.isFinite(data.unreadMessages) ? Math.max(0, Math.trunc(data.unreadMessages ?? 0)) : 0;
  const distributorId = text(customer?.distributorId);
  const loggedIn = customer !== undefined && customer !== null;
  return {
    loggedIn,
    id: text(customer?.id),
    bacNumber: text(customer?.bacNumber),
    distributorId,
    isForeignDistributor: loggedIn && isForeignDistributor(distributorId, config.headers.ownDistributorId),
    countryCode,
    isUK: countryCode === 'GB',
    taxCountryCode: taxCountryOf(person),
    isActive: customer?.status === 'Active',
    state,
    isStateActive: state === 'ACTIVE',
    isPendingActivation: customer?.isPendingActivation === true,
    isCompany: customer?.isCompanyCustomer === true,
    isPerson: loggedIn && customer?.isCompanyCustomer !== true,
    hasReferenceAccountIban: text(customer?._embedded?.referenceAccounts?.[0]?.iban) !== null,
    hasOriginOfFunds: text(sourceOfFunds?.originOfFunds) !== null,
    hasAnnualIncomeCode: text(sourceOfFunds?.annualIncome?.code) !== null,
    // Spec 7: with disableDataValidityEmbed the customer call does not ask for it, so the portal
    // knows no validity; a persona file that still carries one resolves as the browser would.
    dataValidity: data.flags?.disableDataValidityEmbed === true ? null : text(customer?._embedded?.dataValidity?.status),
    unreadMessages: unread,
    showUnreadMessage: unread > 0,
    hasUserId: text(data.user?.userId) !== null,
    marketLocale: countryCode ? (config.locales.list.find((l) => l.country === countryCode)?.code ?? null) : null,
  };
}

/** Derives the customer's facts from the service payloads in `data`. */
export const customerFactsOf: CustomerFactsDeriver = (data, config) => {
  const customer = customerFacts(data.customer ?? undefined, data, config);
  const account = chooseAccount(data.accounts);
  const status = data.accountsStatus ?? 200;
  const maintenance = MAINTENANCE_STATUSES.has(status) || account?.isMaintenance === true;
  const balanceError = !maintenance && status >= 400;
  const offers = data.productTypes ?? {};
  return {
    customer,
    account: {
      present: account !== null,
      state: text(account?.state),
      established: typeof account?.state === 'string' && ESTABLISHED_ACCOUNT_STATES.has(account.state),
      maintenance,
      balanceError,
      balanceAvailable: account !== null && !maintenance && !balanceError && account.balance != null,
      ukFormat: account !== null && (text(account.sortCode) !== null || (text(account.iban) === null && text(account.accountNumber) !== null)),
    },
    access: accessOf(data.depositTypes),
    offers: {
      term_product_access: offers.term_product_access === true,
      overnight_product_access: offers.overnight_product_access === true,
      notice_product_access: offers.notice_product_access === true,
    },
    products: {
      ...productFlags(data.productInstances),
      hasPensionProducts: Array.isArray(data.pensionProducts) && data.pensionProducts.length > 0,
    },
  };
};
