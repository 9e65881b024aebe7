import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import { createSchemaRegistry } from '../config/schemas.ts';

export class UsageError extends Error {}

/** Reads a persona file and checks it against schemas/persona.schema.json. */
export function readPersona(repoRoot: string, path: string): Persona {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read persona ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let persona: unknown;
  try {
    persona = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`persona ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('persona.schema.json');
  if (!validate(persona)) {
    const details = (validate.errors ?? []).slice(0, 5).map((e) => `  ${e.instancePath || '/'} ${e.message}`).join('\n');
    throw new UsageError(`persona ${path} does not match schemas/persona.schema.json:\n${details}`);
  }
  return persona as Persona;
}

/** A time `--at` accepts: a date or date-time, in the market's zone unless it has Z or an offset. */
const AT = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** Applies --locale / --page / --host / --at over the persona's context. */
export function withOverrides(persona: Persona, options: { locale?: string; page?: string; host?: string; at?: string }): Persona {
  const context = { ...persona.context };
  if (options.at !== undefined) {
    if (!AT.test(options.at.trim())) throw new UsageError(`--at "${options.at}" is not a time: write 2026-12-01T08:00 (the market's time) or 2026-12-01T07:00:00Z`);
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
