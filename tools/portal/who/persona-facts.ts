/**
 * A persona's facts, derived once per persona and config for one question: `who` reads them for
 * the persona's answer, its redirect step and its derived answers. The same facts object also
 * lets explain reuse its last resolve (engine/explain/recorded.ts keeps it by identity). A
 * persona without `at` is asked at the time of its first derivation, for all three.
 */
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import type { Facts } from '../../../src/engine/facts/types.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';

const kept = new WeakMap<CompiledConfig, WeakMap<Persona, Facts>>();

export function personaFacts(persona: Persona, config: CompiledConfig): Facts {
  let ofConfig = kept.get(config);
  if (!ofConfig) kept.set(config, (ofConfig = new WeakMap()));
  let facts = ofConfig.get(persona);
  if (!facts) ofConfig.set(persona, (facts = deriveFacts(persona, config)));
  return facts;
}
