/**
 * Spec 2.1 and 2.2: the locale is the first path segment. `/` goes to the default locale;
 * `/login` (no locale) goes to the login page of the document language's locale. Any other
 * path outside the locales is no page: the servers answer it 404 with the default locale's
 * not-found page (server/serving/routes.ts), which the app keeps, in the default locale, at
 * the address asked for. Pure: the caller passes the locale list (from the compiled config)
 * and the document language, so node tests need no DOM.
 */

export interface LocaleSettings {
  /** Known page locales, lower case ("de-de", "en"). */
  locales: readonly string[];
  defaultLocale: string;
}

export type ParsedRoute =
  | { kind: 'page'; locale: string /** Path after the locale, starting with "/" ("/" for home); outside every locale, the whole path. */; rest: string }
  | { kind: 'redirect'; to: string };

/**
 * `<html lang>` to a page locale: "de-DE" -> de-de; a bare language ("fr") -> the first
 * locale of that language; anything else -> the default.
 */
export function localeFromLanguageTag(tag: string | null | undefined, settings: LocaleSettings): string {
  const lower = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (settings.locales.includes(lower)) return lower;
  const language = lower.split('-')[0] ?? '';
  if (language && settings.locales.includes(language)) return language;
  return settings.locales.find((locale) => locale.split('-')[0] === language) ?? settings.defaultLocale;
}

export function parseRoute(pathname: string, search: string, settings: LocaleSettings, documentLang?: string | null): ParsedRoute {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const keep = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';

  if (first === undefined) return { kind: 'redirect', to: `/${settings.defaultLocale}/${keep}` };

  if (first.toLowerCase() === 'login' && segments.length === 1) {
    return { kind: 'redirect', to: `/${localeFromLanguageTag(documentLang, settings)}/login/${keep}` };
  }

  const lower = first.toLowerCase();
  if (settings.locales.includes(lower)) {
    const rest = `/${segments.slice(1).join('/')}${segments.length > 1 && pathname.endsWith('/') ? '/' : ''}`;
    // Spec 2.1 paths are lower-case in their locale segment, and the locale home has a slash.
    if (first !== lower || (segments.length === 1 && !pathname.endsWith('/'))) {
      return { kind: 'redirect', to: `/${lower}${rest}${keep}` };
    }
    return { kind: 'page', locale: lower, rest };
  }

  // Not a page of any locale (/sitemap.xml, /does-not-exist, /xx-yy/…): the default locale's
  // not-found page, where it was asked for (a redirect would hide the 404 the server answered).
  return { kind: 'page', locale: settings.defaultLocale, rest: pathname };
}
