/**
 * IBAN checks and forms (spec 5): shown in groups of four when valid, copied electronically.
 */

/** IBAN length per country (ISO 13616 registry): the project countries and the rest of SEPA. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  // project countries
  DE: 22,
  AT: 20,
  GB: 22,
  IE: 22,
  FR: 27,
  ES: 24,
  NL: 18,
  IT: 27,
  PL: 28,
  FI: 18,
  CH: 21,
  // further SEPA countries
  AD: 24,
  BE: 16,
  BG: 22,
  CY: 28,
  CZ: 24,
  DK: 18,
  EE: 20,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IS: 26,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NO: 15,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The electronic form: no whitespace (including no-break spaces), upper-case. */
export function electronicIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, computed in chunks to stay within safe integers. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/**
 * True for a valid IBAN in either form (spaces and lower case tolerated): known country with
 * its exact length, check digits 02..98, and the mod-97 check. Countries outside `IBAN_LENGTHS`
 * are rejected: the portal only serves SEPA accounts, and an unknown length cannot be checked.
 */
export function isValidIban(iban: string | null | undefined): boolean {
  if (typeof iban !== 'string') return false;
  const s = electronicIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const expected = IBAN_LENGTHS[s.slice(0, 2)];
  if (expected === undefined || s.length !== expected) return false;
  const check = Number(s.slice(2, 4));
  if (check < 2 || check > 98) return false;
  return mod97(s) === 1;
}

/** A valid IBAN in groups of four separated by spaces; anything else unchanged (spec 5). */
export function formatIbanForDisplay(iban: string): string {
  if (!isValidIban(iban)) return iban;
  return electronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
