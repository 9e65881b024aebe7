import { describe, expect, it } from 'vitest';
import { NAME_LIKE_PATTERN, isNameLike } from '../../../src/engine/format/name-pattern.ts';

describe('isNameLike', () => {
  it.each(['Erika', 'Müller-Lüdenscheidt', 'ÖZLEM', 'straße', 'J. R. R. Tolkien', 'user_01', 'a', 'A'.repeat(25)])('accepts %j', (s) => {
    expect(isNameLike(s)).toBe(true);
  });

  it.each(['', 'A'.repeat(26), 'Erika!', 'a@b.de', "O'Brien", 'Łukasz', 'José', 'tab\tname', '<script>', 'line\nbreak'])('rejects %j', (s) => {
    expect(isNameLike(s)).toBe(false);
  });

  it('counts a decomposed umlaut as one character', () => {
    expect(isNameLike('Mu\u0308ller')).toBe(true);
  });

  it('rejects missing input', () => {
    expect(isNameLike(undefined)).toBe(false);
    expect(isNameLike(null)).toBe(false);
  });

  it('exports a stateless pattern that gives the same answer twice', () => {
    expect(NAME_LIKE_PATTERN.flags).not.toContain('g');
    expect(NAME_LIKE_PATTERN.test('Erika')).toBe(true);
    expect(NAME_LIKE_PATTERN.test('Erika')).toBe(true);
    expect(NAME_LIKE_PATTERN.flags).toContain('i');
  });
});
