import { describe, expect, it } from 'vitest';
import { languageTagOf } from '../../../src/contract/build-and-browser.ts';
import { localeFromLanguageTag, parseRoute, type LocaleSettings } from '../../../src/app/routes/locale.ts';

const settings: LocaleSettings = {
  locales: ['de-de', 'de-at', 'de-ch', 'en-gb', 'en-ie', 'en-us', 'en', 'fr-fr', 'es-es', 'nl-nl', 'it-it', 'pl-pl', 'fi-fi'],
  defaultLocale: 'de-de',
};

describe('locale routing (spec 2.1, 2.2)', () => {
  it('takes the locale from the first path segment', () => {
    expect(parseRoute('/fr-fr/dashboard/', '', settings)).toEqual({ kind: 'page', locale: 'fr-fr', rest: '/dashboard/' });
    expect(parseRoute('/en/select-country/', '', settings)).toEqual({ kind: 'page', locale: 'en', rest: '/select-country/' });
    expect(parseRoute('/de-de/', '', settings)).toEqual({ kind: 'page', locale: 'de-de', rest: '/' });
  });

  it('sends / to the default locale, keeping the query', () => {
    expect(parseRoute('/', '', settings)).toEqual({ kind: 'redirect', to: '/de-de/' });
    expect(parseRoute('/', '?country=at', settings)).toEqual({ kind: 'redirect', to: '/de-de/?country=at' });
  });

  it('a path outside every locale stays where it is, in the default locale (its not-found page: the servers answer 404)', () => {
    expect(parseRoute('/xx-yy/dashboard/', '', settings)).toEqual({ kind: 'page', locale: 'de-de', rest: '/xx-yy/dashboard/' });
    expect(parseRoute('/dashboard/', '', settings)).toEqual({ kind: 'page', locale: 'de-de', rest: '/dashboard/' });
    expect(parseRoute('/sitemap.xml', '', settings)).toEqual({ kind: 'page', locale: 'de-de', rest: '/sitemap.xml' });
    expect(parseRoute('/login/more', '', settings)).toEqual({ kind: 'page', locale: 'de-de', rest: '/login/more' });
  });

  it('lower-cases the locale segment and adds the home slash', () => {
    expect(parseRoute('/DE-DE/Dashboard/', '', settings)).toEqual({ kind: 'redirect', to: '/de-de/Dashboard/' });
    expect(parseRoute('/en-gb', '', settings)).toEqual({ kind: 'redirect', to: '/en-gb/' });
  });

  it('sends /login to the login page of the document language', () => {
    expect(parseRoute('/login', '?product=x', settings, 'fr-FR')).toEqual({ kind: 'redirect', to: '/fr-fr/login/?product=x' });
    expect(parseRoute('/login/', '', settings, 'en-GB')).toEqual({ kind: 'redirect', to: '/en-gb/login/' });
    expect(parseRoute('/login', '', settings, 'nl')).toEqual({ kind: 'redirect', to: '/nl-nl/login/' });
    expect(parseRoute('/login', '', settings, 'en')).toEqual({ kind: 'redirect', to: '/en/login/' });
    expect(parseRoute('/login', '', settings, '')).toEqual({ kind: 'redirect', to: '/de-de/login/' });
  });

  it('writes and reads back the document language', () => {
    for (const locale of settings.locales) expect(localeFromLanguageTag(languageTagOf(locale), settings)).toBe(locale);
    expect(languageTagOf('de-ch')).toBe('de-CH');
    expect(languageTagOf('en')).toBe('en');
  });
});
