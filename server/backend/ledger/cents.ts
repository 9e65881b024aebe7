/**
 * Money at the local bank is counted in whole cents (integers), as the database keeps it: a
 * float of euros is never added to another. An amount a customer sends is taken only when it is
 * a whole number of cents: 1000.000000001 is refused, not rounded to 1000.00.
 */

/** Beyond this many cents an amount is not a number any account could hold (and not a safe integer). */
const MAX_CENTS = 1e15;

/**
 * The cents of an amount sent as a JSON number, or null when it is not a finite number with at
 * most two decimals. Read from the number's shortest decimal form (what JSON.stringify writes,
 * `String(0.07)` is "0.07"), so 0.07 is 7 cents although 0.07 * 100 is 7.000000000000001 in
 * floating point. Negative amounts pass: whether an amount is big enough is a limit's question.
 */
export function centsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return null;
  return sign === '-' ? -cents : cents;
}

/** Cents as the services answer amounts: a JSON number of euros with at most two decimals. */
export const eurosOf = (cents: number): number => cents / 100;

/** A configured amount in euros (an offer's minimum, our minimum left balance) in cents. */
export const centsOfEuros = (euros: number): number => Math.round(euros * 100);
