import type { CustomerPayload, Persona } from '../types/persona.ts';
import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerFacts, Facts, FlagFacts, PageFacts } from './types.ts';
import { chooseAccount, ESTABLISHED_ACCOUNT_STATES } from './accounts.ts';
import { accessOf } from './deposit-access.ts';
import { productFlags } from './products.ts';
import { regionOf } from './page.ts';
import { findPage } from '../pages/find.ts';
import { splitHash } from '../pages/paths.ts';
import { emptyFooterFacts } from './footer.ts';
import { isForeignDistributor } from './distributor.ts';

/** Service payloads and page context: a persona file, or what the live API calls returned. */
export type CustomerData = Omit<Persona, 'id' | 'description'>;

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
    isActive: customer?.status === 'Active',
    state,
    isStateActive: state === 'ACTIVE',
    isPendingActivation: customer?.isPendingActivation === true,
    isCompany: customer?.isCompanyCustomer === true,
    isPerson: loggedIn && customer?.isCompanyCustomer !== true,
    hasReferenceAccountIban: text(customer?._embedded?.referenceAccounts?.[0]?.iban) !== null,
    hasOriginOfFunds: text(sourceOfFunds?.originOfFunds) !== null,
    hasAnnualIncomeCode: text(sourceOfFunds?.annualIncome?.code) !== null,
    dataValidity: text(customer?._embedded?.dataValidity?.status),
    unreadMessages: unread,
    showUnreadMessage: unread > 0,
    hasUserId: text(data.user?.userId) !== null,
    marketLocale: countryCode ? (config.locales.list.find((l) => l.country === countryCode)?.code ?? null) : null,
  };
}

function flagFacts(flags: CustomerData['flags']): FlagFacts {
  const f = flags ?? {};
  return {
    newDashboard: f.newDashboard === true,
    newDepositsPage: f.newDepositsPage === true,
    paymentMethods: f.paymentMethods === true,
    pensionLogout: f.pensionLogout === true,
    nlWealthManagementLaunch: f.nlWealthManagementLaunch === true,
    moneyMarketSeparation: f.moneyMarketSeparation === true,
    smartBanner: f.smartBanner === true,
    multiContext: f.multiContext === true,
    userManagementLogout: f.userManagementLogout === true,
    unifiedIdentityDomain: f.unifiedIdentityDomain === true,
    newMarketLocales: Array.isArray(f.newMarketLocales) ? f.newMarketLocales.map((l) => String(l).toLowerCase()) : [],
    switchableAccounts: f.switchableAccounts === true,
    localTimeout: f.localTimeout === true,
    distributionChannelLocale: f.distributionChannelLocale === true,
  };
}

/** The configured locale a context names (any case), else the default: never an inherited key such as "constructor". */
function localeOf(requested: unknown, config: CompiledConfig): string {
  const code = typeof requested === 'string' ? requested.toLowerCase() : '';
  return Object.hasOwn(config.locales.byCode, code) ? code : config.locales.defaultLocale;
}

function pageFacts(data: CustomerData, config: CompiledConfig): PageFacts {
  const context = data.context;
  const locale = localeOf(context.locale, config);
  const pathAndHash = text(context.page) ?? `/${locale}/`;
  // A legacy hash route (/de-de/#/MyInvestments/Overview) names a page too; rules read the path.
  const { path, hash } = splitHash(pathAndHash);
  const page = findPage(config.pages, locale, pathAndHash);
  const query = context.query ?? {};
  return {
    locale,
    language: config.locales.byCode[locale]?.language ?? 'en',
    region: regionOf(text(context.host), path, config.regions),
    path,
    hash: hash.length > 1 ? hash : null,
    id: page?.id ?? 'not-found',
    kind: page?.kind ?? 'not-found',
    audience: page?.audience ?? 'any',
    host: text(context.host),
    headerType: context.headerType ?? null,
    designVersion: context.designVersion === 'v1' ? 'v1' : 'v2',
    embedded: context.embedded === true,
    inApp: context.inApp === true,
    mobileWebView: context.mobileWebView === true,
    distributorPage: text(context.distributorPage),
    regflow: text(query.regflow),
    queryCountry: text(query.country),
    queryProduct: text(query.product),
    // Locale tags compare case-insensitively (de-DE and de-de are the same preference).
    storedPreferredLocale: text(context.storedPreferredLocale)?.toLowerCase() ?? null,
    countryBannerCookie: context.countryBannerCookie === true,
    marketPreferredLocale: config.markets.markets.find((m) => m.locale === locale)?.preferredLocale.toLowerCase() ?? null,
  };
}

/** Derives the facts rules read (spec 3 and 4) from service payloads and page context. */
export function deriveFacts(data: CustomerData, config: CompiledConfig): Facts {
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
    flags: flagFacts(data.flags),
    page: pageFacts(data, config),
    footer: emptyFooterFacts(),
  };
}
