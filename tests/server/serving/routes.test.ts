import { describe, expect, it } from 'vitest';
import { answerPath, normalizePath, parseRoutes, RoutesError } from '../../../server/serving/routes.ts';

const ROUTES = parseRoutes({
  defaultLocale: 'de-de',
  locales: ['de-de', 'en-gb'],
  pages: [
    { id: 'home', locale: 'de-de', path: '/de-de/', match: 'exact', audience: 'public' },
    { id: 'account', locale: 'de-de', path: '/de-de/account/', match: 'prefix', audience: 'customer' },
    { id: 'account-settings', locale: 'de-de', path: '/de-de/account/settings/', match: 'prefix', audience: 'customer' },
    { id: 'account-help', locale: 'de-de', path: '/de-de/account/help/', match: 'exact', audience: 'any' },
    { id: 'login', locale: 'en-gb', path: '/en-gb/login/', match: 'exact', audience: 'public' },
  ],
});

describe('answerPath', () => {
  it('matches case-insensitively with or without the trailing slash', () => {
    for (const path of ['/de-de/', '/de-de', '/DE-DE/', '/De-De']) {
      expect(answerPath(ROUTES, path), path).toEqual({ kind: 'page', page: ROUTES.pages[0], htmlFile: '/de-de/index.html' });
    }
  });

  it('a prefix page answers every path below it; the most specific page wins', () => {
    expect(answerPath(ROUTES, '/de-de/account/deposits/1')).toMatchObject({
      kind: 'page',
      page: { id: 'account' },
      htmlFile: '/de-de/account/deposits/1/index.html',
    });
    expect(answerPath(ROUTES, '/de-de/account/settings/tax/')).toMatchObject({ kind: 'page', page: { id: 'account-settings' } });
    expect(answerPath(ROUTES, '/de-de/Account/Help')).toMatchObject({ kind: 'page', page: { id: 'account-help' }, htmlFile: '/de-de/account/help/index.html' });
    expect(answerPath(ROUTES, '/de-de/account/help/more')).toMatchObject({ kind: 'page', page: { id: 'account' } });
    expect(answerPath(ROUTES, '/de-de/accounts')).toEqual({ kind: 'not-found', locale: 'de-de', htmlFile: '/de-de/404.html' });
  });

  it('a known locale without a page is not found; an exact page does not answer below itself', () => {
    expect(answerPath(ROUTES, '/en-gb/login/extra')).toEqual({ kind: 'not-found', locale: 'en-gb', htmlFile: '/en-gb/404.html' });
    expect(answerPath(ROUTES, '/EN-GB/nothing/')).toEqual({ kind: 'not-found', locale: 'en-gb', htmlFile: '/en-gb/404.html' });
    expect(answerPath(ROUTES, '/en-gb')).toEqual({ kind: 'not-found', locale: 'en-gb', htmlFile: '/en-gb/404.html' });
  });

  it("outside the locales, / and /login are the app's entry points (it redirects them to a locale)", () => {
    for (const path of ['/', '//', '/login', '/login/', '/LOGIN']) expect(answerPath(ROUTES, path), path).toEqual({ kind: 'app-entry' });
  });

  it("any other path outside the locales is not found, with the default locale's not-found page", () => {
    for (const path of ['/fr-fr/', '/de/', '/de-dex/login', '/sitemap.xml', '/does-not-exist', '/login/more']) {
      expect(answerPath(ROUTES, path), path).toEqual({ kind: 'not-found', locale: 'de-de', htmlFile: '/de-de/404.html' });
    }
  });

  it('normalizePath keeps the root', () => {
    expect(normalizePath('///')).toBe('/');
    expect(normalizePath('/A/B//')).toBe('/a/b');
  });
});

describe('parseRoutes', () => {
  const valid = { defaultLocale: 'de-de', locales: ['de-de'], pages: [{ id: 'home', locale: 'de-de', path: '/de-de/', match: 'exact', audience: 'public' }] };
  const broken: [string, unknown, RegExp][] = [
    ['not an object', [], /must be a JSON object/],
    ['no locales', { ...valid, locales: [] }, /routes\.locales must be a non-empty array/],
    ['bad locale', { ...valid, locales: ['de-de', 'de de'] }, /routes\.locales\[1\]/],
    ['default locale unknown', { ...valid, defaultLocale: 'fr-fr' }, /defaultLocale "fr-fr" is not in routes\.locales/],
    ['unsafe path', { ...valid, pages: [{ ...valid.pages[0], path: '/de-de/x";}' }] }, /pages\[0\]\.path .* may only contain/],
    ['dot segment', { ...valid, pages: [{ ...valid.pages[0], path: '/de-de/../etc/' }] }, /pages\[0\]\.path .* \.\. segment/],
    ['path of another locale', { ...valid, pages: [{ ...valid.pages[0], path: '/en-gb/' }] }, /is not under \/de-de\//],
    ['bad match', { ...valid, pages: [{ ...valid.pages[0], match: 'regex' }] }, /pages\[0\]\.match must be "exact" or "prefix"/],
    ['bad audience', { ...valid, pages: [{ ...valid.pages[0], audience: 'admin' }] }, /pages\[0\]\.audience must be one of/],
    ['missing id', { ...valid, pages: [{ ...valid.pages[0], id: '' }] }, /pages\[0\]\.id must be a non-empty string/],
  ];
  for (const [what, value, message] of broken) {
    it(`rejects ${what} with a message naming the field`, () => {
      expect(() => parseRoutes(value)).toThrow(RoutesError);
      expect(() => parseRoutes(value)).toThrow(message);
    });
  }

  it("accepts the contract's example and lower-cases locales", () => {
    expect(parseRoutes({ ...valid, locales: ['DE-DE'], defaultLocale: 'De-De' })).toMatchObject({ defaultLocale: 'de-de', locales: ['de-de'] });
  });
});

describe("siteHosts (routes.json): the entry points on a site's own host", () => {
  const withSites = parseRoutes({ defaultLocale: 'de-de', locales: ['de-de', 'en-gb'], siteHosts: { 'www.example.co.uk': 'en-gb' }, pages: [] });

  it("/ and /login go to that site's pages, whatever the case, port or trailing dot of the host; other hosts get the app's entry", () => {
    expect(answerPath(withSites, '/', 'www.example.co.uk')).toEqual({ kind: 'site-entry', to: '/en-gb/' });
    expect(answerPath(withSites, '/Login/', 'WWW.example.co.uk:8443')).toEqual({ kind: 'site-entry', to: '/en-gb/login/' });
    expect(answerPath(withSites, '/login', 'www.example.co.uk.')).toEqual({ kind: 'site-entry', to: '/en-gb/login/' });
    for (const host of [undefined, '', 'www.example.de', '127.0.0.1:4173', '[::1]:80'])
      expect(answerPath(withSites, '/login', host), String(host)).toEqual({ kind: 'app-entry' });
    expect(answerPath(ROUTES, '/login', 'www.example.co.uk'), 'a routes.json without siteHosts').toEqual({ kind: 'app-entry' });
  });

  it("refuses a host that is not a plain lower-case name (it is written into nginx's configuration) or a locale it does not list", () => {
    for (const siteHosts of [{ 'www.example.de; return 200': 'de-de' }, { 'WWW.EXAMPLE.DE': 'de-de' }, { 'www.example.de': 'fr-fr' }, ['www.example.de']]) {
      expect(() => parseRoutes({ defaultLocale: 'de-de', locales: ['de-de'], siteHosts, pages: [] }), JSON.stringify(siteHosts)).toThrow(RoutesError);
    }
  });
});
