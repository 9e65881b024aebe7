import type { Persona } from '../../src/engine/types/persona.ts';

/**
 * Personas owned by these tests, written to a temp directory, so the server tests do not
 * move when the shared fixtures in personas/ are edited. Shaped like
 * shared/personas/examples/active-de.json.
 */
export const BAC = 'DE7788990011';

export function activeCustomer(overrides: Partial<Persona> = {}): Persona {
  return {
    id: 'active-de',
    description: 'Active German private customer',
    context: { locale: 'de-de', page: '/de-de/dashboard/' },
    flags: { newDashboard: true },
    user: { userId: 'u-100' },
    customer: {
      id: 'c-100',
      bacNumber: BAC,
      distributorId: 'RAISIN',
      address: { countryCode: 'DE' },
      status: 'Active',
      state: 'ACTIVE',
      fullName: 'Dr. Erika Mustermann',
      firstName: 'Erika',
      lastName: 'Mustermann',
      isPendingActivation: false,
      isCompanyCustomer: false,
      _embedded: {
        persons: [{ firstName: 'Erika', lastName: 'Mustermann', personalDetails: { academicTitleCode: 'Dr.' } }],
        referenceAccounts: [{ iban: 'DE89370400440532013000' }],
        dataValidity: { status: 'VALID' },
      },
    },
    accounts: [
      {
        id: 'acc-100',
        accountNumber: '1234567890',
        customerId: BAC,
        distributorId: 'RAISIN',
        balance: { current: 15230.55, available: 15000, reserved: 230.55 },
        state: 'ACTIVE',
        iban: 'DE02120300000000202051',
        currencyCode: 'EUR',
        isMaintenance: false,
      },
    ],
    accountsStatus: 200,
    depositTypes: ['TERM', 'OVERNIGHT'],
    productTypes: { term_product_access: true, overnight_product_access: true },
    productInstances: [{ product_category: 'LIQUID', state: 'ACTIVE', instance_template_domain_id: 'DWM50' }],
    pensionProducts: [{ id: 'pension-1' }],
    unreadMessages: 2,
    switchableAccounts: [{ first_name: 'Erika', last_name: 'Mustermann', customer_id: 'DE7788990012' }],
    ...overrides,
  };
}

export const TEST_PERSONAS: Persona[] = [
  activeCustomer(),
  { id: 'anonymous-de', description: 'Anonymous visitor', context: { locale: 'de-de', page: '/de-de/' } },
  activeCustomer({ id: 'maintenance-503', accountsStatus: 503 }),
  activeCustomer({ id: 'maintenance-206', accountsStatus: 206 }),
  activeCustomer({ id: 'balance-error-500', accountsStatus: 500 }),
  activeCustomer({ id: 'accounts-forbidden', accountsStatus: 403 }),
  activeCustomer({ id: 'customer-forbidden', customerStatus: 403 }),
  activeCustomer({ id: 'switchable-failing', switchableAccountsStatus: 500 }),
  activeCustomer({
    id: 'account-in-maintenance',
    accounts: [{ id: 'acc-m', customerId: BAC, state: 'ACTIVE', balance: { current: 1, available: 1, reserved: 0 }, isMaintenance: true }],
  }),
  activeCustomer({ id: 'cobranded', cobranding: { distributor_id: 'PARTNER', distributor_logo: { url: 'https://example.org/logo.svg' } } }),
  activeCustomer({ id: 'cobranding-failing', cobranding: null, cobrandingStatus: 500 }),
  activeCustomer({ id: 'flagged', flags: { paymentMethods: false, pensionLogout: true, newMarketLocales: ['pl-pl'] } }),
  activeCustomer({ id: 'no-flags', flags: undefined }),
];
