import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';

const resources = loadStringResources('config');

describe('footer and common strings', () => {
  for (const namespace of ['footer', 'common']) {
    it(`${namespace}: every language has every English key`, () => {
      const english = Object.keys(resources.en?.[namespace] ?? {});
      expect(english.length).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        const keys = Object.keys(resources[language]?.[namespace] ?? {});
        expect(
          english.filter((key) => !keys.includes(key)),
          `${namespace}/${language}`,
        ).toEqual([]);
      }
    });

    it(`${namespace}: files point at the strings schema and Swiss German avoids ß`, () => {
      for (const language of LANGUAGES) {
        const text = readFileSync(`config/strings/${namespace}/${language}.yaml`, 'utf8');
        expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/strings.schema.json');
        if (language === 'de-ch') expect(text).not.toContain('ß');
      }
    });
  }
});
