/** Persona fixtures (personas/*.json, read by the one persona loader) for engine tests, and view-model walking helpers. */
import { join } from 'node:path';
import { formatPersonaProblem } from '../../src/engine/personas/parse.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { resolveData } from '../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Item, ViewModel } from '../../src/engine/types/view-model.ts';
import { findPersona, loadPersonas } from '../../src/node/personas/load.ts';
import { compiledConfig, repoRoot } from './config.ts';
import { fixtureConfig } from './fixture-config.ts';

export const personasDir = join(repoRoot, 'personas');

/** Ids of every persona, sorted; a broken persona file fails the test with its file:line:col. */
export function personaIds(): string[] {
  const { personas, problems } = loadPersonas(repoRoot);
  if (problems.length > 0) throw new Error(problems.map(formatPersonaProblem).join('\n'));
  return [...personas.keys()].sort();
}

/** A fresh persona (the file is read again), so a test may change it freely. */
export function loadPersona(id: string): Persona {
  const found = findPersona(repoRoot, id);
  if (!found.ok) throw new Error(found.message);
  return found.persona.persona;
}

/** Resolves a persona (by id, or a persona object) against the shipped config or a given one. */
export function resolvePersona(persona: string | Persona, config: CompiledConfig = compiledConfig()): ViewModel {
  return resolveData(config, typeof persona === 'string' ? loadPersona(persona) : persona);
}

/** Resolves a persona against the tests' own config (tests/fixtures/one-site), or a given one. */
export function resolveOnFixture(persona: string | Persona, config: CompiledConfig = fixtureConfig()): ViewModel {
  return resolvePersona(persona, config);
}

/** A persona with changes applied to a deep copy. */
export function variantOf(id: string, change: (p: Persona) => void): Persona {
  const persona = loadPersona(id);
  change(persona);
  return persona;
}

/** Every item of a tree, depth first. */
export function flatten(items: readonly Item[] | undefined): Item[] {
  return (items ?? []).flatMap((item) => [item, ...flatten(item.children)]);
}

/** Every item of the header (nav, actions, account menu). */
export function headerItems(vm: ViewModel): Item[] {
  return [...flatten(vm.header.nav), ...flatten(vm.header.actions), ...flatten(vm.header.account?.menu)];
}

export function findItem(items: readonly Item[] | undefined, id: string): Item | undefined {
  return flatten(items).find((item) => item.id === id);
}

export function ids(items: readonly Item[] | undefined): string[] {
  return flatten(items).map((item) => item.id);
}

/** Every (path, href) pair anywhere in a JSON value, for properties that must hold of all links. */
export function hrefsIn(value: unknown, path = ''): { path: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => hrefsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      key === 'href' && typeof v === 'string' ? [{ path: `${path}.${key}`, href: v }] : hrefsIn(v, `${path}.${key}`),
    );
  }
  return [];
}
