/**
 * Every order error code (limit and precondition) has a customer message in every UI language,
 * and every translation interpolates exactly the values the code declares (so "{{min}}" cannot
 * be dropped or misspelt in one language).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import { isCustomerString } from '../../../src/engine/config/customer-part.ts';
import {
  ORDER_LIMIT_ERROR_CODES,
  ORDER_LIMIT_PLACEHOLDERS,
  ORDER_PRECONDITION_CODES,
  ORDER_PRECONDITION_PLACEHOLDERS,
} from '../../../src/engine/orders/error-codes.ts';
import {
  orderLimitMessage,
  orderLimitMessageKey,
  orderPreconditionMessage,
  orderPreconditionMessageKey,
  type TextLookup,
} from '../../../src/engine/orders/messages.ts';
import { ORDER_FORM_KEY_PREFIX } from '../../../src/engine/orders/form-texts.ts';

const stringsOf = (language: string) => parse(readFileSync(`config/strings/engine/${language}.yaml`, 'utf8')) as Record<string, unknown>;
const placeholdersIn = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

const MESSAGES = [
  ...ORDER_LIMIT_ERROR_CODES.map((code) => ({ key: orderLimitMessageKey(code), placeholders: ORDER_LIMIT_PLACEHOLDERS[code] })),
  ...ORDER_PRECONDITION_CODES.map((code) => ({ key: orderPreconditionMessageKey(code), placeholders: ORDER_PRECONDITION_PLACEHOLDERS[code] })),
];

/** The lookup ResolveContext.text does, over one language's file. */
function lookupIn(language: string): TextLookup {
  const strings = stringsOf(language);
  return (key, vars) => String(strings[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '');
}

describe.each(LANGUAGES.map((language) => [language] as const))('order error messages in %s', (language) => {
  const strings = stringsOf(language);

  it('has a message for every code, with exactly the placeholders the code declares', () => {
    for (const { key, placeholders } of MESSAGES) {
      const text = strings[key];
      expect(typeof text === 'string' && text.trim().length > 20, `${language} ${key}`).toBe(true);
      expect(
        placeholdersIn(text as string).filter((p, i, all) => all.indexOf(p) === i),
        `${language} ${key}`,
      ).toEqual([...placeholders].sort());
    }
  });

  it('has no message for a code that does not exist', () => {
    const known = new Set(MESSAGES.map((m) => m.key));
    // The order form's own texts (order.form.*) are checked by form-texts.test.ts.
    expect(Object.keys(strings).filter((key) => key.startsWith('order.') && !key.startsWith(ORDER_FORM_KEY_PREFIX) && !known.has(key))).toEqual([]);
  });
});

describe('order error messages', () => {
  it('differ between languages (each is translated, not copied from English)', () => {
    const english = stringsOf('en');
    for (const language of LANGUAGES.filter((l) => l !== 'en' && l !== 'de-ch')) {
      const strings = stringsOf(language);
      for (const { key } of MESSAGES) expect(strings[key], `${language} ${key}`).not.toBe(english[key]);
    }
  });

  it('fill in the amount a limit names', () => {
    expect(orderLimitMessage(lookupIn('en'), 'min', { min: '€500.00' })).toBe(
      'The amount is below the minimum of €500.00 for this offer. Please enter a higher amount.',
    );
    expect(orderLimitMessage(lookupIn('de'), 'higherThanLeftOver', { leftOver: '1.234,56 €' })).toContain('1.234,56 €');
  });

  it('give the generic message for a code the vocabulary does not know, or no code at all', () => {
    const en = lookupIn('en');
    for (const code of ['tooSmall', '', null, 42, { code: 'min' }]) {
      expect(orderLimitMessage(en, code)).toBe(orderLimitMessage(en, 'unExpectedError'));
      expect(orderPreconditionMessage(en, code)).toBe(orderPreconditionMessage(en, 'unexpected'));
    }
    expect(orderPreconditionMessage(en, 'pia_has_balance')).not.toBe(orderPreconditionMessage(en, 'unexpected'));
  });

  it("reach the browser only with a customer's data (the customer part of the config)", () => {
    for (const { key } of MESSAGES) expect(isCustomerString(key), key).toBe(true);
  });
});
