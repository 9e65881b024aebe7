/**
 * The same change seen in several locales differs only in its locale prefix: the redirect to
 * /de-de/customer-data-validity/ and to /fr-fr/customer-data-validity/ are one rule's doing.
 * Values are grouped with the viewed locale written as {locale}, and shown with the real
 * locale again when everyone who sees a change sees it in one locale.
 */

const PLACEHOLDER = '{locale}';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every string in `value` with the path segment /{locale} written as a placeholder. */
export function templateLocale<T>(value: T, locale: string): T {
  const pattern = new RegExp(`/${escapeRegExp(locale)}(?=[/?#),\\s]|$)`, 'gi');
  return mapStrings(value, (text) => text.replace(pattern, `/${PLACEHOLDER}`));
}

/** The placeholder replaced by a locale again. */
export function fillLocale<T>(value: T, locale: string): T {
  return mapStrings(value, (text) => text.split(PLACEHOLDER).join(locale));
}

function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, map)])) as T;
  }
  return value;
}
