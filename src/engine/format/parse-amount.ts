/**
 * An amount as a customer types it, read in the page's locale: "10.000,50" in de-de and
 * "10,000.50" in en-gb are both 10000.5; "10 000,50" (fr, pl, fi: any space) too, and "10'000.50"
 * in de-ch. A customer who types the other decimal mark ("10000.50" in de-de) means it as one
 * when it cannot be a thousands separator (not followed by exactly three digits). More than two
 * decimals, letters or a sign are not an amount: null, and the form says how to write one.
 */
import { numberLocaleOf } from './money.ts';

const separators = new Map<string, { decimal: string; group: string }>();

function separatorsOf(locale: string): { decimal: string; group: string } {
  let found = separators.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(numberLocaleOf(locale)).formatToParts(12345.6);
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    separators.set(locale, found);
  }
  return found;
}

const SPACES = /[\s\u00a0\u202f]/g;
const APOSTROPHES = /['\u2019]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function parseAmount(typed: string, locale: string): number | null {
  const { decimal } = separatorsOf(locale);
  // Spaces and apostrophes only ever group digits, in any locale.
  const text = typed.trim().replace(SPACES, '').replace(APOSTROPHES, '');
  if (text === '') return null;
  const other = decimal === ',' ? '.' : ',';
  const grouped = new RegExp(`^\\d{1,3}(${escape(other)}\\d{3})+(${escape(decimal)}\\d{1,2})?$`);
  const plain = new RegExp(`^\\d+(${escape(decimal)}\\d{1,2})?$`);
  const otherDecimal = new RegExp(`^\\d+${escape(other)}\\d{1,2}$`);
  let digits: string;
  if (grouped.test(text)) digits = text.split(other).join('').replace(decimal, '.');
  else if (plain.test(text)) digits = text.replace(decimal, '.');
  else if (otherDecimal.test(text)) digits = text.replace(other, '.');
  else return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

/** An example amount written the locale's way (10.000,50 or 10,000.50), for the message that explains the form. */
export function exampleAmount(locale: string): string {
  return new Intl.NumberFormat(numberLocaleOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(10000.5);
}
