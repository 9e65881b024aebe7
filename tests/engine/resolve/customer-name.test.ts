/**
 * The names of the avatar menu and the customer-details block (spec 2.4, 3, 5): the person's
 * academic title from personalDetails in the full name when it is a recognised one, never twice;
 * the display name without title, and the full name instead when it is not name-like.
 */
import { describe, expect, it } from 'vitest';
import { customerNames, recognisedAcademicTitle, withAcademicTitle } from '../../../src/engine/resolve/customer-name.ts';
import type { CustomerPayload, Persona } from '../../../src/engine/types/persona.ts';
import { resolveOnFixture, variantOf } from '../../support/personas.ts';

function person(first: string, last: string, academicTitleCode: string | null, fullName?: string): CustomerPayload {
  return {
    firstName: first,
    lastName: last,
    ...(fullName === undefined ? {} : { fullName }),
    _embedded: { persons: [{ firstName: first, lastName: last, personalDetails: { academicTitleCode } }] },
  };
}

describe('recognised academic titles (spec 5)', () => {
  it.each(['Prof. Dr. med.', 'Prof. Dr. Dr.', 'Prof. Dr.', 'Prof.', 'Dr. med.', 'Dr. Dr.', 'Dr.'])('%s is one', (code) => {
    expect(recognisedAcademicTitle(code)).toBe(code);
  });

  it('reads a code in another spelling as its canonical title', () => {
    expect(recognisedAcademicTitle(' prof.dr. ')).toBe('Prof. Dr.');
  });

  it.each(['Dipl.-Ing.', 'Dr', 'Dr. Erika', 'MBA', '', '<b>Dr.</b>'])('%j is not one', (code) => {
    expect(recognisedAcademicTitle(code)).toBeNull();
  });

  it('a missing or non-string code is none', () => {
    expect(recognisedAcademicTitle(null)).toBeNull();
    expect(recognisedAcademicTitle(undefined)).toBeNull();
    expect(recognisedAcademicTitle(7)).toBeNull();
  });

  it('is put in front of a name without title, and not in front of one with a title', () => {
    expect(withAcademicTitle('Erika Mustermann', 'Dr.')).toBe('Dr. Erika Mustermann');
    expect(withAcademicTitle('Dr. Erika Mustermann', 'Dr.')).toBe('Dr. Erika Mustermann');
    expect(withAcademicTitle('dr. Erika Mustermann', 'Dr.')).toBe('dr. Erika Mustermann');
    expect(withAcademicTitle('Dr. Erika Mustermann', 'Prof. Dr.')).toBe('Dr. Erika Mustermann');
    expect(withAcademicTitle('', 'Dr.')).toBe('');
  });
});

describe('customerNames', () => {
  it('adds the personalDetails title to a full name without one', () => {
    expect(customerNames(person('Erika', 'Mustermann', 'Dr.', 'Erika Mustermann'))).toEqual({
      displayName: 'Erika Mustermann',
      fullName: 'Dr. Erika Mustermann',
    });
  });

  it('adds it to first and last name when the service sends no full name', () => {
    expect(customerNames(person('Klaus', 'Wagner', 'Prof. Dr. med.')).fullName).toBe('Prof. Dr. med. Klaus Wagner');
  });

  it('never shows the title twice when the full name carries it already', () => {
    expect(customerNames(person('Erika', 'Mustermann', 'Dr.', 'Dr. Erika Mustermann')).fullName).toBe('Dr. Erika Mustermann');
    expect(customerNames(person('Klaus', 'Wagner', 'Prof. Dr.', 'Prof. Dr. Klaus Wagner')).fullName).toBe('Prof. Dr. Klaus Wagner');
  });

  it('ignores a title code that is not a recognised title', () => {
    expect(customerNames(person('Erika', 'Mustermann', 'Dipl.-Kffr.', 'Erika Mustermann')).fullName).toBe('Erika Mustermann');
    expect(customerNames(person('Erika', 'Mustermann', null, 'Erika Mustermann')).fullName).toBe('Erika Mustermann');
  });

  it('gives a company its name, without a title from its persons', () => {
    const company = { ...person('Erika', 'Mustermann', 'Dr.', 'Nordlicht Handels GmbH'), isCompanyCustomer: true };
    expect(customerNames(company)).toEqual({ displayName: 'Nordlicht Handels GmbH', fullName: 'Nordlicht Handels GmbH' });
  });

  describe('the display name follows the name-like pattern (spec 5)', () => {
    it('a name-like first and last name is the display name', () => {
      expect(customerNames(person('Jürgen', 'Müller-Lüdenscheidt', null)).displayName).toBe('Jürgen Müller-Lüdenscheidt');
    });

    it.each([
      ['longer than 25 characters', 'Maximiliane', 'Hohenzollern-Sigmaringen'],
      ['a letter outside the pattern', 'Łukasz', 'Nowak'],
      ['markup', '<b>Erika</b>', 'Mustermann'],
    ])('one with %s falls back to the full name', (_why, first, last) => {
      const names = customerNames(person(first, last, 'Dr.'));
      expect(names.displayName).toBe(names.fullName);
      expect(names.fullName).toBe(`Dr. ${first} ${last}`);
    });
  });
});

describe('the avatar menu and the details block of personas', () => {
  const account = (persona: string | Persona) => resolveOnFixture(persona).header.account!;

  it('a persona whose full name carries the title shows it once', () => {
    expect(account('active-de')).toMatchObject({ fullName: 'Dr. Erika Mustermann', displayName: 'Erika Mustermann', initials: 'EM' });
    expect(account('pension-de').fullName).toBe('Prof. Dr. Klaus Wagner');
  });

  it('a persona whose full name lacks the title gets it from personalDetails', () => {
    const persona = variantOf('active-de', (p) => {
      p.customer!.fullName = 'Erika Mustermann';
    });
    expect(account(persona)).toMatchObject({ fullName: 'Dr. Erika Mustermann', displayName: 'Erika Mustermann', initials: 'EM' });
  });

  it('the customer-details block shows the same full name', () => {
    const persona = variantOf('active-de', (p) => {
      p.customer!.fullName = 'Erika Mustermann';
      p.context = { ...p.context, locale: 'de-de', page: '/de-de/my-details/' };
    });
    const details = resolveOnFixture(persona).page?.blocks.find((b) => b.type === 'customer-details') as
      | { rows?: { key: string; value: string }[] }
      | undefined;
    expect(details?.rows?.find((row) => row.key === 'name')?.value).toBe('Dr. Erika Mustermann');
  });
});
