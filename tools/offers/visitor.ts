/**
 * What the campaign tools (validate's offer-list warnings, the build's offer blocks, `portal
 * schedule`) decide an offer list for: a visitor, signed out and without flags, on a page of a
 * locale, at an instant or (without one) whatever `now` the caller puts in later. And how they
 * read an offer's field and a rule's `var`.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';

/** A visitor's facts on `page` of `locale`, at `at` (epoch ms) when given. */
export function visitorFacts(config: CompiledConfig, locale: string, page: string, at?: number): Facts {
  return deriveFacts({ context: { locale, page, ...(at === undefined ? {} : { now: new Date(at).toISOString() }) }, flags: {} }, config);
}

/** The value at a dotted path of an offer (`bank.country`), or undefined. */
export function offerField(offer: ProductOffer, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), offer);
}

/** The fact a rule's argument reads, `{ var: name }` or `{ var: [name, default] }`; null when it is no `var`. */
export function varName(arg: unknown): string | null {
  if (!arg || typeof arg !== 'object' || Array.isArray(arg)) return null;
  const name = (arg as { var?: unknown }).var;
  const path = Array.isArray(name) ? name[0] : name;
  return typeof path === 'string' ? path : null;
}
