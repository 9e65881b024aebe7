/**
 * Header types and header variants (spec 2.2): the one declaration. The view model's
 * `HeaderType` and `HeaderVariant` and their enums in schemas/headers.schema.json,
 * persona.schema.json, facts.schema.json, context-signals.schema.json and
 * rule-tests.schema.json come from here (see footer-parts.ts for how).
 */
export const HEADER_TYPES = {
  public: 'The public header: public navigation, login and registration.',
  private: 'The private header of a logged-in customer: customer navigation and the account menu.',
  integrated: 'No header of our own: the page is shown inside the integrated portal.',
} as const satisfies Record<string, string>;

export type HeaderType = keyof typeof HEADER_TYPES;

export const HEADER_VARIANTS = {
  private: 'A logged-in customer: private navigation, My Account and the account menu.',
  public: 'Everyone else: public navigation with login and registration.',
  login: 'Login and open-banking pages: the logo and the registration action.',
  registration: 'Registration pages: the logo (and a co-branded partner logo) and the login action.',
  'country-selector': 'The country selector page: the logo only.',
  corporate: 'Corporate pages: the corporate navigation and the login action.',
  'bank-navigation': "A partner bank's page: the logo and the public actions.",
  partner: 'A distributor (partner) page: the partner logo, no navigation, only the login action.',
  'logo-only': 'A customer-area page reached without a login: the logo only (the login gate).',
} as const satisfies Record<string, string>;

export type HeaderVariant = keyof typeof HEADER_VARIANTS;
