import type { JsonPath } from '../../../src/engine/config/sources.ts';
import { RULE_OPERATORS } from '../../../src/engine/rules/operators.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import { validFile } from './known.ts';
import { misspeltDefinitions } from './misspelt-definitions.ts';
import { rulePathsFor } from './offer-fields.ts';
import { lintRuleSizes, type WrittenRule } from './rule-size.ts';
import { namedReferences } from '../../../src/engine/rules/rule-shape.ts';

const RULE_KEYS = new Set(['when', 'hiddenWhen']);
/** Operators whose arguments are conditions: a bare string there is always true. */
const CONDITION_OPERATORS = new Set(['and', 'or', '!', '!!', 'if', '?:']);
/** Operators whose later arguments are evaluated per array element (var paths are relative). */
const SCOPED_OPERATORS = new Set(['some', 'all', 'none', 'map', 'filter', 'reduce']);

interface NamedRuleUse {
  name: string;
  record: ConfigFileRecord;
  path: JsonPath;
}

interface RuleLintContext {
  facts: Set<string>;
  /** The named rules; null when config/rules/named.yaml is missing or broken, so any name may exist. */
  named: Set<string> | null;
  namedUses: NamedRuleUse[];
  /** Every rule as written (each `when`), for the size check once every file is read. */
  written: WrittenRule[];
  problems: Problem[];
}

/** Checks every rule in every file: operators, fact and flag names, named-rule references. */
export function lintRules(records: ConfigFileRecord[], facts: Set<string>): Problem[] {
  const namedRecord = validFile(records, 'namedRules');
  const namedRules = ((namedRecord?.source.data as { rules?: Record<string, unknown> } | undefined)?.rules ?? {}) as Record<string, { when?: unknown }>;
  const ctx: RuleLintContext = { facts, named: namedRecord ? new Set(Object.keys(namedRules)) : null, namedUses: [], written: [], problems: [] };
  for (const record of records) {
    if (!record.valid || record.kind === 'strings') continue;
    ctx.facts = rulePathsFor(record.kind, facts);
    walk(record.source.data, (value, path, key) => {
      // A copy: the walk's path changes as it goes on, and a named rule's use keeps its path.
      if (typeof key === 'string' && RULE_KEYS.has(key)) {
        ctx.written.push({ rule: value, record, path: [...path] });
        checkRule(value, [...path], record, ctx, false);
      }
    });
  }
  if (namedRecord && ctx.named) {
    ctx.problems.push(...unknownNamedRules(ctx.named, ctx.namedUses, namedRecord));
    ctx.problems.push(...cycles(namedRules, namedRecord));
  }
  ctx.problems.push(...lintRuleSizes(ctx.written, namedRecord, namedRules));
  return ctx.problems;
}

/**
 * Uses of named rules that do not exist. A definition whose name is a typo would make every
 * use unknown: that is reported once, at the definition (misspelt-definitions.ts).
 */
function unknownNamedRules(named: Set<string>, uses: NamedRuleUse[], namedRecord: ConfigFileRecord): Problem[] {
  const problems: Problem[] = [];
  const counts = new Map<string, number>();
  for (const use of uses) counts.set(use.name, (counts.get(use.name) ?? 0) + 1);
  const misspelt = misspeltDefinitions(named, counts);
  for (const [definition, used] of misspelt) {
    const at = namedRecord.source.locate(['rules', definition], { key: true });
    const first = uses.find((u) => u.name === used)!;
    problems.push({
      file: namedRecord.file,
      line: at.line,
      col: at.col,
      code: 'MISSPELT_DEFINITION',
      message: `named rule "${definition}" is used nowhere, while "${used}" is used ${counts.get(used)} times (first in ${first.record.file} line ${first.record.source.locate(first.path).line}) and defined nowhere: did you mean "${used}"?`,
    });
  }
  const explained = new Set(misspelt.values());
  for (const use of uses) {
    if (named.has(use.name) || explained.has(use.name)) continue;
    const at = use.record.source.locate(use.path);
    const best = closestName(use.name, named, (n) => Math.max(2, Math.floor(n / 4)));
    // Used once, the name or the definition may be the typo: say both where it is reported.
    const hint =
      best === null
        ? ''
        : counts.has(best)
          ? ` (did you mean "${best}"?)`
          : ` (did you mean "${best}", defined in ${namedRecord.file} line ${namedRecord.source.locate(['rules', best], { key: true }).line} and used nowhere?)`;
    problems.push({ file: use.record.file, line: at.line, col: at.col, code: 'UNKNOWN_RULE', message: `unknown named rule "${use.name}"${hint}` });
  }
  return problems;
}

function report(ctx: RuleLintContext, record: ConfigFileRecord, path: JsonPath, code: string, message: string, key = false): void {
  const at = record.source.locate(path, { key });
  ctx.problems.push({ file: record.file, line: at.line, col: at.col, code, message });
}

function checkRule(rule: unknown, path: JsonPath, record: ConfigFileRecord, ctx: RuleLintContext, scoped: boolean): void {
  if (typeof rule === 'string') {
    ctx.namedUses.push({ name: rule, record, path });
    return;
  }
  if (Array.isArray(rule)) {
    rule.forEach((part, i) => {
      checkArgument(part, [...path, i], record, ctx, scoped, false);
    });
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
    else ctx.namedUses.push({ name: args, record, path: [...path, operator] });
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
        ctx,
        record,
        argPath(i),
        'RULE_STRING_ARGUMENT',
        `the string "${arg}" inside "${operator}" is always true; ${ctx.named?.has(arg) ? `write { rule: ${arg} } to use the named rule` : 'use a rule or { var: … }'}`,
      );
      return;
    }
    checkArgument(arg, argPath(i), record, ctx, inScope, true);
  });
}

function checkArgument(arg: unknown, path: JsonPath, record: ConfigFileRecord, ctx: RuleLintContext, scoped: boolean, literalStrings: boolean): void {
  if (typeof arg === 'string' && literalStrings) return;
  if (Array.isArray(arg)) {
    arg.forEach((a, i) => {
      checkArgument(a, [...path, i], record, ctx, scoped, true);
    });
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
    ctx,
    record,
    at,
    isFlag ? 'UNKNOWN_FLAG' : 'UNKNOWN_FACT',
    `unknown ${isFlag ? 'feature flag' : 'fact'} "${name}"${suggest(name, ctx.facts)} (every fact, where it comes from and an example: docs/facts.md)`,
  );
}

function suggest(word: string, known: Set<string>): string {
  const best = closestName(word, known, (n) => Math.max(2, Math.floor(n / 4)));
  return best === null ? '' : ` (did you mean "${best}"?)`;
}

/**
 * Named rules that reference themselves through others would never finish evaluating. One walk
 * of the names, each name entered once (its own stack, not the call stack): a name reached
 * again while it is still being walked closes a cycle. (Walking every path instead took 2^n
 * steps for n rules that each use the previous one twice.)
 */
function cycles(named: Record<string, { when?: unknown }>, record: ConfigFileRecord): Problem[] {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const entered = new Set<string>();
  const path: { name: string; uses: string[]; next: number }[] = [];
  const onPath = new Map<string, number>();
  const enter = (name: string) => {
    entered.add(name);
    onPath.set(name, path.length);
    path.push({ name, uses: namedReferences(named[name]?.when), next: 0 });
  };
  for (const start of Object.keys(named)) {
    if (entered.has(start)) continue;
    enter(start);
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      if (top.next >= top.uses.length) {
        onPath.delete(top.name);
        path.pop();
        continue;
      }
      const use = top.uses[top.next++]!;
      if (!Object.hasOwn(named, use)) continue;
      const at = onPath.get(use);
      if (at === undefined) {
        if (!entered.has(use)) enter(use);
        continue;
      }
      const cycle = [...path.slice(at).map((frame) => frame.name), use];
      const first = cycle[0]!;
      if (reported.has(first)) continue;
      cycle.slice(0, -1).forEach((n) => {
        reported.add(n);
      });
      const where = record.source.locate(['rules', first], { key: true });
      problems.push({
        file: record.file,
        line: where.line,
        col: where.col,
        code: 'RULE_CYCLE',
        message: `named rules refer to each other in a cycle: ${cycle.join(' -> ')}`,
      });
    }
  }
  return problems;
}
