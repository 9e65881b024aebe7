import jsonLogic from 'json-logic-js';
import type { PreparedRule } from './types.ts';

/**
 * Evaluates a prepared rule against facts with json-logic-js. An absent rule holds.
 * JSON-Logic truthiness applies ([] and "" are false), as everywhere else in the engine.
 */
export function holds(rule: PreparedRule | null | undefined, facts: object): boolean {
  if (!rule) return true;
  return jsonLogic.truthy(jsonLogic.apply(rule.logic as jsonLogic.RulesLogic, facts));
}

/** The raw value of a rule (for explain and for non-boolean rules). */
export function valueOf(logic: unknown, facts: object): unknown {
  return jsonLogic.apply(logic as jsonLogic.RulesLogic, facts);
}
