import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../src/engine/format/initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Erika Mustermann')).toBe('EM');
    expect(initialsOf('Erika Maria Mustermann')).toBe('EM');
  });

  it('upper-cases the initials', () => {
    expect(initialsOf('erika mustermann')).toBe('EM');
  });

  it('leaves a leading academic title out', () => {
    expect(initialsOf('Dr. Erika Mustermann')).toBe('EM');
    expect(initialsOf('Prof. Dr. med. Erika Mustermann')).toBe('EM');
  });

  it('gives one letter for a single word', () => {
    expect(initialsOf('Erika')).toBe('E');
    expect(initialsOf('Dr. Mustermann')).toBe('M');
  });

  it('gives an empty string for an empty or missing name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf(undefined)).toBe('');
    expect(initialsOf(null)).toBe('');
  });

  it('handles letters outside ASCII', () => {
    expect(initialsOf('özlem łukasiewicz')).toBe('ÖŁ');
    expect(initialsOf('Ærø Åsa')).toBe('ÆÅ');
  });

  it('keeps a decomposed umlaut as one letter', () => {
    expect(initialsOf('O\u0308zlem Yilmaz')).toBe('ÖY');
  });

  it('ignores extra whitespace and punctuation around words', () => {
    expect(initialsOf('  Erika \t Mustermann  ')).toBe('EM');
    expect(initialsOf('Erika - Mustermann')).toBe('EM');
    expect(initialsOf('(Erika) Mustermann')).toBe('EM');
  });

  it('uses the first part of hyphenated names', () => {
    expect(initialsOf('Anna-Lena Müller-Lüdenscheidt')).toBe('AM');
  });

  it('keeps a sharp s as one character', () => {
    expect(initialsOf('ßa')).toBe('ß');
  });

  it('falls back to the title when the name is only a title', () => {
    expect(initialsOf('Dr.')).toBe('D');
  });
});
