/**
 * The feature flags, declared once. Everything else about a flag is derived from this table:
 * the `flags` parts of schemas/persona.schema.json and schemas/facts.schema.json (written by
 * tools/flags/write-schemas.ts; a test fails while they are stale), the TypeScript types
 * below, the one rule of what a value may be (values.ts: flag facts and `?flags=`) and the
 * cleaning of the flag service's answers and payloads with it (clean.ts).
 *
 * An entry's doc comment is its description in both schemas (and in the editor's hover). It
 * is a comment and not a field because this table ships to the browser, whose first-load
 * budget has no room for the text; the minifier drops comments.
 *
 * Kinds: `boolean` (absent = off: the flag service's answer is the customer's whole set),
 * `enum` (one of `values`, absent = `default`), `locales` (a list of lower-case locale codes,
 * absent = none). `fact: false` keeps a flag out of the `flags` facts when rules read it
 * elsewhere. To add a flag: docs/contributing.md.
 */

export const FLAGS = {
  /** New dashboard: dashboard route and wealth-management links under /dashboard/investments/. */
  newDashboard: { kind: 'boolean' },
  /** New deposits pages (.../dashboard/savings/term/ and /overnight/); off means legacy hash routes /#/MyInvestments/.... */
  newDepositsPage: { kind: 'boolean' },
  /** Payment methods link in the account menu (de-de and nl-nl only). */
  paymentMethods: { kind: 'boolean' },
  /** Logout redirects to the pension logout instead of the login page. */
  pensionLogout: { kind: 'boolean' },
  /** NL launch of wealth management: the Dutch menu adds an investing section. */
  nlWealthManagementLaunch: { kind: 'boolean' },
  /** Money-market separation: the interest portfolio entry shows for customers holding a money-market (DWMMM) product. */
  moneyMarketSeparation: { kind: 'boolean' },
  /** Smart app banner: a dismissible banner with the store links at the top of the page on phone widths, on the mobile web only (not inside the app). */
  smartBanner: { kind: 'boolean' },
  /** Multi-context mode. */
  multiContext: { kind: 'boolean' },
  /** Logout and token refresh go through the user management service instead of the identity service. */
  userManagementLogout: { kind: 'boolean' },
  /** Use the identity service at the unified domain instead of the older one. */
  unifiedIdentityDomain: { kind: 'boolean' },
  /** Locales of markets to hide from the country picker's market list. */
  newMarketLocales: { kind: 'locales' },
  /** Switchable-accounts list in the avatar menu (needs user id and customer number). */
  switchableAccounts: { kind: 'boolean' },
  /** Run session monitoring also in a local environment. */
  localTimeout: { kind: 'boolean' },
  /** The customer's distribution channel may force a switch to its locale (authentication gate). */
  distributionChannelLocale: { kind: 'boolean' },
  /**
   * The design version the flag service gives (spec 6): v1 the older, v2 the newer (default). ?design= on the URL wins.
   * Rules read it as page.designVersion (config/context/signals.yaml), so it is no `flags` fact.
   */
  designVersion: { kind: 'enum', values: ['v1', 'v2'], default: 'v2', fact: false },
  /** The customer call leaves out the data-validity embed (spec 7 'data-validity unless disabled'): no data validity is known, so no confirmation redirect follows from it. */
  disableDataValidityEmbed: { kind: 'boolean' },
  /** Hides the header's balance bar for this customer (spec 3 header customer block hideCustomerBalance). */
  hideCustomerBalance: { kind: 'boolean' },
  /**
   * Spec 4 authentication gate bypass (default on: src/app/environment.ts DEFAULT_FLAGS): a customer page
   * without a login shows its login prompt. Off: the prompt shows and the sign-in flow starts at once.
   * Only a visitor meets the gate, so it is the deployment's default (or ?flags=-authGateBypass), no rule fact.
   */
  authGateBypass: { kind: 'boolean', fact: false },
} as const satisfies Record<string, FlagDeclaration>;

export type FlagDeclaration =
  | { readonly kind: 'boolean'; readonly fact?: false }
  | { readonly kind: 'locales'; readonly fact?: false }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly default: string; readonly fact?: false };

export type FlagTable = Readonly<Record<string, FlagDeclaration>>;
export type FlagName = keyof typeof FLAGS;

/** The value a declaration allows. */
export type FlagValue<D extends FlagDeclaration> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : string[];

/** Flags as a persona file and the flag service give them: any subset, absent = default. */
export type FlagsOf<T extends FlagTable> = { -readonly [K in keyof T]?: FlagValue<T[K]> };

/** The names of the flags rules read as `flags.<name>`. */
export type FactFlagNameOf<T extends FlagTable> = { [K in keyof T]: T[K] extends { fact: false } ? never : K }[keyof T];

/** The `flags` facts: every fact flag, with its default when absent. */
export type FlagFactsOf<T extends FlagTable> = { [K in FactFlagNameOf<T>]: FlagValue<T[K]> };

export type FeatureFlags = FlagsOf<typeof FLAGS>;
export type FlagFacts = FlagFactsOf<typeof FLAGS>;
