/**
 * The cleaning of a whole set of feature flags, whatever brought it (the flag service's JSON, a
 * payload, a persona file): a declared flag with a value of its kind (values.ts) is kept,
 * anything else is left out, so it reads as the flag's default. `problem` hears of each flag
 * left out (words for it: messages.ts); callers that clean what was cleaned before pass none.
 */
import { FLAGS, type FeatureFlags, type FlagDeclaration, type FlagTable, type FlagsOf } from './declaration.ts';
import { flagValueOf } from './values.ts';

/** Told of each flag left out: its name ('' for a set that is no object), the value, and its declaration (undefined: no such flag). */
export type FlagProblem = (name: string, value: unknown, declaration: FlagDeclaration | undefined) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function cleanFlagsOf<T extends FlagTable>(table: T, raw: unknown, problem?: FlagProblem): FlagsOf<T> {
  const flags: Record<string, unknown> = {};
  if (!isRecord(raw)) {
    // No flags at all (null, undefined) is no problem; a list or a text is.
    if (raw != null) problem?.('', raw, undefined);
    return flags as FlagsOf<T>;
  }
  for (const [name, value] of Object.entries(raw)) {
    const declaration = Object.hasOwn(table, name) ? table[name] : undefined;
    const clean = declaration && flagValueOf(declaration, value);
    if (clean === undefined || (Array.isArray(clean) && clean.length !== (value as unknown[]).length)) problem?.(name, value, declaration);
    if (clean !== undefined) flags[name] = clean;
  }
  return flags as FlagsOf<T>;
}

/** The portal's flags, cleaned (see cleanFlagsOf). */
export const cleanFlags = (raw: unknown, problem?: FlagProblem): FeatureFlags => cleanFlagsOf(FLAGS, raw, problem);
