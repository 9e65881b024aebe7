import { describe, expect, it } from 'vitest';
import { isAbsoluteHref, isActiveHref, isUnsafeHref, localizeHref } from '../../../src/engine/format/href.ts';

describe('isUnsafeHref', () => {
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '\t\r\nVBScript:msgbox(1)',
  ])('treats %j as unsafe', (href) => {
    expect(isUnsafeHref(href)).toBe(true);
  });

  it.each([
    '/de-de/payment-methods',
    'https://example.com/javascript:x',
    'mailto:info@example.com',
    'tel:+4930123',
    '#javascript',
    'javascript-guide',
    '/data:x',
    '',
  ])('treats %j as safe', (href) => {
    expect(isUnsafeHref(href)).toBe(false);
  });

  it('treats a missing href as not unsafe', () => {
    expect(isUnsafeHref(undefined)).toBe(false);
    expect(isUnsafeHref(null)).toBe(false);
  });
});

describe('isAbsoluteHref', () => {
  it.each(['{host}/x', 'https://a.de', 'HTTP://a.de', '//cdn.a.de/x', 'www.a.de', 'mailto:x@y.de', 'tel:123', '#top'])('recognises %j as absolute', (href) => {
    expect(isAbsoluteHref(href)).toBe(true);
  });

  it.each(['/de-de/x', 'payment-methods', '?a=1', 'wwwx/page'])('recognises %j as relative', (href) => {
    expect(isAbsoluteHref(href)).toBe(false);
  });
});

describe('localizeHref', () => {
  it('prefixes a relative link with the locale base path and lower-cases it', () => {
    expect(localizeHref('/Payment-Methods', '/de-de')).toBe('/de-de/payment-methods');
  });

  it('adds the missing leading slash of a relative link', () => {
    expect(localizeHref('Konto/Uebersicht', '/de-at')).toBe('/de-at/konto/uebersicht');
  });

  it('does not prefix a link that already starts with the base path', () => {
    expect(localizeHref('/DE-DE/Konto', '/de-de')).toBe('/de-de/konto');
    expect(localizeHref('/de-de', '/de-de')).toBe('/de-de');
    expect(localizeHref('/de-de?x=1', '/de-de')).toBe('/de-de?x=1');
  });

  it('prefixes a path that only looks like the base path', () => {
    expect(localizeHref('/de-derivatives', '/de-de')).toBe('/de-de/de-derivatives');
  });

  it('accepts a base path without leading slash or with a trailing slash', () => {
    expect(localizeHref('/x', 'de-de/')).toBe('/de-de/x');
  });

  it('turns the root link into the base path', () => {
    expect(localizeHref('/', '/en-gb')).toBe('/en-gb/');
  });

  it('keeps query values as written while lower-casing path, parameter names and fragment', () => {
    expect(localizeHref('/Offers?Product=TermDeposit&Ref=AbC#Top', '/de-de')).toBe('/de-de/offers?product=TermDeposit&ref=AbC#top');
  });

  it('lower-cases a legacy hash route too: the portal matches its hash routes whatever their case', () => {
    expect(localizeHref('/#/MyInvestments/TermDeposit', '/de-de')).toBe('/de-de/#/myinvestments/termdeposit');
    expect(localizeHref('/DE-DE/#/MyInvestments/Overview', '/de-de')).toBe('/de-de/#/myinvestments/overview');
    expect(localizeHref('/Konto?Tab=X#/MyInvestments/Notice', '/de-de')).toBe('/de-de/konto?tab=X#/myinvestments/notice');
  });

  it('resolves {host} links to the given host without prefix or lower-casing', () => {
    expect(localizeHref('{host}/Login', '/de-de', 'www.example.de')).toBe('https://www.example.de/Login');
    expect(localizeHref('{host}/x', '/de-de', 'https://portal.example.de/')).toBe('https://portal.example.de/x');
  });

  it('resolves {host} links to a root-relative path when no host is known', () => {
    expect(localizeHref('{host}/x', '/de-de')).toBe('/x');
    expect(localizeHref('{host}', '/de-de')).toBe('/');
  });

  it('gives www. links an https scheme', () => {
    expect(localizeHref('www.example.com/Page', '/de-de')).toBe('https://www.example.com/Page');
  });

  it('leaves absolute, mail, phone, anchor and other-scheme links alone', () => {
    expect(localizeHref('https://Example.com/A', '/de-de')).toBe('https://Example.com/A');
    expect(localizeHref('http://example.com', '/de-de')).toBe('http://example.com');
    expect(localizeHref('//cdn.example.com/A.png', '/de-de')).toBe('//cdn.example.com/A.png');
    expect(localizeHref('mailto:Info@Example.com', '/de-de')).toBe('mailto:Info@Example.com');
    expect(localizeHref('tel:+49 30 1234', '/de-de')).toBe('tel:+49 30 1234');
    expect(localizeHref('#Section', '/de-de')).toBe('#Section');
    expect(localizeHref('sms:+4930', '/de-de')).toBe('sms:+4930');
  });

  it('returns null for unsafe and empty links', () => {
    expect(localizeHref('javascript:alert(1)', '/de-de')).toBeNull();
    expect(localizeHref(' JaVaScRiPt:alert(1)', '/de-de')).toBeNull();
    expect(localizeHref('data:text/html,x', '/de-de')).toBeNull();
    expect(localizeHref('vbscript:x', '/de-de')).toBeNull();
    expect(localizeHref('', '/de-de')).toBeNull();
    expect(localizeHref('   ', '/de-de')).toBeNull();
  });

  it('does not prefix when the base path is empty', () => {
    expect(localizeHref('/Offers', '')).toBe('/offers');
  });
});

describe('isActiveHref', () => {
  it('marks an item active when path plus hash equals its href, ignoring case', () => {
    expect(isActiveHref('/de-de/Konto', '', '/de-de/konto')).toBe(true);
    expect(isActiveHref('/de-de/konto', '#Details', '/DE-DE/konto#details')).toBe(true);
  });

  it('tolerates a trailing slash on either side', () => {
    expect(isActiveHref('/de-de/konto/', '', '/de-de/konto')).toBe(true);
    expect(isActiveHref('/de-de/konto', '', '/de-de/konto/')).toBe(true);
    expect(isActiveHref('/de-de/konto/', '#a', '/de-de/konto#a')).toBe(true);
  });

  it('accepts a hash given without its # sign', () => {
    expect(isActiveHref('/de-de/konto', 'details', '/de-de/konto#details')).toBe(true);
  });

  it('does not mark an item active when only the path matches but the hash differs', () => {
    expect(isActiveHref('/de-de/konto', '#details', '/de-de/konto')).toBe(false);
    expect(isActiveHref('/de-de/konto', '', '/de-de/konto#details')).toBe(false);
  });

  it('does not mark a parent path active', () => {
    expect(isActiveHref('/de-de/konto/details', '', '/de-de/konto')).toBe(false);
  });

  it('never marks an item without href active', () => {
    expect(isActiveHref('/', '', undefined)).toBe(false);
    expect(isActiveHref('', '', '')).toBe(false);
  });

  it('keeps the root path distinct from the empty path', () => {
    expect(isActiveHref('/', '', '/')).toBe(true);
  });
});
