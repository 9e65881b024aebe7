import { describe, expect, it } from 'vitest';
import { accountIdsOf, formatSortCode } from '../../../src/engine/format/uk-account.ts';

const labels = { iban: 'IBAN', accountNumber: 'Account number', sortCode: 'Sort code' };

describe('formatSortCode', () => {
  it('writes six digits as three pairs with hyphens', () => {
    expect(formatSortCode('601613')).toBe('60-16-13');
  });

  it('normalises spaced or already hyphenated sort codes', () => {
    expect(formatSortCode('60 16 13')).toBe('60-16-13');
    expect(formatSortCode('60-16-13')).toBe('60-16-13');
  });

  it('leaves anything that is not six digits as it is', () => {
    expect(formatSortCode('6016')).toBe('6016');
    expect(formatSortCode(' AB1234 ')).toBe('AB1234');
  });
});

describe('accountIdsOf', () => {
  it('shows account number and a small sort code for a UK account', () => {
    expect(accountIdsOf({ accountNumber: '31926819', sortCode: '601613', iban: 'GB29NWBK60161331926819' }, labels)).toEqual([
      { id: '31926819', copyValue: '31926819', label: 'Account number', size: 'default' },
      { id: '60-16-13', copyValue: '601613', label: 'Sort code', size: 'small' },
    ]);
  });

  it('shows the account number alone when there is neither sort code nor IBAN', () => {
    expect(accountIdsOf({ accountNumber: '31926819', iban: null }, labels)).toEqual([
      { id: '31926819', copyValue: '31926819', label: 'Account number', size: 'default' },
    ]);
  });

  it('shows the IBAN in groups of four and copies it without spaces', () => {
    expect(accountIdsOf({ iban: 'DE89370400440532013000', accountNumber: '0532013000' }, labels)).toEqual([
      { id: 'DE89 3704 0044 0532 0130 00', copyValue: 'DE89370400440532013000', label: 'IBAN', size: 'default' },
    ]);
  });

  it('copies an IBAN given with spaces in electronic form', () => {
    expect(accountIdsOf({ iban: 'de89 3704 0044 0532 0130 00' }, labels)).toEqual([
      { id: 'DE89 3704 0044 0532 0130 00', copyValue: 'DE89370400440532013000', label: 'IBAN', size: 'default' },
    ]);
  });

  it('shows an invalid IBAN as it was given', () => {
    expect(accountIdsOf({ iban: 'DE00123' }, labels)).toEqual([{ id: 'DE00123', copyValue: 'DE00123', label: 'IBAN', size: 'default' }]);
  });

  it('prefers the IBAN over a sort code without account number', () => {
    expect(accountIdsOf({ iban: 'GB29NWBK60161331926819', sortCode: '601613' }, labels)).toEqual([
      { id: 'GB29 NWBK 6016 1331 9268 19', copyValue: 'GB29NWBK60161331926819', label: 'IBAN', size: 'default' },
    ]);
  });

  it('shows a lone sort code', () => {
    expect(accountIdsOf({ sortCode: '601613' }, labels)).toEqual([{ id: '60-16-13', copyValue: '601613', label: 'Sort code', size: 'small' }]);
  });

  it('gives no identifiers for an account without any, or for blank values', () => {
    expect(accountIdsOf({}, labels)).toEqual([]);
    expect(accountIdsOf({ iban: ' ', accountNumber: '', sortCode: null }, labels)).toEqual([]);
    expect(accountIdsOf(null, labels)).toEqual([]);
  });

  it('uses the labels it is given', () => {
    const german = { iban: 'IBAN', accountNumber: 'Kontonummer', sortCode: 'Bankleitzahl' };
    expect(accountIdsOf({ accountNumber: '1', sortCode: '601613' }, german).map((a) => a.label)).toEqual(['Kontonummer', 'Bankleitzahl']);
  });
});
