/**
 * The JSON-Logic operators config rules may use (json-logic-js built-ins plus `rule`, our
 * reference to a named rule). Kept in step with schemas/common.schema.json#/$defs/rule.
 */
export const RULE_OPERATORS: ReadonlySet<string> = new Set([
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'in', 'cat', 'substr', 'some', 'all', 'none', 'merge',
  '+', '-', '*', '/', '%', 'max', 'min', 'rule',
]);
