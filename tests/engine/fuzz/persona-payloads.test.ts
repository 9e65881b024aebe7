import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { customerDataOf } from '../../../src/engine/facts/payload.ts';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { compiledConfig } from '../../support/config.ts';
import { loadPersona, personaIds } from '../../support/personas.ts';
import { seededRandom, seedFrom } from '../../support/seeded-random.ts';
import { mutate } from './mutate.ts';
import { contractViolations } from './view-model-contract.ts';

/**
 * Mutated persona payloads (personas/*.json with types, values and nesting changed,
 * prototype keys, extreme numbers, NaN-like and hostile strings, nulls, arrays for objects)
 * through deriveFacts and resolve, the path the app and the CLI take: no exception, and a view
 * model that keeps its contract. Deterministic for a seed; a failure prints the seed, the
 * case number and the mutations, and FUZZ_SEED=<seed> replays it.
 */
const SEED = seedFrom(process.env.FUZZ_SEED, 8_2026_11_23);
const CASES = 10_000;

interface Failure {
  index: number;
  persona: string;
  mutations: string[];
  problem: string;
  payload: string;
}

function describeFailure(f: Failure): string {
  return `seed ${SEED} (replay: FUZZ_SEED=${SEED}), case ${f.index}, persona ${f.persona}\n  mutations: ${f.mutations.join('; ')}\n  ${f.problem}\n  payload: ${f.payload.slice(0, 1500)}`;
}

describe(`fuzz: ${CASES} mutated persona payloads through deriveFacts and resolve`, () => {
  it(`none throws, every view model keeps its contract (seed ${SEED})`, () => {
    const config = compiledConfig();
    const ids = personaIds();
    const originals = new Map(ids.map((id) => [id, JSON.stringify(loadPersona(id))]));
    const random = seededRandom(SEED);
    const failures: Failure[] = [];
    const kinds = new Set<string>();
    for (let index = 0; index < CASES && failures.length < 5; index++) {
      const id = random.pick(ids);
      const payload = JSON.parse(originals.get(id)!) as Persona & Record<string, never>;
      const mutations = Array.from({ length: 1 + random.int(4) }, () => mutate(payload, random));
      for (const m of mutations) kinds.add(m.replace(/^.* (= |<-> )|^delete .*$/, (s) => (s.startsWith('delete') ? 'delete' : s)));
      const serialised = () => JSON.stringify(payload);
      try {
        const data = customerDataOf(payload);
        const vm = resolve(config, deriveFacts(data, config), data);
        const violations = contractViolations(vm);
        if (violations.length > 0)
          failures.push({ index, persona: id, mutations, problem: `contract: ${violations.slice(0, 5).join('; ')}`, payload: serialised() });
      } catch (error) {
        failures.push({
          index,
          persona: id,
          mutations,
          problem: `threw ${(error as Error).stack?.split('\n').slice(0, 4).join(' | ')}`,
          payload: serialised(),
        });
      }
    }
    expect(failures.map(describeFailure)).toEqual([]);
    // The generator really varies what it does (a guard against a fuzz that quietly tests nothing).
    expect(kinds.size).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('the originals themselves keep the contract (the checker accepts real view models)', () => {
    const config = compiledConfig();
    for (const id of personaIds()) {
      const persona = loadPersona(id);
      expect(contractViolations(resolve(config, deriveFacts(persona, config), persona)), id).toEqual([]);
    }
  });

  it('the checker rejects what breaks the contract', () => {
    const config = compiledConfig();
    const persona = loadPersona('active-de');
    const vm = resolve(config, deriveFacts(persona, config), persona);
    const broken = structuredClone(vm);
    broken.header.balance!.total.amount = Number.NaN;
    broken.header.nav[0]!.href = ' javascript:alert(1)';
    (broken.header.account as unknown as { displayName: unknown }).displayName = 42;
    const violations = contractViolations(broken);
    expect(violations.some((v) => v.includes('.header.balance.total.amount'))).toBe(true);
    expect(violations.some((v) => v.includes('.header.nav[0].href: unsafe href'))).toBe(true);
    expect(violations.some((v) => v.includes('.header.account.displayName: expected a string'))).toBe(true);
  });
});
