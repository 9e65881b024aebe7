// What the browser reads for the context signals a config declares (context/signals.yaml; the
// tests' own config here), raw: the engine decides the facts.
import { describe, expect, it } from 'vitest';
import { readBrowserSignals, signalNames } from '../../../src/app/data/browser-signals.ts';
import { NO_SIGNALS } from '../../../src/app/data/page-context.ts';
import { answeredBanner } from '../../../src/app/country/banner-triggers.ts';
import { createMemoryStorage } from '../../../src/app/session/storage.ts';
import { COUNTRY_BANNER_COOKIE, PREFERRED_LOCALE_STORAGE_KEY } from '../../../src/app/environment.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';

const signals = fixtureConfig().contextSignals;

function sources(cookies: Record<string, string> = {}, local: Record<string, string> = {}) {
  const session = createMemoryStorage();
  return {
    session,
    sources: {
      cookies: { get: (name: string) => cookies[name] ?? null },
      userAgent: 'Mozilla/5.0 SavingoApp/4.2',
      localStorage: createMemoryStorage(local),
      sessionStorage: session,
    },
  };
}

describe('reading the context signals in a browser', () => {
  it('keeps the parameters an embedding app passed for the rest of the tab, and only those', () => {
    const { session, sources: from } = sources();
    const first = readBrowserSignals(signals, '?portal=integrated&embedded=true&regflow=x', from);
    expect(first.query).toEqual({});
    expect(session.snapshot()).toEqual({ 'portal.signal.portal': 'integrated', 'portal.signal.embedded': 'true' });
    const later = readBrowserSignals(signals, '?design=v1', from);
    expect(later.query).toEqual({ portal: 'integrated', embedded: 'true' });
  });

  it('reads the cookies, stored values and User-Agent the signals name, nothing else', () => {
    const { sources: from } = sources({ portal_country_banner: '1', other: 'x' }, { 'portal.preferredLocale': 'de-at', unrelated: 'y' });
    const read = readBrowserSignals(signals, '', from);
    expect(read.cookies).toEqual({ portal_country_banner: '1' });
    expect(read.storage).toEqual({ 'portal.preferredLocale': 'de-at' });
    expect(read.userAgent).toContain('SavingoApp/');
  });

  it('treats blocked storage as no signal instead of failing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const read = readBrowserSignals(signals, '?embedded=true', { cookies: { get: () => null }, userAgent: '', localStorage: blocked, sessionStorage: blocked });
    expect(read).toEqual({ query: {}, cookies: {}, userAgent: '', storage: {} });
  });

  it('answers the banner with the cookie and storage names the signals read', () => {
    expect(signalNames(signals, 'cookie')).toContain(COUNTRY_BANNER_COOKIE);
    expect(signalNames(signals, 'localStorage')).toContain(PREFERRED_LOCALE_STORAGE_KEY);
    const answered = answeredBanner({ ...NO_SIGNALS, cookies: { [COUNTRY_BANNER_COOKIE]: '1' } }, 'de-AT');
    expect(answered.cookies).toEqual({});
    expect(answered.storage).toEqual({ [PREFERRED_LOCALE_STORAGE_KEY]: 'de-AT' });
  });
});
