/**
 * The types of the feature flags. The flags themselves are defined once, in flagd's format, in
 * config/flags/*.yaml (docs/product-owners-flags.md): tools/flags/write-schemas.ts writes from
 * them the table below (table.generated.ts: each flag's kind from its variants, its description
 * as a doc comment), the `flags` parts of schemas/persona.schema.json and
 * schemas/facts.schema.json (a test fails while any is stale), and the types here follow the
 * table: the one rule of what a value may be (values.ts: flag facts and `?flags=`) and the
 * cleaning of the flag service's answers and payloads with it (clean.ts).
 *
 * Kinds: `boolean` (variants true/false), `enum` (text variants: one of `values`, absent =
 * `default`, the default variant's), `locales` (variants `{ locales: [...] }`: a list of
 * lower-case locale codes, absent = none). `fact: false` (metadata.readByRules: false) keeps a
 * flag out of the `flags` facts when rules read it elsewhere. To add a flag: docs/contributing.md.
 */

import { FLAGS } from './table.generated.ts';

// The generated table is a table of declarations (a wrong entry fails the type check here).
FLAGS satisfies Record<string, FlagDeclaration>;
export { FLAGS };

export type FlagDeclaration =
  | { readonly kind: 'boolean'; readonly fact?: false }
  | { readonly kind: 'locales'; readonly fact?: false }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly default: string; readonly fact?: false };

export type FlagTable = Readonly<Record<string, FlagDeclaration>>;
export type FlagName = keyof typeof FLAGS;

/** The value a declaration allows. */
export type FlagValue<D extends FlagDeclaration> = D extends { kind: 'boolean' }
  ? boolean
  : D extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : string[];

/** Flags as a persona file and the flag service give them: any subset, absent = default. */
export type FlagsOf<T extends FlagTable> = { -readonly [K in keyof T]?: FlagValue<T[K]> };

/** The names of the flags rules read as `flags.<name>`. */
export type FactFlagNameOf<T extends FlagTable> = { [K in keyof T]: T[K] extends { fact: false } ? never : K }[keyof T];

/** The `flags` facts: every fact flag, with its default when absent. */
export type FlagFactsOf<T extends FlagTable> = { [K in FactFlagNameOf<T>]: FlagValue<T[K]> };

export type FeatureFlags = FlagsOf<typeof FLAGS>;
export type FlagFacts = FlagFactsOf<typeof FLAGS>;
