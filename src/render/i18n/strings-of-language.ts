/**
 * The UI strings of a language (ui-strings.ts) from the string namespaces compiled from
 * config/strings (header, footer, common, app). A language's missing key is taken from its
 * fallbacks: Swiss German falls back to German, every language to English. The browser's
 * locale chunk carries one language, every key present; the preview and the tests pass all.
 */
import type { StringResources } from '../../engine/config/languages.ts';
import { createUiStrings, type UiStrings } from './ui-strings.ts';

const FALLBACKS: Readonly<Record<string, readonly string[]>> = { 'de-ch': ['de', 'en'] };
const DEFAULT_FALLBACKS = ['en'];

export function uiStringsOf(resources: StringResources, language: string): UiStrings {
  // The most general first, so the language's own text wins.
  const chain = [...(FALLBACKS[language] ?? DEFAULT_FALLBACKS)].reverse().concat(language);
  const namespaces: Record<string, Record<string, string>> = {};
  for (const id of chain) {
    for (const [namespace, strings] of Object.entries(resources[id] ?? {})) Object.assign((namespaces[namespace] ??= {}), strings);
  }
  return createUiStrings(language, namespaces);
}
