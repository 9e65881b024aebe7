/**
 * A persona's served flags (served-flags.ts) kept for the next `portal` command, like its
 * validation (tools/config/validation-cache.ts): keyed by the command's code, the persona as
 * asked and every flag file's bytes, so a command that asks again neither parses the flag files
 * nor loads flagd's evaluator. Not kept when a flag's targeting reads `$flagd.timestamp`: its
 * answer changes with the time, not with the files.
 */
import { join, resolve } from 'node:path';
import type { Persona } from '../../src/engine/types/persona.ts';
import { flagFilesIn } from '../../src/node/flags/definitions.ts';
import { readConfigBytes } from '../../src/node/read-config-file.ts';
import { keyOf, readKept, writeKept } from '../config/validation-cache.ts';
import type { FlagDecision, ServedFlags } from './served-flags.ts';

interface Kept {
  persona: Persona;
  decisions: [string, FlagDecision][];
}

const toKept = (served: ServedFlags): Kept => ({ persona: served.persona, decisions: [...served.decisions] });
const fromKept = (kept: Kept): ServedFlags => ({ persona: kept.persona, decisions: new Map(kept.decisions) });
const isKept = (value: unknown): value is Kept => Array.isArray((value as Partial<Kept> | undefined)?.decisions);

function keyFor(asked: Persona | readonly Persona[], configDir: string): string | undefined {
  const parts: (string | Buffer)[] = [Array.isArray(asked) ? 'served-flags-of-all' : 'served-flags', resolve(configDir), JSON.stringify(asked)];
  for (const path of flagFilesIn(configDir)) {
    const read = readConfigBytes(path, { root: configDir });
    // A file the loader refuses is not kept over: its finding is the loader's to give.
    if (!read.ok || read.bytes.includes('$flagd.timestamp')) return undefined;
    parts.push(path, read.bytes);
  }
  return keyOf(parts);
}

export async function keptServedFlags(repoRoot: string, persona: Persona, configDir = join(repoRoot, 'config')): Promise<ServedFlags> {
  const key = keyFor(persona, configDir);
  const kept = key ? readKept(repoRoot, 'flags', key) : undefined;
  if (isKept(kept)) return fromKept(kept);
  const { servedFlags } = await import('./served-flags.ts');
  const served = servedFlags(repoRoot, persona, configDir);
  if (key) writeKept(repoRoot, 'flags', key, toKept(served));
  return served;
}

/**
 * Every persona's served flags at once, as `who` asks them (each persona moved as the question
 * says), kept as one entry: a `who` asked again neither parses the flag files nor builds flagd's
 * evaluators, one per persona. `serve` is made and asked only when nothing is kept.
 */
export function keptServedFlagsOfAll(
  repoRoot: string,
  personas: readonly Persona[],
  configDir: string,
  serve: () => (persona: Persona) => ServedFlags,
): ServedFlags[] {
  const key = keyFor(personas, configDir);
  const kept = key ? readKept(repoRoot, 'flags', key) : undefined;
  if (Array.isArray(kept) && kept.length === personas.length && kept.every(isKept)) return kept.map(fromKept);
  const server = serve();
  const served = personas.map((persona) => server(persona));
  if (key) writeKept(repoRoot, 'flags', key, served.map(toKept));
  return served;
}
