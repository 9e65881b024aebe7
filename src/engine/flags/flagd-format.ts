/**
 * Flag definitions in flagd's own format (config/flags/*.yaml, https://flagd.dev/reference/flag-definitions/)
 * and what the portal reads from them: each flag's kind (from its variants) and the one
 * conversion between a flagd value and the portal's value. flagd allows no list as a variant
 * value, so a list-of-locales flag has object variants `{ locales: [...] }`; everything else
 * is the value itself. Pure: no file, no evaluator (that is @openfeature/flagd-core's job,
 * in src/node/flags/).
 */
import type { FlagDeclaration } from './declaration.ts';

export interface FlagdFlag {
  state: 'ENABLED' | 'DISABLED';
  variants: Record<string, unknown>;
  defaultVariant?: string | null;
  targeting?: unknown;
  metadata?: Record<string, string | number | boolean>;
}

export interface FlagdFlagSet {
  $schema?: string;
  flags: Record<string, FlagdFlag>;
  $evaluators?: Record<string, unknown>;
  metadata?: Record<string, string | number | boolean>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `{ locales: [...] }` variant: the form a list of locales takes in flagd. */
export const isLocalesVariant = (value: unknown): value is { locales: string[] } =>
  isRecord(value) && Object.keys(value).length === 1 && Array.isArray(value.locales) && value.locales.every((entry) => typeof entry === 'string');

/**
 * The kind of a flag from its variants: all true/false is `boolean`, all text an `enum` of
 * those texts (its default the default variant's), all `{ locales }` objects `locales`.
 * Anything else is a text that says why (validate reports it at the variants' line).
 */
export function declarationOf(flag: FlagdFlag): FlagDeclaration | string {
  const values = Object.values(flag.variants ?? {});
  if (values.length === 0) return 'has no variants';
  const fact = flag.metadata?.readByRules === false ? ({ fact: false } as const) : {};
  if (values.every((value) => typeof value === 'boolean')) return { kind: 'boolean', ...fact };
  if (values.every((value) => typeof value === 'string')) {
    const chosen = flag.defaultVariant != null ? flag.variants[flag.defaultVariant] : undefined;
    const unique = [...new Set(values as string[])];
    return { kind: 'enum', values: unique, default: typeof chosen === 'string' ? chosen : (unique[0] as string), ...fact };
  }
  if (values.every(isLocalesVariant)) return { kind: 'locales', ...fact };
  const kinds = [
    ...new Set(values.map((value) => (isLocalesVariant(value) ? '{ locales }' : Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value))),
  ];
  return `mixes variant types (${kinds.join(', ')}): all variants must be true/false, all texts, or all { locales: [...] }`;
}

/** The portal's value of a flagd value (a `{ locales }` object becomes its list); undefined when it has no meaning for the kind. */
export function fromFlagdValue(declaration: FlagDeclaration, value: unknown): unknown {
  if (declaration.kind === 'locales') return isLocalesVariant(value) ? value.locales : undefined;
  return value;
}

/** The flagd value of a portal value (a list of locales becomes `{ locales }`). */
export function toFlagdValue(declaration: FlagDeclaration, value: unknown): unknown {
  return declaration.kind === 'locales' ? { locales: value } : value;
}
