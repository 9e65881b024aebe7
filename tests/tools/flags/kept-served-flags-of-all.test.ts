/**
 * `who` asks every persona's served flags at once; they are kept as one entry, so a `who` asked
 * again does not build flagd's evaluators. What is kept must be what the flag service serves,
 * and a change of a flag file or of a persona must be served anew, never answered from the keep.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_VERSION_VARIABLE } from '../../../tools/config/validation-cache.ts';
import { keptServedFlagsOfAll } from '../../../tools/flags/kept-served-flags.ts';
import { flagServer, type ServedFlags } from '../../../tools/flags/served-flags.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { fixtureRepo } from '../../support/fixture-config.ts';
import { loadPersona, variantOf } from '../../support/personas.ts';

const repo = fixtureRepo();
const configDir = join(repo, 'config');
const flagFile = join(configDir, 'flags', 'portal.yaml');
const original = readFileSync(flagFile, 'utf8');
const personas: Persona[] = [
  loadPersona('active-de'),
  variantOf('active-de', (p) => {
    p.flags = { ...(p.flags ?? {}), pensionLogout: true };
  }),
];

/** The flag service's answer, and how often it was asked for a server. */
function counted() {
  const made = { count: 0 };
  const serve = () => {
    made.count += 1;
    return flagServer(repo, configDir, { reread: true });
  };
  return { made, serve };
}

const valuesOf = (served: ServedFlags[]) => served.map((one) => ({ flags: one.persona.flags, decisions: [...one.decisions] }));

let version: string | undefined;
beforeEach(() => {
  version = process.env[CODE_VERSION_VARIABLE];
  // Keeping is on when the portal command's code has a version (tools/portal/run.mjs sets it).
  process.env[CODE_VERSION_VARIABLE] = `test-${process.pid}`;
});
afterEach(() => {
  if (version === undefined) delete process.env[CODE_VERSION_VARIABLE];
  else process.env[CODE_VERSION_VARIABLE] = version;
  writeFileSync(flagFile, original);
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('every persona’s served flags, kept for the next who', () => {
  it('are the flag service’s answer, and a second ask is answered from the keep with the same values', () => {
    const first = counted();
    const served = keptServedFlagsOfAll(repo, personas, configDir, first.serve);
    const direct = personas.map((persona) => flagServer(repo, configDir, { reread: true })(persona));
    expect(valuesOf(served)).toEqual(valuesOf(direct));
    expect((served[0]!.persona.flags as Record<string, unknown>).pensionLogout, 'off by default').not.toBe(true);
    expect(served[1]!.persona.flags).toMatchObject({ pensionLogout: true });
    expect(first.made.count).toBe(1);

    const second = counted();
    expect(valuesOf(keptServedFlagsOfAll(repo, personas, configDir, second.serve))).toEqual(valuesOf(served));
    expect(second.made.count, 'answered from the keep').toBe(0);
  });

  it('are served anew when a flag file changes', () => {
    keptServedFlagsOfAll(repo, personas, configDir, counted().serve);
    const changed = original.replace(/(pensionLogout:\n(?:.*\n)*?\s+defaultVariant: )off/, '$1on');
    expect(changed).not.toBe(original);
    writeFileSync(flagFile, changed);
    const after = counted();
    const served = keptServedFlagsOfAll(repo, personas, configDir, after.serve);
    expect(after.made.count).toBe(1);
    expect(served[0]!.persona.flags).toMatchObject({ pensionLogout: true });
  });

  it('are served anew when a persona changes', () => {
    keptServedFlagsOfAll(repo, personas, configDir, counted().serve);
    const moved = personas.map((persona) => ({ ...persona, flags: { ...(persona.flags ?? {}), nlWealthManagementLaunch: true } }));
    const after = counted();
    const served = keptServedFlagsOfAll(repo, moved, configDir, after.serve);
    expect(after.made.count).toBe(1);
    expect(served.every((one) => (one.persona.flags as Record<string, unknown>).nlWealthManagementLaunch === true)).toBe(true);
  });
});
