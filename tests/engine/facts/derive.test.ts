// deriveFacts on hand-made payloads, including odd ones: it must never throw and every fact must
// have a defined value of the documented type (spec 3, 4, 8: bad input has a defined rendering).
import { describe, expect, it } from 'vitest';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import { SCENARIO_LEVELS } from '../../../src/engine/facts/products.ts';
import type { Facts } from '../../../src/engine/facts/types.ts';
import { compiledConfig } from '../../support/config.ts';

const facts = (data: Partial<CustomerData> & { context?: CustomerData['context'] }): Facts =>
  deriveFacts({ context: { locale: 'de-de', page: '/de-de/dashboard/' }, ...data } as CustomerData, compiledConfig());

/** Every leaf of the facts tree is defined (null allowed only where the type says so). */
function undefinedLeaves(value: unknown, path = 'facts'): string[] {
  if (value === undefined) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => undefinedLeaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => undefinedLeaves(v, `${path}.${k}`));
  if (typeof value === 'number' && !Number.isFinite(value)) return [`${path} (not finite)`];
  return [];
}

const ODD_PAYLOADS: [string, unknown][] = [
  ['no customer at all', {}],
  ['an empty customer', { customer: {} }],
  ['customer without _embedded', { customer: { id: 'c', status: 'Active', state: 'ACTIVE' } }],
  ['_embedded without persons', { customer: { _embedded: {} } }],
  ['null reference accounts and data validity', { customer: { _embedded: { referenceAccounts: null, dataValidity: null, persons: null } } }],
  ['a person with null source of funds', { customer: { _embedded: { persons: [{ additionalFinancialInformation: { sourceOfFunds: null } }] } } }],
  ['a null balance', { customer: { status: 'Active' }, accounts: [{ state: 'ACTIVE', balance: null }] }],
  ['accounts that are empty objects', { customer: {}, accounts: [{}, {}] }],
  ['an unknown account state', { customer: {}, accounts: [{ state: 'FROZEN_BY_MARTIANS' }] }],
  ['an unknown customer state', { customer: { state: 'SOMETHING_NEW', status: 'Weird' } }],
  ['deposit types as objects', { customer: {}, depositTypes: [{ type: 'overnight' }, { type: 42 }, null, 'TERM'] }],
  ['unknown deposit types', { customer: {}, depositTypes: ['SPACE_DEPOSIT'] }],
  ['product instances with missing fields', { customer: {}, productInstances: [{}, { product_category: 'LIQUID' }, { state: 'ACTIVE' }] }],
  ['unread messages not a number', { customer: {}, unreadMessages: Number.NaN }],
  ['negative unread messages', { customer: {}, unreadMessages: -3 }],
  ['flags with wrong types', { customer: {}, flags: { paymentMethods: 'yes', newMarketLocales: 'pl-pl' } }],
  ['an unknown locale and no page', { context: { locale: 'xx-yy' } }],
  ['a 500 with no accounts', { customer: {}, accountsStatus: 500 }],
  ['pension products not an array', { customer: {}, pensionProducts: { list: [] } }],
];

describe('deriveFacts never crashes and leaves nothing undefined', () => {
  it.each(ODD_PAYLOADS)('%s', (_name, payload) => {
    let result: Facts | undefined;
    expect(() => {
      result = facts(payload as Partial<CustomerData>);
    }).not.toThrow();
    expect(undefinedLeaves(result)).toEqual([]);
    expect(typeof result!.customer.loggedIn).toBe('boolean');
    expect(typeof result!.account.maintenance).toBe('boolean');
    expect(Array.isArray(result!.flags.newMarketLocales)).toBe(true);
  });
});

describe('customer facts (spec 3, 4)', () => {
  it('anonymous: not logged in, nothing held', () => {
    const f = facts({});
    expect(f.customer.loggedIn).toBe(false);
    expect(f.customer.isPerson).toBe(false);
    expect(f.account.present).toBe(false);
  });

  it('a customer without _embedded has no reference IBAN and no data validity', () => {
    const f = facts({ customer: { status: 'Active' } });
    expect(f.customer.loggedIn).toBe(true);
    expect(f.customer.isActive).toBe(true);
    expect(f.customer.hasReferenceAccountIban).toBe(false);
    expect(f.customer.dataValidity).toBeNull();
  });

  it('the first reference account is used', () => {
    expect(
      facts({ customer: { _embedded: { referenceAccounts: [{ iban: 'DE89370400440532013000' }, { iban: null }] } } }).customer.hasReferenceAccountIban,
    ).toBe(true);
    expect(facts({ customer: { _embedded: { referenceAccounts: [{ iban: '' }, { iban: 'DE89370400440532013000' }] } } }).customer.hasReferenceAccountIban).toBe(
      false,
    );
  });

  it('UK is told by the address country code, case-insensitively', () => {
    expect(facts({ customer: { address: { countryCode: 'gb' } } }).customer.isUK).toBe(true);
    expect(facts({ customer: { address: { countryCode: 'DE' } } }).customer.isUK).toBe(false);
  });

  it('origin of funds and annual income code are read from the first person', () => {
    const f = facts({
      customer: { _embedded: { persons: [{ additionalFinancialInformation: { sourceOfFunds: { originOfFunds: 'SALARY', annualIncome: { code: null } } } }] } },
    });
    expect(f.customer.hasOriginOfFunds).toBe(true);
    expect(f.customer.hasAnnualIncomeCode).toBe(false);
  });

  it('unread messages: a positive count shows the dot; NaN and negatives count as none', () => {
    expect(facts({ customer: {}, unreadMessages: 3 }).customer.showUnreadMessage).toBe(true);
    expect(facts({ customer: {}, unreadMessages: Number.NaN }).customer.unreadMessages).toBe(0);
    expect(facts({ customer: {}, unreadMessages: -3 }).customer.showUnreadMessage).toBe(false);
  });

  it('an unknown customer state is kept as is and is not ACTIVE', () => {
    const f = facts({ customer: { state: 'SOMETHING_NEW' } });
    expect(f.customer.state).toBe('SOMETHING_NEW');
    expect(f.customer.isStateActive).toBe(false);
  });
});

describe('account facts (spec 4, 8)', () => {
  it.each([503, 206])('status %i means maintenance', (status) => {
    const f = facts({ customer: {}, accountsStatus: status });
    expect(f.account.maintenance).toBe(true);
    expect(f.account.balanceError).toBe(false);
  });

  it('an account flagged isMaintenance means maintenance', () => {
    expect(facts({ customer: {}, accounts: [{ state: 'ACTIVE', isMaintenance: true }] }).account.maintenance).toBe(true);
  });

  it('a 500 is a balance error, not maintenance', () => {
    const f = facts({ customer: {}, accountsStatus: 500, accounts: [] });
    expect(f.account.balanceError).toBe(true);
    expect(f.account.maintenance).toBe(false);
  });

  it('a null balance is not available', () => {
    const f = facts({ customer: {}, accounts: [{ state: 'ACTIVE', balance: null }] });
    expect(f.account.present).toBe(true);
    expect(f.account.balanceAvailable).toBe(false);
  });

  it.each([
    [['INITIATED', 'ACTIVE'], 'ACTIVE'],
    [['REQUESTED', 'CLOSING_IN_PROGRESS'], 'CLOSING_IN_PROGRESS'],
    [['CLOSED', 'ACTIVE'], 'CLOSED'],
    [['INITIATED', 'REQUESTED'], 'INITIATED'],
    [['FROZEN', 'SUSPENDED'], 'SUSPENDED'],
  ])('states %j: the chosen account is %s', (states, chosen) => {
    const f = facts({ customer: {}, accounts: states.map((state) => ({ state })) });
    expect(f.account.state).toBe(chosen);
    expect(f.account.established).toBe(['ACTIVE', 'SUSPENDED', 'CLOSED', 'CLOSING_IN_PROGRESS'].includes(chosen));
  });

  it('UK format: account number with sort code, or account number without IBAN', () => {
    expect(facts({ customer: {}, accounts: [{ accountNumber: '70086141', sortCode: '040075', iban: null }] }).account.ukFormat).toBe(true);
    expect(facts({ customer: {}, accounts: [{ accountNumber: '70086141', iban: null }] }).account.ukFormat).toBe(true);
    expect(facts({ customer: {}, accounts: [{ accountNumber: '1234', iban: 'DE02120300000000202051' }] }).account.ukFormat).toBe(false);
  });
});

describe('deposit access (spec 3)', () => {
  it('overnight, notice and term map to HAS_OVERNIGHT, HAS_NOTICE and HAS_FIXED', () => {
    const f = facts({ customer: {}, depositTypes: ['OVERNIGHT', 'NOTICE', 'TERM'] });
    expect(f.access).toEqual({
      HAS_FIXED_DEPOSIT_ACCOUNT: true,
      HAS_FLEX_DEPOSIT_ACCOUNT: false,
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true,
      HAS_NOTICE_DEPOSIT_ACCOUNT: true,
    });
  });

  it('deposit types may come as objects with a type field, in any case', () => {
    const f = facts({ customer: {}, depositTypes: [{ type: 'overnight' }, { type: 'Flex' }] as unknown as string[] });
    expect(f.access.HAS_OVERNIGHT_DEPOSIT_ACCOUNT).toBe(true);
    expect(f.access.HAS_FLEX_DEPOSIT_ACCOUNT).toBe(true);
    expect(f.access.HAS_FIXED_DEPOSIT_ACCOUNT).toBe(false);
  });

  it('unknown or malformed deposit types give no access', () => {
    const f = facts({ customer: {}, depositTypes: ['SPACE', null, 7, {}] as unknown as string[] });
    expect(Object.values(f.access).every((v) => v === false)).toBe(true);
  });

  it('offer access copies only real true values', () => {
    const f = facts({ customer: {}, productTypes: { term_product_access: true, overnight_product_access: 'true' as unknown as boolean } });
    expect(f.offers).toEqual({ term_product_access: true, overnight_product_access: false, notice_product_access: false });
  });
});

describe('product instances (spec 3, 4)', () => {
  const products = (instances: unknown[]) => facts({ customer: {}, productInstances: instances as CustomerData['productInstances'] }).products;

  it('a liquid DWM portfolio counts as wealth management with its level', () => {
    const p = products([{ product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM70' }]);
    expect(p.wealthManagement).toBe(true);
    expect(p.wealthManagementLevels).toEqual([70]);
    expect(p.moneyMarket).toBe(false);
  });

  it('the _NL templates count too', () => {
    const p = products([
      { product_category: 'LIQUID', state: 'ORDERED', instance_template_domain_id: 'DWM30_NL' },
      { product_category: 'LIQUID', state: 'CREATED', instance_template_domain_id: 'DWMMM_NL' },
    ]);
    expect(p.wealthManagement).toBe(true);
    expect(p.wealthManagementLevels).toEqual([30]);
    expect(p.moneyMarket).toBe(true);
  });

  it.each(['REJECTED', 'CLOSED'])('a %s instance does not count', (state) => {
    const p = products([
      { product_category: 'LIQUID', state, instance_template_domain_id: 'DWM50' },
      { product_category: 'LIQUID', state, instance_template_domain_id: 'DWMMM' },
    ]);
    expect(p.wealthManagement).toBe(false);
    expect(p.moneyMarket).toBe(false);
    expect(p.wealthManagementLevels).toEqual([]);
  });

  it('an ILLIQUID instance is not a liquid managed portfolio', () => {
    const p = products([{ product_category: 'ILLIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM100' }]);
    expect(p.wealthManagement).toBe(false);
  });

  it('levels are unique and sorted', () => {
    const p = products([
      { product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM100' },
      { product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM30' },
      { product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM100_NL' },
    ]);
    expect(p.wealthManagementLevels).toEqual([30, 100]);
  });

  it('robo and Rürup templates are recognised', () => {
    const p = products([
      { product_category: 'ILLIQUID', state: 'ACTIVE', instance_template_domain_id: 'RURUP50' },
      { product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'ROBO70' },
    ]);
    expect(p.rurupPension).toBe(true);
    expect(p.roboAdvisor).toBe(true);
  });

  it('unknown templates count for nothing', () => {
    const p = products([{ product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM60' }]);
    expect(p).toMatchObject({ wealthManagement: false, moneyMarket: false, roboAdvisor: false, rurupPension: false });
  });

  it('pension products: a non-empty list', () => {
    expect(facts({ customer: {}, pensionProducts: [{}] }).products.hasPensionProducts).toBe(true);
    expect(facts({ customer: {}, pensionProducts: [] }).products.hasPensionProducts).toBe(false);
  });

  it('scenarios map to risk levels (spec 3)', () => {
    expect(SCENARIO_LEVELS).toEqual({ CONSERVATIVE: 30, BALANCED: 50, MODERATE: 70, DYNAMIC: 100 });
  });
});

describe('page facts (spec 2.1, 2.7)', () => {
  it.each([
    ['www.example.de', '/de-de/', 'de'],
    ['www.example.at', '/de-at/', 'de'],
    ['www.example.co.uk', '/en-gb/', 'en'],
    ['www.example.ie', '/en-ie/', 'en'],
    ['www.example.es', '/es-es/', 'es'],
    ['www.example.fr', '/fr-fr/', 'fr'],
    ['www.example.nl', '/nl-nl/', 'nl'],
    ['www.example.com', '/fr-fr/', 'fr'],
    ['www.example.com', '/en/', 'en'],
    ['www.example.com', '/unknown/', 'de'],
    ['www.example.org', '/en-gb/', 'de'],
    ['127.0.0.1:4173', '/en-gb/', 'de'],
    // The sites the spec's list predates (config/markets/regions.yaml).
    ['www.example.ch', '/de-ch/', 'de'],
    ['www.example.it', '/it-it/', 'it'],
    ['www.example.us', '/en-us/', 'us'],
    ['www.example.com', '/en-us/', 'us'],
  ])('host %s with path %s is region %s', (host, page, region) => {
    const locale = page.split('/')[1] && ['unknown'].includes(page.split('/')[1]!) ? 'de-de' : page.split('/')[1]!;
    expect(facts({ context: { locale, page, host } }).page.region).toBe(region);
  });

  it('page id, kind and audience come from the page the path is (config/pages/)', () => {
    expect(facts({ context: { locale: 'de-de', page: '/de-de/login/' } }).page).toMatchObject({ id: 'login', kind: 'login', audience: 'public' });
    expect(facts({ context: { locale: 'de-de', page: '/de-de/reference-account/update/' } }).page.kind).toBe('reference-account-update');
    expect(facts({ context: { locale: 'de-de', page: '/de-de/Reference-Account' } }).page.kind).toBe('reference-account');
    expect(facts({ context: { locale: 'de-de', page: '/de-de/dashboard/' } }).page).toMatchObject({ id: 'dashboard', kind: 'dashboard', audience: 'customer' });
    expect(facts({ context: { locale: 'de-de', page: '/de-de/ueber-uns/' } }).page).toMatchObject({ id: 'not-found', kind: 'not-found' });
  });

  it('a legacy hash route names its page; rules still read the path without the hash', () => {
    const page = facts({ context: { locale: 'de-de', page: '/de-de/#/MyInvestments/TermDeposit' } }).page;
    expect(page).toMatchObject({ id: 'term-deposits', kind: 'dashboard', path: '/de-de/', hash: '#/MyInvestments/TermDeposit' });
  });

  it('query parameters become facts; the design version defaults to v2', () => {
    const f = facts({ context: { locale: 'de-de', page: '/de-de/register/', query: { regflow: 'partner-alpha', country: 'at' } } });
    expect(f.page.regflow).toBe('partner-alpha');
    expect(f.page.queryCountry).toBe('at');
    expect(f.page.designVersion).toBe('v2');
  });

  it('the market preferred locale is looked up for the page locale, in lower case', () => {
    expect(facts({ context: { locale: 'de-at', page: '/de-at/' } }).page.marketPreferredLocale).toBe('de-at');
  });

  it('a stored preference differing only in case is the same preference (no country banner)', async () => {
    const { resolveData } = await import('../../../src/blocks/resolve-with-blocks.ts');
    const data = { context: { locale: 'de-at', page: '/de-at/', storedPreferredLocale: 'DE-at' } } as CustomerData;
    expect(resolveData(compiledConfig(), data).countryBanner).toBeNull();
  });
});

describe('odd payloads also resolve to a view model', () => {
  it.each(ODD_PAYLOADS)('%s', async (_name, payload) => {
    const { resolveData } = await import('../../../src/blocks/resolve-with-blocks.ts');
    const data = { context: { locale: 'de-de', page: '/de-de/dashboard/' }, ...(payload as object) } as CustomerData;
    expect(() => resolveData(compiledConfig(), data)).not.toThrow();
  });
});
