import { describe, expect, it } from 'vitest';
import { electronicIban, formatIbanForDisplay, isValidIban } from '../../../src/engine/format/iban.ts';

describe('isValidIban', () => {
  it.each([
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'AT611904300234573201',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'CH9300762011623852957',
    'IE29AIBK93115212345678',
    'ES9121000418450200051332',
    'IT60X0542811101000000123456',
    'PL61109010140000071219812874',
    'FI2112345600000785',
  ])('accepts the valid IBAN %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts spaces and lower case', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
  });

  it('rejects a wrong length for the country', () => {
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE893704004405320130000')).toBe(false);
  });

  it('rejects check digits outside 02..98 even when mod 97 passes', () => {
    expect(isValidIban('DE02370400440532013014')).toBe(true);
    expect(isValidIban('DE99370400440532013014')).toBe(false);
  });

  it('rejects unknown countries, bad characters and empty input', () => {
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban(null)).toBe(false);
    expect(isValidIban(undefined)).toBe(false);
    expect(isValidIban('12345678')).toBe(false);
  });
});

describe('formatIbanForDisplay', () => {
  it('shows a valid IBAN in groups of four', () => {
    expect(formatIbanForDisplay('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIbanForDisplay('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });

  it('regroups a valid IBAN written with odd spacing and lower case', () => {
    expect(formatIbanForDisplay(' de8937 0400440532 013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('does not end with a space when the length is a multiple of four', () => {
    expect(formatIbanForDisplay('AT611904300234573201')).toBe('AT61 1904 3002 3457 3201');
  });

  it('leaves an invalid IBAN unchanged', () => {
    expect(formatIbanForDisplay('DE89370400440532013001')).toBe('DE89370400440532013001');
    expect(formatIbanForDisplay('not an iban')).toBe('not an iban');
  });
});

describe('electronicIban', () => {
  it('removes spaces and upper-cases', () => {
    expect(electronicIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});
