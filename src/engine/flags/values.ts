/**
 * The one rule of what a flag's value may be (flagValueOf), and the `flags` facts it gives.
 * A value of the wrong kind counts as absent, so it reads as the flag's default. Kept apart
 * from clean.ts: this part runs on the browser's first load, the cleaning of whole answers
 * only where flags arrive from a service.
 */
import { FLAGS, type FlagDeclaration, type FlagFacts, type FlagFactsOf, type FlagTable } from './declaration.ts';

/** The value if it has the declared kind (locales lower-cased, non-text entries dropped), else undefined. */
export function flagValueOf(declaration: FlagDeclaration, value: unknown): unknown {
  if (declaration.kind === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (declaration.kind === 'enum') return declaration.values.includes(value as string) ? value : undefined;
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string').map((entry: string) => entry.toLowerCase()) : undefined;
}

/** The `flags` facts: every flag rules read, its own value when of the declared kind, else its default. */
export function flagFactsOf<T extends FlagTable>(table: T, raw: unknown): FlagFactsOf<T> {
  // Object() makes any value (null, a list, a text) something hasOwn can ask: only own keys are read.
  const given = Object(raw) as Record<string, unknown>;
  const facts: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(table)) {
    if (declaration.fact === false) continue;
    const value = Object.hasOwn(given, name) ? flagValueOf(declaration, given[name]) : undefined;
    facts[name] = value ?? (declaration.kind === 'boolean' ? false : declaration.kind === 'enum' ? declaration.default : []);
  }
  return facts as FlagFactsOf<T>;
}

/** The portal's `flags` facts (see flagFactsOf). */
export const flagFacts = (raw: unknown): FlagFacts => flagFactsOf(FLAGS, raw);
