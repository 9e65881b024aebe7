import type { Amount } from '../types/view-model.ts';

export const DEFAULT_CURRENCY = 'EUR';
/** Default locale of spec 2.1, used when a locale cannot be understood. */
export const DEFAULT_NUMBER_LOCALE = 'de-DE';

/**
 * Portal locale ("de-de", "en-gb") to a BCP-47 tag for Intl ("de-DE", "en-GB").
 * The generic English locale ("en", for EU countries without their own site) maps to "en-IE":
 * English wording with euro conventions ("€15,230.55"), which en-US or en-GB would not give.
 * A locale Intl does not accept falls back to de-DE.
 */
export function numberLocaleOf(locale: string): string {
  const trimmed = locale.trim().replace(/_/g, '-');
  if (trimmed.toLowerCase() === 'en') return 'en-IE';
  const [language = '', region, ...rest] = trimmed.split('-');
  const tag = [language.toLowerCase(), ...(region ? [region.toUpperCase()] : []), ...rest].join('-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_NUMBER_LOCALE;
  } catch {
    return DEFAULT_NUMBER_LOCALE;
  }
}

export interface FormatMoneyOptions {
  locale: string;
  currency?: string;
}

/**
 * An amount as currency text with exactly two fraction digits (spec 9).
 * Negative zero and amounts that round to zero show without a minus sign.
 * A non-finite amount gives "" (nothing sensible to show); an unknown currency code falls back
 * to the number followed by the code, instead of throwing in the middle of rendering.
 */
export function formatMoney(amount: number, { locale, currency = DEFAULT_CURRENCY }: FormatMoneyOptions): string {
  if (!Number.isFinite(amount)) return '';
  const format = formatterFor(locale, currency);
  return format.withCode ? `${format.number.format(amount)} ${currency}` : format.number.format(amount);
}

const DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' } as const;

/**
 * Intl.NumberFormat per locale and currency, made once: constructing one costs far more than
 * formatting with it, and a view model formats every balance. Bounded, since both come from
 * service data.
 */
const formatters = new Map<string, { number: Intl.NumberFormat; withCode: boolean }>();

function formatterFor(locale: string, currency: string): { number: Intl.NumberFormat; withCode: boolean } {
  const key = `${locale}\u0000${currency}`;
  let format = formatters.get(key);
  if (format === undefined) {
    const tag = numberLocaleOf(locale);
    try {
      format = { number: new Intl.NumberFormat(tag, { ...DIGITS, style: 'currency', currency }), withCode: false };
    } catch {
      format = { number: new Intl.NumberFormat(tag, DIGITS), withCode: true };
    }
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

/**
 * The view model's Amount. `isNegative` is `amount < 0`, so -0 is not negative (it also shows
 * as "0,00"); a tiny negative like -0.001 is negative even though it shows as "0,00".
 */
export function toAmount(label: string, amount: number, currency: string = DEFAULT_CURRENCY): Amount {
  return { label, amount, currency, isNegative: amount < 0 };
}
