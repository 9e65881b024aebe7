/**
 * The portal's UI strings (src/render/i18n) read the i18next resources in config/strings without
 * the i18next runtime (17.7 kB gzip of the first load). i18next itself is the oracle
 * here: every key of every namespace and language, with its placeholders filled and, for a plural
 * key, every kind of count, must read as i18next reads it with the options the portal used.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';

const resources = loadStringResources('config');
const namespaces = Array.from(new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace))));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Counts that land in every plural form of the nine languages (Polish few and many, French many). */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 1_000_000, 1.5];

function oracle(language: string) {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: { 'de-ch': ['de', 'en'], default: ['en'] },
    lowerCaseLng: true,
    ns: namespaces,
    keySeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Each key once (plural forms under their base key), with the placeholders its texts use. */
function keysOf(namespace: string): Map<string, { names: Set<string>; plural: boolean }> {
  const keys = new Map<string, { names: Set<string>; plural: boolean }>();
  for (const language of LANGUAGES) {
    for (const [key, text] of Object.entries(resources[language]?.[namespace] ?? {})) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const entry = keys.get(base) ?? { names: new Set<string>(), plural: false };
      entry.plural ||= base !== key;
      for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) if (name) entry.names.add(name);
      keys.set(base, entry);
    }
  }
  return keys;
}

describe('UI strings read as i18next reads them', () => {
  it('the resources are there to compare (every language, several namespaces)', () => {
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['header', 'footer', 'common', 'app']));
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const i18next = oracle(language);
    const ours = uiStringsOf(resources, language);

    it.each(namespaces)('every key of %s, filled, with every count', (namespace) => {
      const keys = keysOf(namespace);
      expect(keys.size).toBeGreaterThan(0);
      let compared = 0;
      for (const [key, { names, plural }] of keys) {
        const values = Object.fromEntries([...names].map((name) => [name, `‹${name}›`]));
        const cases: Record<string, unknown>[] = [values, {}];
        if (plural) cases.push(...COUNTS.map((count) => ({ ...values, count })), { ...values, count: '7' });
        for (const options of cases) {
          const expected = i18next.t(key, { ns: namespace, ...options });
          expect(ours.text(namespace, key, options as Record<string, string | number>), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toBe(
            expected,
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThanOrEqual(keys.size * 2);
    });

    it('an unknown key and an unknown namespace read as the key', () => {
      expect(ours.text('header', 'no.such.key')).toBe(i18next.t('no.such.key', { ns: 'header' }));
      expect(ours.text('nowhere', 'menu')).toBe('menu');
    });
  });
});
