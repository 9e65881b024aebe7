import type { Persona } from '../../src/engine/types/persona.ts';
import { withOverrides } from '../portal/persona.ts';
import type { Given } from './types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; lists, values and null replace (a test names what it changes). */
export function deepMerge(base: unknown, change: unknown): unknown {
  if (!isObject(base) || !isObject(change)) return structuredClone(change);
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(change)) out[key] = deepMerge(base[key], value);
  return out;
}

/** The locales one test runs in: its own list, or just the persona's (or the given) locale. */
export function runLocales(given: Given | undefined, persona: Persona): string[] {
  const locale = given?.locale;
  if (Array.isArray(locale)) return locale;
  return [locale ?? persona.context.locale.toLowerCase()];
}

/** The pages one test visits: its list, or its one page, or the persona's own (undefined). */
export function runPages(given: Given | undefined): (string | undefined)[] {
  const page = given?.page;
  return Array.isArray(page) ? page : [page];
}

/**
 * A path that starts with a locale segment is taken as it is; any other is put under the
 * run's locale, so one test can say `page: /login/` and run in several locales.
 */
export function pageFor(page: string, locale: string, knownLocales: ReadonlySet<string>): string {
  const first = page.split(/[/?]/)[1]?.toLowerCase() ?? '';
  return knownLocales.has(first) ? page : `/${locale}${page}`;
}

/** The persona a test run resolves: the file's persona with the test's `given` applied. */
export function personaFor(base: Persona, given: Given | undefined, locale: string, page: string | undefined, knownLocales: ReadonlySet<string>): Persona {
  let persona = structuredClone(base);
  if (!given) return withOverrides(persona, { locale, ...(page ? { page: pageFor(page, locale, knownLocales) } : {}) });
  if (given.customer === null) delete persona.customer;
  else if (given.customer) persona.customer = deepMerge(persona.customer ?? {}, given.customer) as Persona['customer'];
  for (const [key, value] of Object.entries(given.payloads ?? {})) (persona as unknown as Record<string, unknown>)[key] = structuredClone(value);
  if (given.flags) persona.flags = { ...persona.flags, ...given.flags };
  if (given.context) persona.context = deepMerge(persona.context, given.context) as Persona['context'];
  if (given.design) persona.context = { ...persona.context, designVersion: given.design };
  if (given.now) persona.context = { ...persona.context, now: given.now };
  persona = withOverrides(persona, {
    locale,
    ...(page ? { page: pageFor(page, locale, knownLocales) } : {}),
    ...(given.host ? { host: given.host } : {}),
  });
  return persona;
}
