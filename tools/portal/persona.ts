import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import { findPersona } from '../../src/node/personas/load.ts';
import { readConfigBytes } from '../../src/node/read-config-file.ts';
import { keyOf, readKept, writeKept } from '../config/validation-cache.ts';
import { instantOf } from '../../src/engine/facts/now.ts';
import { UsageError } from './usage-error.ts';

export { UsageError };

/**
 * The persona `--persona` names: its id (`active-de`) or its file, relative to the working
 * directory (src/node/personas/load.ts). A broken file is a usage error naming its `file:line:col`.
 */
export function readPersona(repoRoot: string, ref: string): Persona {
  // A persona file read and checked by an earlier command is kept (tools/config/validation-cache.ts):
  // checking it compiles the persona schema, a third of a one-persona question.
  const file = [resolve(ref), join(repoRoot, 'personas', `${ref}.json`)].find((path) => path.endsWith('.json') && existsSync(path));
  // Through the safe reader: a link to /dev/zero or a FIFO is not kept (findPersona then says why), never read without end.
  const bytes = file ? readConfigBytes(file) : undefined;
  const key = file && bytes?.ok ? keyOf([ref, file, bytes.bytes, readFileSync(join(repoRoot, 'schemas', 'persona.schema.json'))]) : undefined;
  const kept = key ? (readKept(repoRoot, 'persona', key) as Persona | undefined) : undefined;
  if (kept) return kept;
  const found = findPersona(repoRoot, ref);
  if (!found.ok) throw new UsageError(found.message);
  // Kept only when the file keyed is the persona's own (a file named otherwise was looked up among all).
  if (key && file && resolve(repoRoot, found.persona.file) === resolve(file)) writeKept(repoRoot, 'persona', key, found.persona.persona);
  return found.persona.persona;
}

/** A time `--at` accepts: a date or date-time, in the market's zone unless it has Z or an offset. */
const AT = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** Applies --locale / --page / --host / --at over the persona's context. */
export function withOverrides(persona: Persona, options: { locale?: string; page?: string; host?: string; at?: string }): Persona {
  const context = { ...persona.context };
  if (options.at !== undefined) {
    // The form, then the calendar: 2026-02-30 has the form of a date and names none (the engine would take the real time).
    if (!AT.test(options.at.trim()) || instantOf(options.at, 'UTC') === null)
      throw new UsageError(`--at "${options.at}" is not a time: write 2026-12-01T08:00 (the market's time) or 2026-12-01T07:00:00Z`);
    context.now = options.at.trim();
  }
  if (options.locale) {
    const previous = context.locale;
    context.locale = options.locale.toLowerCase();
    // Keep the same page in the other locale unless a page is given.
    if (!options.page && context.page?.toLowerCase().startsWith(`/${previous}/`)) {
      context.page = `/${context.locale}${context.page.slice(previous.length + 1)}`;
    } else if (!options.page && !context.page) {
      context.page = `/${context.locale}/`;
    }
  }
  if (options.page) {
    const [path, query] = options.page.split('?');
    context.page = path;
    if (query) context.query = { ...context.query, ...Object.fromEntries(new URLSearchParams(query)) };
  }
  if (options.host) context.host = options.host;
  return { ...persona, context };
}
