/**
 * The UI strings of one language: what components show for a key of a namespace (header,
 * footer, common, app). The strings files are i18next resources (config/strings, `{{name}}`
 * placeholders, `_one`/`_other` plural keys), and this reads them as i18next does with the
 * portal's options (no key paths, no escaping: React escapes), without shipping the i18next
 * runtime: the page's locale chunk already holds its one language's strings, every key present
 * (validate checks it), so no fallback chain, backend or language switch is needed in the browser.
 * i18next with react-i18next would add about 18 kB gzip to every page (`npm run size` shows the budget it would break).
 * tests/render/i18n/i18next-parity.test.ts renders every key of every language both ways.
 */
import { fillPlaceholders, type PlaceholderValues } from '../../engine/format/placeholders.ts';

export type NamespaceStrings = Readonly<Record<string, string>>;
/** Namespace -> key -> text, of one language. */
export type LanguageStrings = Readonly<Record<string, NamespaceStrings>>;

/** A text's placeholder values; a numeric `count` also picks the plural form (`key_zero`, `key_one`, `key_few`, …). */
export type TextValues = PlaceholderValues;

export interface UiStrings {
  /** The language id ("de", "de-ch"): the strings' own, also the plural rules'. */
  readonly language: string;
  /** The text of `key`, filled; the key itself when the namespace lacks it (as i18next answers). */
  text(namespace: string, key: string, values?: TextValues): string;
  /** Whether a namespace is there (the footer's ships later, with the footer's config). */
  has(namespace: string): boolean;
  /** Adds a namespace that ships after the page's strings. */
  add(namespace: string, strings: NamespaceStrings): void;
}

export function createUiStrings(language: string, namespaces: LanguageStrings = {}): UiStrings {
  const byNamespace = new Map<string, NamespaceStrings>(Object.entries(namespaces));
  let plurals: Intl.PluralRules | undefined;
  const pluralForm = (count: number): string => (plurals ??= new Intl.PluralRules(language)).select(count);
  return {
    language,
    text(namespace, key, values) {
      const strings = byNamespace.get(namespace);
      const count = values?.count;
      // A count given as text (already formatted) is a value only, as in i18next.
      // As i18next: `key_zero` for a count of 0 when written, else the language's form, else `key`.
      const plural = typeof count === 'number' ? ((count === 0 ? strings?.[`${key}_zero`] : undefined) ?? strings?.[`${key}_${pluralForm(count)}`]) : undefined;
      const template = plural ?? strings?.[key];
      return template === undefined ? key : fillPlaceholders(template, values, 'keep');
    },
    has: (namespace) => byNamespace.has(namespace),
    add(namespace, strings) {
      byNamespace.set(namespace, strings);
    },
  };
}
