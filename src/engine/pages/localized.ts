/**
 * Which text of a `Localized` value a locale shows: the locale's own entry (de-at), then its
 * language's (de), then the base language of a regional language (Swiss German de-ch -> de).
 * No further fallback: `validate` requires a text for every locale a page has, so a missing
 * one is a finding, never a silently English page.
 */
import type { Localized } from './block-base.ts';

export function localeKeys(locale: string, language: string): string[] {
  // Without a Set: compiling asks this for every text of every page in every locale.
  const base = language.split('-')[0] ?? language;
  const keys = [locale];
  if (language !== locale) keys.push(language);
  if (base !== locale && base !== language) keys.push(base);
  return keys;
}

/** The text for the locale, or undefined when the value has none for it. */
export function pickLocalized(value: Localized | undefined, locale: string, language: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  const key = localizedKey(value, locale, language);
  return key === undefined ? undefined : value[key];
}

/** Which entry of a per-language value the locale shows (for checks that point at it). */
export function localizedKey(value: Record<string, string>, locale: string, language: string): string | undefined {
  // localeKeys' order, without making the list: compiling asks for every text in every locale.
  if (typeof value[locale] === 'string') return locale;
  if (typeof value[language] === 'string') return language;
  const base = language.split('-')[0] ?? language;
  return typeof value[base] === 'string' ? base : undefined;
}
