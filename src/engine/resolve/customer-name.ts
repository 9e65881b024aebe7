/**
 * The customer's names as the header's avatar menu and the customer-details block show them
 * (spec 2.4 header customer block: displayName, fullName; spec 3: persons[].personalDetails
 * .academicTitleCode; spec 5: academic titles, the name-like pattern).
 *
 * - fullName: the customer service's fullName, else first and last name. A person's recognised
 *   academic title (spec 5 list; any other code is ignored) is put in front, in its canonical
 *   spelling, unless the name already starts with a recognised title: never "Dr. Dr. Erika …"
 *   from a title that is both in fullName and in personalDetails. A company's name gets none.
 * - displayName: how the menu addresses the customer: a person by first and last name without
 *   title, a company by its name. This is where the name-like pattern of spec 5 is used (our
 *   choice; the spec does not say where): a display name that is not name-like (longer than 25
 *   characters, or characters outside letters, digits, umlauts, space, dot, underscore, hyphen)
 *   is not shown as given but falls back to the full name, so the menu shows that name once
 *   instead of a short form that may be cut or garbled. Initials come from the full name.
 */
import { academicTitleOf, stripAcademicTitle, type AcademicTitle } from '../format/academic-title.ts';
import { isNameLike } from '../format/name-pattern.ts';
import type { CustomerPayload } from '../types/persona.ts';

export interface CustomerNames {
  displayName: string;
  fullName: string;
}

function joinName(...parts: unknown[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim())
    .join(' ');
}

/** The title an academicTitleCode names when the whole code is one of spec 5's titles, else null. */
export function recognisedAcademicTitle(code: unknown): AcademicTitle | null {
  if (typeof code !== 'string') return null;
  const title = academicTitleOf(code);
  return title !== null && stripAcademicTitle(code) === '' ? title : null;
}

/** The name with the title in front, unless it has no title to add or the name carries one already. */
export function withAcademicTitle(name: string, title: AcademicTitle | null): string {
  if (title === null || name === '' || academicTitleOf(name) !== null) return name;
  return `${title} ${name}`;
}

export function customerNames(customer: CustomerPayload): CustomerNames {
  const person = customer._embedded?.persons?.[0];
  const plainName = joinName(customer.firstName ?? person?.firstName, customer.lastName ?? person?.lastName);
  const givenFullName = (typeof customer.fullName === 'string' ? customer.fullName.trim() : '') || plainName;
  if (customer.isCompanyCustomer === true) return { displayName: givenFullName, fullName: givenFullName };
  const fullName = withAcademicTitle(givenFullName, recognisedAcademicTitle(person?.personalDetails?.academicTitleCode));
  const shortName = plainName || fullName;
  return { displayName: isNameLike(shortName) ? shortName : fullName, fullName };
}
