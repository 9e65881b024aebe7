/**
 * One entry of a flag override list, the syntax of the running portal's `?flags=` and of
 * `portal … --flags`: `name` turns a flag on, `-name` off; a flag that is not on/off takes its
 * value after a colon: `designVersion:v1`, `newMarketLocales:pl-pl+fi-fi` (locales apart by `+`
 * or a space; `newMarketLocales:` for none). Checked against the flags' declaration with the
 * one rule of what a value may be (values.ts), so the browser and the command line agree.
 */
import { FLAGS, type FlagName, type FlagTable } from './declaration.ts';
import { flagValueOf } from './values.ts';

export type FlagOverride = { ok: true; name: FlagName; value: unknown } | { ok: false; name: string; known: boolean };

/** `table`: the flags that may be named (the config's, so a flag from the YAML alone; default the code's). */
export function parseFlagOverride(entry: string, table: FlagTable = FLAGS): FlagOverride {
  const colon = entry.indexOf(':');
  const name = colon > 0 ? entry.slice(0, colon) : entry.replace(/^-/, '');
  const declaration = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!declaration) return { ok: false, name, known: false };
  const text = entry.slice(colon + 1);
  // URLSearchParams reads a + as a space: either separates the locales.
  const given = colon < 0 ? !entry.startsWith('-') : declaration.kind === 'locales' ? text.split(/[\s+]+/).filter(Boolean) : text;
  const value = flagValueOf(declaration, given);
  return value === undefined ? { ok: false, name, known: true } : { ok: true, name: name as FlagName, value };
}
