/**
 * The what-if options `resolve`, `explain`, `who` and `diff` share: `--flags name,-name` (the
 * running portal's `?flags=` syntax, src/engine/flags/override.ts), `--given <fact path>=<value>`
 * (repeatable: a fact of schemas/facts.schema.json set on top of the derived ones,
 * src/engine/facts/given.ts) and `--at <time>` (persona.ts). Parsed and checked once here; a
 * flag or fact that does not exist, or a value it cannot take, is a usage error (exit 2) naming
 * the nearest name or the values accepted.
 */
import type { FlagTable } from '../../src/engine/flags/declaration.ts';
import { definedFlags } from '../flags/served-flags.ts';
import { parseFlagOverride } from '../../src/engine/flags/override.ts';
import type { GivenFacts } from '../../src/engine/facts/given.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { factVocabulary, typeWords, type FactVocabulary } from './fact-vocabulary.ts';
import { requireKnown } from './known-ids.ts';
import { UsageError, withOverrides } from './persona.ts';

export const WHAT_IF_OPTIONS = {
  flags: { type: 'string', multiple: true },
  given: { type: 'string', multiple: true },
  at: { type: 'string' },
} as const;

export interface WhatIf {
  /** Flag name -> value, over the flags the persona is served (as `?flags=` over the flag service's answer). */
  flags: Readonly<Record<string, unknown>>;
  given: GivenFacts;
  at?: string;
}

export const NO_WHAT_IF: WhatIf = { flags: {}, given: {} };

function parseFlags(lists: readonly string[], table: FlagTable): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (const entry of lists
    .flatMap((list) => list.split(','))
    .map((e) => e.trim())
    .filter(Boolean)) {
    const override = parseFlagOverride(entry, table);
    if (override.ok) {
      flags[override.name] = override.value;
      continue;
    }
    requireKnown(override.name, 'flag', 'no flag of config/flags/', new Set(Object.keys(table)));
    const declaration = table[override.name]!;
    const accepted =
      declaration.kind === 'boolean'
        ? `${override.name} (on) or -${override.name} (off)`
        : declaration.kind === 'enum'
          ? declaration.values.map((v) => `${override.name}:${v}`).join(' or ')
          : `${override.name}:pl-pl+fi-fi (locales apart by +; ${override.name}: for none)`;
    throw new UsageError(`--flags ${entry}: flag ${override.name} takes ${accepted}`);
  }
  return flags;
}

/** A value as written after `=`: JSON when it fits the fact (true, 3, null, "a text", [1,2]), else the text, else a list a,b. */
export function parseGivenValue(path: string, text: string, vocabulary: FactVocabulary): { ok: true; value: unknown } | { ok: false } {
  const fits = (value: unknown) => vocabulary.fits(path, value);
  try {
    const json: unknown = JSON.parse(text);
    if (fits(json)) return { ok: true, value: json };
  } catch {
    // not JSON: a text, or a list written a,b
  }
  if (fits(text)) return { ok: true, value: text };
  const schema = vocabulary.leaves.get(path);
  const types = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  if (types.includes('array')) {
    const items =
      text.trim() === ''
        ? []
        : text.split(',').map((part) => {
            const item = part.trim();
            try {
              const json: unknown = JSON.parse(item);
              return typeof json === 'string' || fits([json]) ? json : item;
            } catch {
              return item;
            }
          });
    if (fits(items)) return { ok: true, value: items };
  }
  return { ok: false };
}

function parseGiven(entries: readonly string[], repoRoot: string): GivenFacts {
  const given: Record<string, unknown> = {};
  if (entries.length === 0) return given;
  const vocabulary = factVocabulary(repoRoot);
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    if (equals <= 0) throw new UsageError(`--given "${entry}": write <fact path>=<value>, e.g. --given customer.distributorId=PARTNER_B`);
    const path = entry.slice(0, equals).trim();
    const text = entry.slice(equals + 1);
    if (!vocabulary.leaves.has(path)) {
      const below = [...vocabulary.leaves.keys()].filter((leaf) => leaf.startsWith(`${path}.`));
      if (below.length > 0)
        throw new UsageError(`--given ${path}: a group of facts, not one; give one of ${below.slice(0, 6).join(', ')}${below.length > 6 ? ', …' : ''}`);
      requireKnown(path, 'fact', 'no fact of schemas/facts.schema.json', new Set(vocabulary.leaves.keys()));
    }
    const parsed = parseGivenValue(path, text, vocabulary);
    if (!parsed.ok) throw new UsageError(`--given ${entry}: ${path} takes ${typeWords(vocabulary.leaves.get(path)!)}, not ${JSON.stringify(text)}`);
    given[path] = parsed.value;
  }
  return given;
}

/** Reads and checks the three options; `at` is checked here too, so a bad time stops the command before any work. */
export function parseWhatIf(values: { flags?: string[]; given?: string[]; at?: string }, repoRoot: string): WhatIf {
  if (values.at !== undefined) withOverrides({ context: { locale: 'en-gb' } } as Persona, { at: values.at });
  return {
    // The flag table only when flags are given: reading it parses every flag file.
    flags: values.flags?.length ? parseFlags(values.flags, definedFlags(repoRoot)) : {},
    given: parseGiven(values.given ?? [], repoRoot),
    ...(values.at !== undefined ? { at: values.at } : {}),
  };
}

export function hasWhatIf(whatIf: WhatIf): boolean {
  return Object.keys(whatIf.flags).length > 0 || Object.keys(whatIf.given).length > 0 || whatIf.at !== undefined;
}

/**
 * The persona with the flags and facts of the question: the flags over those it was served (run
 * it after the flag service), the given facts on top of any it already had.
 */
export function withWhatIf<P extends Persona>(persona: P, whatIf: WhatIf): P {
  const flags = Object.keys(whatIf.flags).length > 0 ? { flags: { ...persona.flags, ...whatIf.flags } } : {};
  const previous = (persona as { givenFacts?: GivenFacts }).givenFacts;
  const given = Object.keys(whatIf.given).length > 0 ? { givenFacts: { ...previous, ...whatIf.given } } : {};
  return { ...persona, ...flags, ...given };
}

/** A value as `--given` takes it back: texts bare unless they would read as something else. */
export function givenValueText(value: unknown): string {
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
      return JSON.stringify(value);
    } catch {
      return value.includes(',') || value.trim() !== value || value === '' ? JSON.stringify(value) : value;
    }
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(',');
  return JSON.stringify(value);
}

/** `customer.distributorId=PARTNER_B, flags.paymentMethods=true`, in path order. */
export function givenText(given: GivenFacts): string {
  return Object.keys(given)
    .sort()
    .map((path) => `${path}=${givenValueText(given[path])}`)
    .join(', ');
}

/** The question in words, for stderr: `what if: flags paymentMethods=true; given customer.distributorId=PARTNER_B; at 2026-12-01T08:00`. */
export function whatIfWords(whatIf: WhatIf): string {
  const parts: string[] = [];
  const flags = Object.entries(whatIf.flags);
  if (flags.length) parts.push(`flags ${flags.map(([name, value]) => `${name}=${givenValueText(value)}`).join(', ')}`);
  if (Object.keys(whatIf.given).length) parts.push(`given ${givenText(whatIf.given)}`);
  if (whatIf.at !== undefined) parts.push(`at ${whatIf.at}`);
  return `what if: ${parts.join('; ')}`;
}
