/**
 * The one cleaning of feature flags, whatever brought them (the flag service's JSON, a persona
 * file, `?flags=`): a known flag with a value of its declared kind is kept, anything else is
 * left out, so it reads as the flag's default. `warn` names what was left out and why; callers
 * that clean what was cleaned before pass none.
 */
import { FLAGS, type FeatureFlags, type FlagDeclaration, type FlagFacts, type FlagFactsOf, type FlagName, type FlagNameOfKind, type FlagTable, type FlagsOf } from './declaration.ts';

export type Warn = (message: string) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value if it has the declared kind (locales lower-cased, non-text entries dropped), else undefined. */
function valueOf(declaration: FlagDeclaration, value: unknown): unknown {
  if (declaration.kind === 'boolean') return typeof value === 'boolean' ? value : undefined;
  if (declaration.kind === 'enum') return declaration.values.includes(value as string) ? value : undefined;
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string').map((entry: string) => entry.toLowerCase()) : undefined;
}

function expected(declaration: FlagDeclaration): string {
  if (declaration.kind === 'boolean') return 'true or false (left out: off)';
  if (declaration.kind === 'enum') return `one of ${declaration.values.join(', ')} (left out: ${declaration.default})`;
  return 'a list of locale codes';
}

export function cleanFlagsOf<T extends FlagTable>(table: T, raw: unknown, warn?: Warn): FlagsOf<T> {
  const flags: Record<string, unknown> = {};
  if (!isRecord(raw)) {
    if (raw != null) warn?.(`Feature flags must be an object of name: value, got ${JSON.stringify(raw)}; none used`);
    return flags as FlagsOf<T>;
  }
  for (const [name, value] of Object.entries(raw)) {
    const declaration = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!declaration) {
      warn?.(`Unknown feature flag "${name}" left out; known: ${Object.keys(table).join(', ')}`);
      continue;
    }
    const clean = valueOf(declaration, value);
    if (clean === undefined || (Array.isArray(clean) && clean.length !== (value as unknown[]).length)) {
      warn?.(`Feature flag "${name}" is ${JSON.stringify(value)}, expected ${expected(declaration)}`);
    }
    if (clean !== undefined) flags[name] = clean;
  }
  return flags as FlagsOf<T>;
}

/** The `flags` facts: every flag rules read, cleaned, with its default where absent. */
export function flagFactsOf<T extends FlagTable>(table: T, raw: unknown): FlagFactsOf<T> {
  const flags = cleanFlagsOf(table, raw) as Record<string, unknown>;
  const facts: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(table)) {
    if (declaration.fact === false) continue;
    const fallback = declaration.kind === 'boolean' ? false : declaration.kind === 'enum' ? declaration.default : [];
    facts[name] = flags[name] ?? fallback;
  }
  return facts as FlagFactsOf<T>;
}

/** The portal's flags, cleaned (see cleanFlagsOf). */
export const cleanFlags = (raw: unknown, warn?: Warn): FeatureFlags => cleanFlagsOf(FLAGS, raw, warn);

/** The portal's `flags` facts (see flagFactsOf). */
export const flagFacts = (raw: unknown): FlagFacts => flagFactsOf(FLAGS, raw);

/** Names of the declared flags of one kind, in declaration order (`?flags=name` takes the booleans). */
export function flagNamesOf<K extends FlagDeclaration['kind']>(kind: K): FlagNameOfKind<K>[] {
  return (Object.keys(FLAGS) as FlagName[]).filter((name): name is FlagNameOfKind<K> => FLAGS[name].kind === kind);
}
