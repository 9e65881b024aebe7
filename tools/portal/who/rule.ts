/**
 * `who --rule NAME` and the language server's hover on a named rule: for one persona, whether
 * the named rule of config/rules/named.yaml holds, with the trace of the facts it read. "Sees
 * it" is "the rule holds for it": where the rule is used, that is who it lets through.
 */
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { tracePrepared } from '../../../src/engine/explain/trace.ts';
import { personaFacts } from './persona-facts.ts';
import { holds } from '../../../src/engine/rules/evaluate.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import type { Answer } from './subjects.ts';

export function answerRule(config: CompiledConfig, persona: Persona, name: string): Answer {
  const entry = config.namedRules[name]!;
  const facts = personaFacts(persona, config);
  const value = holds(entry.rule, facts);
  const step = {
    says: `rule "${name}" ${value ? 'holds' : 'does not hold'}`,
    passes: value,
    source: entry.rule.source,
    trace: tracePrepared(entry.rule, facts, config),
  };
  return { persona, sees: value, explanation: { subject: `rule "${name}"`, shown: value, outcome: value ? 'holds' : 'does not hold', steps: [step] } };
}
