/**
 * The local provider's sign-in page speaks every language the portal has (config/strings/app/
 * has one file per language): a customer of any site reads the form, the wrong-password message
 * and the sign-out question in their own language, picked from the portal's ui_locales.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInStrings } from '../../server/identity/sign-in-strings.ts';
import { repoRoot } from '../support/config.ts';

const languages = [...new Set(readdirSync(join(repoRoot, 'config', 'strings', 'app')).map((file) => file.replace(/\.yaml$/, '').split('-')[0]!))];

describe("the provider's sign-in page texts", () => {
  it('reads the real list of languages', () => {
    expect(languages).toEqual(expect.arrayContaining(['de', 'en', 'fi', 'pl']));
  });

  it.each(languages)('has %s, chosen from the portal ui_locales ("<locale> <language>")', (language) => {
    const strings = signInStrings(`${language}-xx ${language}`);
    expect(strings.lang).toBe(language);
    for (const [key, text] of Object.entries(strings)) expect(text, key).not.toBe('');
  });

  it('every language has its own words, not English ones', () => {
    const english = signInStrings('en');
    for (const language of languages.filter((code) => code !== 'en')) expect(signInStrings(language).wrong, language).not.toBe(english.wrong);
  });

  it('English for a language it has not', () => {
    expect(signInStrings('sv-se sv').lang).toBe('en');
  });
});
