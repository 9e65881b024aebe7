import { stripAcademicTitle } from './academic-title.ts';

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function initialOf(word: string): string {
  const ch = LETTER_OR_DIGIT.exec(word)?.[0] ?? '';
  const upper = ch.toUpperCase();
  // "ß".toUpperCase() is "SS": an initial stays one character.
  return Array.from(upper).length === 1 ? upper : ch;
}

/**
 * Initials: first letters of the first and last words of a name (spec 5), upper-case.
 * A leading academic title (spec 5 list) is not part of the name: "Dr. Erika Mustermann" gives
 * "EM", not "DM". Words are separated by whitespace; a word's initial is its first letter or
 * digit, so "(Erika)" gives "E" and punctuation-only words are skipped. One word gives one
 * letter; an empty name gives "". A name that is only a title keeps the title's letter.
 * Input is NFC-normalised so a decomposed "Ö" stays one letter.
 */
export function initialsOf(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const normalized = name.normalize('NFC');
  const words = (s: string) => s.split(/\s+/).filter((w) => LETTER_OR_DIGIT.test(w));
  let parts = words(stripAcademicTitle(normalized));
  if (parts.length === 0) parts = words(normalized);
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (first === undefined || last === undefined) return '';
  return parts.length === 1 ? initialOf(first) : initialOf(first) + initialOf(last);
}
