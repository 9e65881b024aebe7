import type { PersonPayload } from '../types/persona.ts';

/**
 * The customer's tax country (spec 3: of a person's taxDetails, "an entry with precedence 0 is
 * used"): the country code of the first entry with precedence 0, upper-case, wherever it stands
 * in the list. Entries of other precedence are further tax residences, not the one the portal
 * uses; without an entry of precedence 0 (or without a usable country code in it) there is none.
 */
export function taxCountryOf(person: PersonPayload | undefined): string | null {
  const entries = Array.isArray(person?.taxDetails) ? person.taxDetails : [];
  const primary = entries.find((entry) => entry !== null && typeof entry === 'object' && entry.precedence === 0);
  const code = typeof primary?.countryCode === 'string' ? primary.countryCode.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
