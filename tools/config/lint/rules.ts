import type { JsonPath } from '../../../src/engine/config/sources.ts';
import { RULE_OPERATORS } from '../../../src/engine/rules/operators.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';
import { closestName } from '../closest-name.ts';

const RULE_KEYS = new Set(['when', 'hiddenWhen']);
/** Operators whose arguments are conditions: a bare string there is always true. */
const CONDITION_OPERATORS = new Set(['and', 'or', '!', '!!', 'if', '?:']);
/** Operators whose later arguments are evaluated per array element (var paths are relative). */
const SCOPED_OPERATORS = new Set(['some', 'all', 'none', 'map', 'filter', 'reduce']);

interface RuleLintContext {
  facts: Set<string>;
  named: Set<string>;
  problems: Problem[];
}

/** Checks every rule in every file: operators, fact and flag names, named-rule references. */
export function lintRules(records: ConfigFileRecord[], facts: Set<string>): Problem[] {
  const namedRecord = records.find((r) => r.kind === 'namedRules' && r.source.data);
  const namedRules = ((namedRecord?.source.data as { rules?: Record<string, unknown> } | undefined)?.rules ?? {}) as Record<string, { when?: unknown }>;
  const ctx: RuleLintContext = { facts, named: new Set(Object.keys(namedRules)), problems: [] };
  for (const record of records) {
    if (!record.source.data || record.kind === 'strings') continue;
    walk(record.source.data, (value, path, key) => {
      if (typeof key === 'string' && RULE_KEYS.has(key)) checkRule(value, path, record, ctx, false);
    });
  }
  if (namedRecord) ctx.problems.push(...cycles(namedRules, namedRecord));
  return ctx.problems;
}

function report(ctx: RuleLintContext, record: ConfigFileRecord, path: JsonPath, code: string, message: string, key = false): void {
  const at = record.source.locate(path, { key });
  ctx.problems.push({ file: record.file, line: at.line, col: at.col, code, message });
}

function checkRule(rule: unknown, path: JsonPath, record: ConfigFileRecord, ctx: RuleLintContext, scoped: boolean): void {
  if (typeof rule === 'string') {
    if (!ctx.named.has(rule)) report(ctx, record, path, 'UNKNOWN_RULE', `unknown named rule "${rule}"${suggest(rule, ctx.named)}`);
    return;
  }
  if (Array.isArray(rule)) {
    rule.forEach((part, i) => checkArgument(part, [...path, i], record, ctx, scoped, false));
    return;
  }
  if (!rule || typeof rule !== 'object') return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    report(ctx, record, path, 'INVALID_RULE', `a rule object has exactly one operator, found ${keys.length ? keys.join(', ') : 'none'}`);
    return;
  }
  const operator = keys[0]!;
  const args = (rule as Record<string, unknown>)[operator];
  if (!RULE_OPERATORS.has(operator)) {
    report(ctx, record, [...path, operator], 'UNKNOWN_OPERATOR', `unknown JSON-Logic operator "${operator}"`, true);
    return;
  }
  if (operator === 'rule') {
    if (typeof args !== 'string') report(ctx, record, [...path, operator], 'INVALID_RULE', '"rule" takes the name of a named rule');
    else if (!ctx.named.has(args)) report(ctx, record, [...path, operator], 'UNKNOWN_RULE', `unknown named rule "${args}"${suggest(args, ctx.named)}`);
    return;
  }
  if (operator === 'var') {
    if (!scoped) checkVar(args, [...path, operator], record, ctx);
    return;
  }
  const list = Array.isArray(args) ? args : [args];
  const argPath = (i: number): JsonPath => (Array.isArray(args) ? [...path, operator, i] : [...path, operator]);
  list.forEach((arg, i) => {
    const inScope = scoped || (SCOPED_OPERATORS.has(operator) && i > 0);
    if (typeof arg === 'string' && CONDITION_OPERATORS.has(operator) && !(operator === 'if' && i % 2 === 1)) {
      report(
        ctx, record, argPath(i), 'RULE_STRING_ARGUMENT',
        `the string "${arg}" inside "${operator}" is always true; ${ctx.named.has(arg) ? `write { rule: ${arg} } to use the named rule` : 'use a rule or { var: … }'}`,
      );
      return;
    }
    checkArgument(arg, argPath(i), record, ctx, inScope, true);
  });
}

function checkArgument(arg: unknown, path: JsonPath, record: ConfigFileRecord, ctx: RuleLintContext, scoped: boolean, literalStrings: boolean): void {
  if (typeof arg === 'string' && literalStrings) return;
  if (Array.isArray(arg)) {
    arg.forEach((a, i) => checkArgument(a, [...path, i], record, ctx, scoped, true));
    return;
  }
  if (arg && typeof arg === 'object') checkRule(arg, path, record, ctx, scoped);
}

function checkVar(args: unknown, path: JsonPath, record: ConfigFileRecord, ctx: RuleLintContext): void {
  const name = Array.isArray(args) ? args[0] : args;
  const at = Array.isArray(args) ? [...path, 0] : path;
  if (typeof name !== 'string' || name === '') {
    report(ctx, record, at, 'INVALID_RULE', 'var takes a fact path such as customer.isUK');
    return;
  }
  if (ctx.facts.has(name)) return;
  const isFlag = name.startsWith('flags.');
  report(
    ctx, record, at, isFlag ? 'UNKNOWN_FLAG' : 'UNKNOWN_FACT',
    `unknown ${isFlag ? 'feature flag' : 'fact'} "${name}"${suggest(name, ctx.facts)} (see schemas/facts.schema.json)`,
  );
}

function suggest(word: string, known: Set<string>): string {
  const best = closestName(word, known, (n) => Math.max(2, Math.floor(n / 4)));
  return best === null ? '' : ` (did you mean "${best}"?)`;
}

/** Named rules that reference themselves through others would never finish evaluating. */
function cycles(named: Record<string, { when?: unknown }>, record: ConfigFileRecord): Problem[] {
  const references = (rule: unknown): string[] => {
    const out: string[] = [];
    if (typeof rule === 'string') out.push(rule);
    walk(rule, (value, _path, key) => {
      if (key === 'rule' && typeof value === 'string') out.push(value);
    });
    return out;
  };
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const visit = (name: string, stack: string[]) => {
    if (stack.includes(name)) {
      const cycle = [...stack.slice(stack.indexOf(name)), name];
      const first = cycle[0]!;
      if (!reported.has(first)) {
        cycle.slice(0, -1).forEach((n) => reported.add(n));
        const at = record.source.locate(['rules', first], { key: true });
        problems.push({ file: record.file, line: at.line, col: at.col, code: 'RULE_CYCLE', message: `named rules refer to each other in a cycle: ${cycle.join(' -> ')}` });
      }
      return;
    }
    for (const ref of references(named[name]?.when)) if (named[ref]) visit(ref, [...stack, name]);
  };
  for (const name of Object.keys(named)) visit(name, []);
  return problems;
}
