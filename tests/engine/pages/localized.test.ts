import { describe, expect, it } from 'vitest';
import { pickLocalized } from '../../../src/engine/pages/localized.ts';

describe('localized texts', () => {
  const text = { de: 'Konto', 'de-at': 'Konto (AT)', en: 'Account', 'en-gb': 'Account (UK)' };

  it('a locale key wins over its language', () => {
    expect(pickLocalized(text, 'de-at', 'de')).toBe('Konto (AT)');
    expect(pickLocalized(text, 'en-gb', 'en')).toBe('Account (UK)');
  });

  it('otherwise the language', () => {
    expect(pickLocalized(text, 'de-de', 'de')).toBe('Konto');
    expect(pickLocalized(text, 'en-us', 'en')).toBe('Account');
  });

  it('Swiss German falls back to German', () => {
    expect(pickLocalized(text, 'de-ch', 'de-ch')).toBe('Konto');
    expect(pickLocalized({ de: 'Straße', 'de-ch': 'Strasse' }, 'de-ch', 'de-ch')).toBe('Strasse');
  });

  it('a plain string is every locale; a missing language is undefined (validate reports it)', () => {
    expect(pickLocalized('Savingo', 'fi-fi', 'fi')).toBe('Savingo');
    expect(pickLocalized(text, 'fi-fi', 'fi')).toBeUndefined();
    expect(pickLocalized(undefined, 'de-de', 'de')).toBeUndefined();
  });
});
