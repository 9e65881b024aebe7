import { describe, expect, it } from 'vitest';
import { academicTitleOf, stripAcademicTitle } from '../../../src/engine/format/academic-title.ts';

describe('academicTitleOf', () => {
  it.each([
    ['Prof. Dr. med. Erika Mustermann', 'Prof. Dr. med.'],
    ['Prof. Dr. Dr. Erika Mustermann', 'Prof. Dr. Dr.'],
    ['Prof. Dr. Erika Mustermann', 'Prof. Dr.'],
    ['Prof. Erika Mustermann', 'Prof.'],
    ['Dr. med. Erika Mustermann', 'Dr. med.'],
    ['Dr. Dr. Erika Mustermann', 'Dr. Dr.'],
    ['Dr. Erika Mustermann', 'Dr.'],
  ])('finds the longest title in %j', (name, title) => {
    expect(academicTitleOf(name)).toBe(title);
  });

  it('recognises titles regardless of case and spacing', () => {
    expect(academicTitleOf('  prof.dr.  MED. Erika')).toBe('Prof. Dr. med.');
  });

  it('recognises a name that is only a title', () => {
    expect(academicTitleOf('Dr.')).toBe('Dr.');
  });

  it('does not read the start of a word as a title', () => {
    expect(academicTitleOf('Drake Mustermann')).toBeNull();
    expect(academicTitleOf('Dr.Erika')).toBeNull();
    expect(academicTitleOf('Professor Erika')).toBeNull();
  });

  it('ignores titles that are not on the list or not at the start', () => {
    expect(academicTitleOf('Dipl.-Ing. Erika Mustermann')).toBeNull();
    expect(academicTitleOf('Erika Mustermann Dr.')).toBeNull();
    expect(academicTitleOf('')).toBeNull();
  });
});

describe('stripAcademicTitle', () => {
  it('removes the whole longest title', () => {
    expect(stripAcademicTitle('Prof. Dr. med. Erika Mustermann')).toBe('Erika Mustermann');
    expect(stripAcademicTitle('Dr. Dr. Max Muster')).toBe('Max Muster');
  });

  it('keeps words after a listed title that are not part of it', () => {
    expect(stripAcademicTitle('Dr. med. dent. Max Muster')).toBe('dent. Max Muster');
  });

  it('only trims a name without title', () => {
    expect(stripAcademicTitle('  Erika Mustermann ')).toBe('Erika Mustermann');
  });
});
