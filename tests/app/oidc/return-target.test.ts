import { describe, expect, it } from 'vitest';
import type { PageRoute } from '../../../src/engine/pages/compiled.ts';
import { productPath, returnTargetOf, sameOriginPath } from '../../../src/app/oidc/return-target.ts';

const ORIGIN = 'http://127.0.0.1:4173';

function page(id: string, path: string | null, notFound = false): PageRoute {
  return {
    id,
    locale: 'de-de',
    kind: 'content',
    audience: 'any',
    notFound,
    path,
    paths: path ? [path.replace(/\/$/, '')] : [],
    hashRoutes: [],
    match: 'exact',
  };
}
const PAGES = [page('dashboard', '/de-de/dashboard/'), page('term-deposits', '/de-de/dashboard/savings/term/'), page('not-found', null, true)];

describe('sameOriginPath: only a path of the portal itself is a return target', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(sameOriginPath('/de-de/dashboard/savings/term/?x=1#top', ORIGIN)).toBe('/de-de/dashboard/savings/term/?x=1#top');
  });
  it.each([
    ['absolute URL of another origin', 'https://evil.example/de-de/dashboard/'],
    ['absolute URL of the same origin (not a path)', `${ORIGIN}/de-de/dashboard/`],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative path', 'de-de/dashboard/'],
    ['the login page itself (a loop)', '/de-de/login/?returnTo=/x'],
    ['the token-exchange page', '/de-de/token-exchange/'],
    ['empty', ''],
  ])('refuses %s', (_what, value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });
});

describe('productPath: the login page’s product query names a page id of the locale', () => {
  it('finds the page', () => expect(productPath('term-deposits', PAGES)).toBe('/de-de/dashboard/savings/term/'));
  it('an unknown id or the not-found page is no target', () => {
    expect(productPath('nope', PAGES)).toBeNull();
    expect(productPath('not-found', PAGES)).toBeNull();
  });
});

describe('returnTargetOf', () => {
  const input = (search: string) => ({ search, origin: ORIGIN, pages: PAGES, fallback: '/de-de/dashboard/' });
  it('prefers returnTo, then product, then the fallback', () => {
    expect(returnTargetOf(input('?returnTo=%2Fde-de%2Fmessages%2F&product=term-deposits'))).toBe('/de-de/messages/');
    expect(returnTargetOf(input('?product=term-deposits'))).toBe('/de-de/dashboard/savings/term/');
    expect(returnTargetOf(input('?returnTo=https%3A%2F%2Fevil.example%2F'))).toBe('/de-de/dashboard/');
  });
  it('carries the flag and design switches of the login URL', () => {
    expect(returnTargetOf(input('?product=term-deposits&flags=switchableAccounts&design=v1'))).toBe(
      '/de-de/dashboard/savings/term/?flags=switchableAccounts&design=v1',
    );
  });
});
