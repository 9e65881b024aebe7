import { describe, expect, it, vi } from 'vitest';
import { effectiveFlags, flagsFromQuery as fromQuery } from '../../../src/app/environment.ts';
import type { FeatureFlags } from '../../../src/engine/types/persona.ts';

/** A deployment's defaults, as a compiled config carries them (config/flags/'s defaultVariants). */
const DEFAULTS: Readonly<FeatureFlags> = Object.freeze({ newDashboard: true, newDepositsPage: true, authGateBypass: true });
/** As the local stack serves a page: ?flags= allowed. */
const flagsFromQuery = (search: string) => fromQuery(search, DEFAULTS, undefined, true);
const effective = (search: string, service: FeatureFlags | null | undefined) => effectiveFlags(search, service, DEFAULTS, undefined, true);
import { featureFlagsOf } from '../../../src/app/data/fetchers.ts';
import { pageContextOf } from '../../../src/app/data/page-context.ts';
import { accountsStatusOf } from '../../../src/app/data/accounts-status.ts';

describe('feature flags without a flag service', () => {
  it("starts from the config's defaults, a copy of them", () => {
    expect(flagsFromQuery('')).toEqual(DEFAULTS);
    expect(flagsFromQuery('')).not.toBe(DEFAULTS);
  });

  it('lets ?flags= switch flags on and off', () => {
    const flags = flagsFromQuery('?flags=switchableAccounts,-paymentMethods&flags=pensionLogout');
    expect(flags).toMatchObject({ switchableAccounts: true, paymentMethods: false, pensionLogout: true, newDashboard: true });
  });

  it('is ignored, with a warning, where the server does not allow it (production), over the service answer too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(fromQuery('?flags=-authGateBypass,paymentMethods', DEFAULTS, undefined, false)).toEqual(DEFAULTS);
    expect(effectiveFlags('?flags=paymentMethods', { paymentMethods: false }, DEFAULTS, undefined, false)).toEqual({ paymentMethods: false });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('ignores unknown names with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(flagsFromQuery('?flags=noSuchFlag')).toEqual(flagsFromQuery(''));
    expect(flagsFromQuery('?flags=designVersion:v3')).toEqual(flagsFromQuery(''));
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('feature flags with the flag service', () => {
  it("uses the customer's flags as the whole set (like portal resolve), and ?flags= over them", () => {
    const service = { paymentMethods: false, pensionLogout: true };
    expect(effective('', service)).toEqual({ paymentMethods: false, pensionLogout: true });
    expect(effective('?flags=paymentMethods,-pensionLogout,newDashboard', service)).toMatchObject({
      paymentMethods: true,
      pensionLogout: false,
      newDashboard: true,
    });
    // A customer whose flags are all off gets no default switched on behind their back.
    expect(effective('', {})).toEqual({});
    // Anonymous, still loading, or a failed call (null): the defaults.
    expect(effective('', undefined)).toEqual(DEFAULTS);
    expect(effective('', null)).toEqual(DEFAULTS);
  });

  it('keeps only flags the engine knows from the service answer, and says what it drops', () => {
    const warn = vi.fn();
    expect(featureFlagsOf({ paymentMethods: false, newMarketLocales: ['pl-pl', 3], unknownFlag: true, newDashboard: 'yes' }, warn)).toEqual({
      paymentMethods: false,
      newMarketLocales: ['pl-pl'],
    });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(featureFlagsOf(null, warn)).toEqual({});
    expect(featureFlagsOf(['paymentMethods'], warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('flags that take a value in ?flags=', () => {
  it('set the design version and the hidden market locales', () => {
    const flags = flagsFromQuery('?flags=designVersion:v1,newMarketLocales:pl-pl+FI-fi');
    expect(flags.designVersion).toBe('v1');
    expect(flags.newMarketLocales).toEqual(['pl-pl', 'fi-fi']);
    expect(flagsFromQuery('?flags=newMarketLocales:').newMarketLocales).toEqual([]);
  });
});

describe('page context', () => {
  it('carries locale, page, host and the raw signals, and leaves the facts to the engine', () => {
    const signals = {
      query: { country: 'de', design: 'v1' },
      cookies: { portal_country_banner: '1' },
      userAgent: 'UA',
      storage: { 'portal.preferredLocale': 'de-de' },
    };
    expect(pageContextOf({ locale: 'en-gb', pathname: '/en-gb/', host: '127.0.0.1:4173', signals })).toEqual({
      locale: 'en-gb',
      page: '/en-gb/',
      host: '127.0.0.1:4173',
      ...signals,
    });
    expect(pageContextOf({ locale: 'de-de', pathname: '/de-de/', hash: '#/MyInvestments/Overview', host: 'h', signals }).page).toBe(
      '/de-de/#/MyInvestments/Overview',
    );
  });
});

describe('accountsStatus from the account calls', () => {
  it('maps list and balance statuses (spec 4, 8)', () => {
    const ok = { accounts: [], status: 200 };
    expect(accountsStatusOf(ok, { account: null, status: 200 })).toBe(200);
    expect(accountsStatusOf({ accounts: [], status: 503 }, null)).toBe(503);
    expect(accountsStatusOf({ accounts: [], status: 206 }, { account: null, status: 206 })).toBe(206);
    expect(accountsStatusOf(ok, { account: null, status: 500 })).toBe(500);
    expect(accountsStatusOf(ok, { account: null, status: 502 })).toBe(500);
    expect(accountsStatusOf(ok, { account: null, status: 503 })).toBe(503);
  });
});
