// Named rules that use each other many times: a chain where each rule uses the
// previous one twice, r(i) = and[r(i-1), r(i-1)], is 2^i nodes once written out. validate took
// seconds and hundreds of MB at 20 steps, never ended at 39, and called it valid. Now every pass
// shares a named rule instead of copying it, and validate reports the first rule whose expanded
// size (or depth) passes the bound, at its line. The chains are made in a temp folder per run.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doubling, namedRulesWithChain, negating, type ChainStep } from '../../bench/validate/named-rule-chain.ts';
import { compileConfig } from '../../src/engine/config/compile.ts';
import { BLOCK_COMPILERS } from '../../src/blocks/compilers.generated.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { traceRule, type RuleTrace } from '../../src/engine/explain/trace.ts';
import { evaluate } from '../../src/engine/rules/evaluate.ts';
import { expandNamedRules, type NamedRules } from '../../src/engine/rules/named-rules.ts';
import { MAX_RULE_DEPTH, MAX_RULE_SIZE, namedRuleShapes, ruleShape } from '../../src/engine/rules/rule-shape.ts';
import { assembleSources, loadConfigFiles } from '../../tools/config/load.ts';
import { validateConfig } from '../../tools/config/validate.ts';
import { instrumentConfig } from '../../tools/rule-coverage/instrument.ts';
import { findRules } from '../../tools/rule-coverage/subjects.ts';
import { compiledConfig, repoRoot } from '../support/config.ts';

const NAMED = join(repoRoot, 'config', 'rules', 'named.yaml');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The shipped named rules plus chain-0 … chain-<steps>. */
function namedWithChain(steps: number, step: ChainStep): string {
  return namedRulesWithChain(readFileSync(NAMED, 'utf8'), steps, step);
}

/** Files standing in for their config/ counterparts (validate's overlay), in a temp folder. */
function overlay(files: Record<string, string>): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'named-chain-'));
  folders.push(folder);
  return Object.entries(files).map(([rel, text]) => {
    const path = join(folder, 'config', rel);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
}

function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.startsWith(needle));
  if (index < 0) throw new Error(`${needle} not found`);
  return index + 1;
}

/** Named rules as the engine reads them, each `when` read through a counter. */
function countedNamed(text: string): { named: NamedRules; reads: Map<string, number> } {
  const paths = overlay({ 'rules/named.yaml': text });
  const { records } = loadConfigFiles({ repoRoot, overlay: paths });
  const rules = (records.find((r) => r.kind === 'namedRules')!.source.data as { rules: NamedRules }).rules;
  const reads = new Map<string, number>();
  const named: NamedRules = {};
  for (const [name, entry] of Object.entries(rules)) {
    named[name] = {
      description: entry.description,
      get when() {
        reads.set(name, (reads.get(name) ?? 0) + 1);
        return entry.when;
      },
    };
  }
  return { named, reads };
}

/** Every distinct object reachable from `root` (shared ones once). */
function distinctObjects(root: unknown): number {
  const seen = new Set<object>();
  const stack = [root];
  while (stack.length) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    stack.push(...Object.values(value));
  }
  return seen.size;
}

/** The number of JSON values in `logic` written out as a tree (for small logic only). */
function treeSize(logic: unknown): number {
  return logic !== null && typeof logic === 'object' ? 1 + Object.values(logic).reduce<number>((sum, child) => sum + treeSize(child), 0) : 1;
}

describe('validate on a chain of named rules that each use the previous one twice', () => {
  // chain-i is 2^(i+2) - 2 nodes: chain-8 (1022) is the first past 1000.
  const firstTooLarge = Math.ceil(Math.log2(MAX_RULE_SIZE + 2)) - 2;

  for (const steps of [20, 39]) {
    it(`reports at ${steps} steps the first rule past the bound, at its line, and nothing else`, () => {
      const text = namedWithChain(steps, doubling);
      const [path] = overlay({ 'rules/named.yaml': text });
      const result = validateConfig({ repoRoot, overlay: [path!] });
      expect(result.config).toBeNull();
      expect(result.problems).toEqual([expect.objectContaining({ line: lineOf(text, `  chain-${firstTooLarge}:`), col: 3, code: 'RULE_TOO_LARGE' })]);
      const message = result.problems[0]!.message;
      expect(message).toContain(`named rule "chain-${firstTooLarge}"`);
      expect(message).toContain(`${(2 ** (firstTooLarge + 2) - 2).toLocaleString('en')} nodes`);
      expect(message).toContain(`"chain-${firstTooLarge - 1}" 2 times (${(2 ** (firstTooLarge + 1) - 2).toLocaleString('en')} nodes each)`);
      expect(result.problems[0]!.file.endsWith('config/rules/named.yaml')).toBe(true);
    });
  }

  it('measures the size from the rules as written, reading each named rule once, and the sizes match the written-out rules', () => {
    const { named, reads } = countedNamed(namedWithChain(39, doubling));
    const shapes = namedRuleShapes(named);
    expect(shapes.get('chain-39')!.size).toBe(2 ** 41 - 2);
    expect(Math.max(...reads.values())).toBe(1);
    for (const i of [0, 1, 5]) {
      const written = expandNamedRules({ rule: `chain-${i}` }, countedNamed(namedWithChain(5, doubling)).named);
      expect(shapes.get(`chain-${i}`)!.size, `chain-${i}`).toBe(treeSize(written));
    }
  });

  it('the size and depth of every shipped rule are those of its written-out logic', () => {
    const config = compiledConfig();
    const named: NamedRules = Object.fromEntries(Object.entries(config.namedRules).map(([n, r]) => [n, { description: r.description, when: r.rule.original }]));
    const shapes = namedRuleShapes(named);
    for (const [name, entry] of Object.entries(named)) {
      const logic = expandNamedRules(entry.when, named);
      expect(ruleShape(entry.when, shapes).size, name).toBe(treeSize(logic));
      expect(ruleShape(entry.when, shapes).size, name).toBeLessThan(MAX_RULE_SIZE / 10);
    }
  });

  it('a rule of config (not a named one) that uses a named rule too often is reported where it is written', () => {
    const text = namedWithChain(firstTooLarge - 1, doubling);
    const menuText = readFileSync(join(repoRoot, 'config/menus/de-de.yaml'), 'utf8');
    const use = `{ or: [ { rule: chain-${firstTooLarge - 1} }, { rule: chain-${firstTooLarge - 1} } ] }`;
    const menu = menuText.replace('when: holds-term-deposit', `when: ${use}`);
    expect(menu).not.toBe(menuText);
    const paths = overlay({ 'rules/named.yaml': text, 'menus/de-de.yaml': menu });
    const problems = validateConfig({ repoRoot, overlay: paths }).problems;
    const line = menu.split('\n').findIndex((l) => l.includes(use)) + 1;
    expect(problems).toEqual([expect.objectContaining({ line, code: 'RULE_TOO_LARGE' })]);
    expect(problems[0]!.file.endsWith('config/menus/de-de.yaml')).toBe(true);
    expect(problems[0]!.message).toMatch(/^this rule expands to/);
  });
});

describe('validate on named rules nested deeper than the rule engine evaluates', () => {
  it('reports the first rule past the depth, which the engine would answer null for', () => {
    const steps = MAX_RULE_DEPTH + 20;
    const text = namedWithChain(steps, negating);
    const [path] = overlay({ 'rules/named.yaml': text });
    const problems = validateConfig({ repoRoot, overlay: [path!] }).problems;
    // chain-0 is { var } (depth 0, its object at level 0); each "!" adds a level.
    expect(problems).toEqual([expect.objectContaining({ line: lineOf(text, `  chain-${MAX_RULE_DEPTH + 1}:`), code: 'RULE_TOO_DEEP' })]);

    // The bound is the evaluator's own: one level less evaluates, the rule reported answers null,
    // shared as the engine keeps it (the rule below it compiled first) and written out as the
    // browser gets it.
    const { named } = countedNamed(text);
    const facts = { customer: { loggedIn: true } };
    const deepest = expandNamedRules({ rule: `chain-${MAX_RULE_DEPTH}` }, named);
    const tooDeep = expandNamedRules({ rule: `chain-${MAX_RULE_DEPTH + 1}` }, named);
    expect(evaluate(deepest, facts)).toBe(MAX_RULE_DEPTH % 2 === 0);
    expect(evaluate(tooDeep, facts)).toBeNull();
    expect(evaluate(JSON.parse(JSON.stringify(tooDeep)), facts)).toBeNull();
    expect(evaluate({ '!': tooDeep }, facts)).toBeNull();
  });
});

describe('the engine shares a named rule wherever it is used', () => {
  // Compiled without validate (which refuses it): what compile, explain and coverage do with it.
  let compiled: CompiledConfig | undefined;
  const chain = (): CompiledConfig => {
    if (compiled) return compiled;
    const menu = readFileSync(join(repoRoot, 'config/menus/de-de.yaml'), 'utf8').replace('when: holds-term-deposit', 'when: chain-39');
    const paths = overlay({ 'rules/named.yaml': namedWithChain(39, doubling), 'menus/de-de.yaml': menu });
    const sources = assembleSources(loadConfigFiles({ repoRoot, overlay: paths }).records)!;
    return (compiled = compileConfig(sources, BLOCK_COMPILERS));
  };

  it('expansion reads each named rule once and uses one object for both halves', () => {
    const { named, reads } = countedNamed(namedWithChain(39, doubling));
    const logic = expandNamedRules('chain-39', named) as { and: unknown[] };
    expect(logic.and[0]).toBe(logic.and[1]);
    expect(Math.max(...reads.values())).toBe(1);
    expect(distinctObjects(logic)).toBeLessThan(40 * 3);
  });

  it('compile shares them too (equal rules are still one object)', () => {
    const config = chain();
    const logic = config.namedRules['chain-39']!.rule.logic as { and: unknown[] };
    expect(logic.and[0]).toBe(logic.and[1]);
    expect(distinctObjects(logic)).toBeLessThan(40 * 3);
    expect(config.namedRules['chain-38']!.rule.logic).toBe(logic.and[0]);
  });

  it('explain traces a named rule once per trace and refers back to it after', () => {
    const config = chain();
    const trace = traceRule('chain-39', { customer: { loggedIn: false } } as never, config);
    let nodes = 0;
    const count = (t: RuleTrace) => {
      nodes++;
      t.children.forEach(count);
    };
    count(trace);
    expect(nodes).toBeLessThan(40 * 4);
    expect(trace.value).toBe(false);
  });

  it('coverage instruments a rule that uses it without writing it out', () => {
    const instrumented = instrumentConfig(chain());
    const uses = findRules(instrumented.config).filter((found) => found.rule.original === 'chain-39');
    expect(uses).toHaveLength(1);
    expect(distinctObjects(uses[0]!.rule.logic)).toBeLessThan(40 * 30);
  });
});
