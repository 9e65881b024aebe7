/**
 * The order form's texts (engine strings order.form.*): every key in every UI language, no key
 * the form does not read, the same placeholders as the English text, translated rather than
 * copied, and loaded with the customer's part only.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import { isCustomerString } from '../../../src/engine/config/customer-part.ts';
import { ORDER_FORM_KEY_PREFIX, ORDER_FORM_TEXT_KEYS } from '../../../src/engine/orders/form-texts.ts';

const stringsOf = (language: string) => parse(readFileSync(`config/strings/engine/${language}.yaml`, 'utf8')) as Record<string, unknown>;
const placeholdersIn = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!))].sort();
const KEYS = ORDER_FORM_TEXT_KEYS.map((key) => `${ORDER_FORM_KEY_PREFIX}${key}`);
const english = stringsOf('en');

describe.each(LANGUAGES.map((language) => [language] as const))('order form texts in %s', (language) => {
  const strings = stringsOf(language);

  it('has every text the form reads, with the placeholders of the English one, and no other', () => {
    for (const key of KEYS) {
      const text = strings[key];
      expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
      expect(placeholdersIn(text as string), `${language} ${key}`).toEqual(placeholdersIn(english[key] as string));
    }
    expect(Object.keys(strings).filter((key) => key.startsWith(ORDER_FORM_KEY_PREFIX) && !KEYS.includes(key))).toEqual([]);
  });
});

// English is the source the others are compared with.
describe.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language] as const))('order form texts in %s', (language) => {
  it('are translated, not copied from English', () => {
    const strings = stringsOf(language);
    const copied = KEYS.filter((key) => strings[key] === english[key] && !['order.form.offer.bank', 'order.form.offer.amountsValue'].includes(key));
    expect(copied.length, copied.join(', ')).toBeLessThan(3);
  });
});

it('order form texts travel with the customer part, not in a visitor first load', () => {
  for (const key of KEYS) expect(isCustomerString(key), key).toBe(true);
});
