/**
 * The coverage bar (config/tests/coverage.yaml, schemas/coverage.schema.json): minimum shares
 * of rule outcomes and menu items, and the gaps accepted with a reason. Judging a measurement
 * against it gives findings located in the config (the rule's `when`, the item) so CI can
 * annotate the right line.
 */
import { existsSync } from 'node:fs';
import { readConfigFile } from '../../src/node/read-config-file.ts';
import { join, relative } from 'node:path';
import type { SourceRef } from '../../src/engine/rules/types.ts';
import { closestName } from '../../src/node/closest-name.ts';
import type { Problem } from '../config/problems.ts';
import { schemaProblems } from '../config/schema-problems.ts';
import { createSchemaRegistry } from '../config/schemas.ts';
import { parseYamlSource, type YamlSource } from '../config/yaml-source.ts';
import type { Finding } from '../portal/formats/index.ts';
import type { Measured } from './measure.ts';

export interface CoverageBar {
  minimum: { rules: number; items: number };
  exceptions?: ({ rule: string; outcome?: boolean; reason: string } | { item: string; reason: string })[];
}

export interface LoadedBar {
  file: string | null;
  bar: CoverageBar;
  source: YamlSource | null;
}

/** Without a bar file, everything must be covered. */
const FULL: CoverageBar = { minimum: { rules: 100, items: 100 } };

export function loadBar(repoRoot: string, configDir: string): { loaded: LoadedBar | null; problems: Problem[] } {
  const path = join(configDir, 'tests', 'coverage.yaml');
  if (!existsSync(path)) return { loaded: { file: null, bar: FULL, source: null }, problems: [] };
  const file = relative(repoRoot, path).replace(/\\/g, '/');
  const read = readConfigFile(path, { root: configDir });
  if (!read.ok) return { loaded: null, problems: [{ file, line: read.line, col: read.col, code: read.code, message: read.message }] };
  const source = parseYamlSource(file, read.text);
  if (source.problems.length) return { loaded: null, problems: source.problems };
  const validate = createSchemaRegistry(join(repoRoot, 'schemas')).validator('coverage.schema.json');
  if (!validate(source.data ?? null)) return { loaded: null, problems: schemaProblems(source, validate.errors ?? []) };
  return { loaded: { file, bar: source.data as CoverageBar, source }, problems: [] };
}

export interface Figures {
  rules: number;
  outcomes: number;
  outcomesCovered: number;
  outcomesExcepted: number;
  rulesPercent: number;
  items: number;
  itemsSeen: number;
  itemsExcepted: number;
  itemsPercent: number;
}

/** A finding about one rule or item (`subject` is its key), or about the bar file. */
export type CoverageFinding = Finding & { subject?: string };

export interface Judgement {
  figures: Figures;
  findings: CoverageFinding[];
  /** Exceptions that name nothing: the bar file is wrong (exit 2). */
  malformed: Problem[];
  /** Keys of the rules with an outcome accepted as never produced. */
  excepted: Set<string>;
  passed: boolean;
}

function at(source: SourceRef | null, fallback: string): { file: string; line: number; col: number } {
  return source && source.line > 0 ? { file: source.file, line: source.line, col: source.col } : { file: fallback, line: 1, col: 1 };
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10;
}

export function judge(measured: Measured, loaded: LoadedBar): Judgement {
  const { bar, source, file } = loaded;
  const exceptions = bar.exceptions ?? [];
  const malformed: Problem[] = [];
  const used = new Set<number>();
  const unknown = new Set<number>();
  const ruleKeys = new Set(measured.rules.map((r) => r.key));
  const itemKeys = new Set(measured.items.map((i) => i.key));
  exceptions.forEach((exception, i) => {
    const [key, known, field] = 'rule' in exception ? [exception.rule, ruleKeys, 'rule'] : [exception.item, itemKeys, 'item'];
    if (!known.has(key)) {
      unknown.add(i);
      const hint = closestName(key, known, (n) => Math.max(3, Math.floor(n / 4)));
      const pos = source!.locate(['exceptions', i, field]);
      malformed.push({
        file: file!,
        ...pos,
        code: 'UNKNOWN_SUBJECT',
        message: `no ${field} "${key}" in the config${hint ? `; did you mean "${hint}"?` : ''} (keys as \`portal coverage\` prints them)`,
      });
    }
  });
  const excepted = (key: string, outcome: boolean | null) =>
    exceptions.findIndex((e) => ('rule' in e ? e.rule === key && (outcome === null || e.outcome === undefined || e.outcome === outcome) : e.item === key));

  const gaps: { finding: CoverageFinding }[] = [];
  let outcomesCovered = 0;
  let outcomesExcepted = 0;
  const exceptedKeys = new Set<string>();
  const defaultFile = file ?? 'config';
  for (const rule of measured.rules) {
    for (const outcome of [true, false]) {
      const count = outcome ? rule.true : rule.false;
      if (count > 0) {
        outcomesCovered += 1;
        continue;
      }
      const exception = excepted(rule.key, outcome);
      if (exception >= 0) {
        used.add(exception);
        outcomesExcepted += 1;
        exceptedKeys.add(rule.key);
        continue;
      }
      const other = outcome ? rule.false : rule.true;
      const otherBy = outcome ? rule.falseBy : rule.trueBy;
      const what = rule.named ? 'named rule' : 'rule';
      const message =
        rule.true === 0 && rule.false === 0
          ? `${what} ${rule.key} is never ${outcome} (no persona or test evaluates it)`
          : `${what} ${rule.key} is never ${outcome} (${!outcome} in ${other} run${other === 1 ? '' : 's'}, first ${otherBy}); add a persona or a test that makes it ${outcome}`;
      gaps.push({ finding: { ...at(rule.source, defaultFile), subject: rule.key, code: outcome ? 'NEVER_TRUE' : 'NEVER_FALSE', message } });
    }
  }
  let itemsSeen = 0;
  let itemsExcepted = 0;
  const itemGaps: CoverageFinding[] = [];
  for (const item of measured.items) {
    if (item.seenBy) {
      itemsSeen += 1;
      continue;
    }
    const exception = excepted(item.key, null);
    if (exception >= 0) {
      used.add(exception);
      itemsExcepted += 1;
      continue;
    }
    itemGaps.push({
      ...at(item.source, defaultFile),
      subject: item.key,
      code: 'ITEM_NEVER_SHOWN',
      message: `${item.key} is shown to no persona and in no test`,
    });
  }
  const outcomes = measured.rules.length * 2;
  const figures: Figures = {
    rules: measured.rules.length,
    outcomes,
    outcomesCovered,
    outcomesExcepted,
    rulesPercent: percent(outcomesCovered, outcomes - outcomesExcepted),
    items: measured.items.length,
    itemsSeen,
    itemsExcepted,
    itemsPercent: percent(itemsSeen, measured.items.length - itemsExcepted),
  };
  const rulesPass = figures.rulesPercent >= bar.minimum.rules;
  const itemsPass = figures.itemsPercent >= bar.minimum.items;
  // Below the bar, every gap is an error; above it (a bar under 100), the gaps left are warnings.
  const findings: CoverageFinding[] = [
    ...gaps.map((g) => ({ ...g.finding, severity: rulesPass ? ('warning' as const) : ('error' as const) })),
    ...itemGaps.map((f) => ({ ...f, severity: itemsPass ? ('warning' as const) : ('error' as const) })),
  ];
  exceptions.forEach((exception, i) => {
    if (used.has(i) || unknown.has(i)) return;
    const key = 'rule' in exception ? exception.rule : exception.item;
    findings.push({
      file: file!,
      ...source!.locate(['exceptions', i]),
      code: 'STALE_EXCEPTION',
      message: `${key} is covered now: remove this exception`,
      severity: 'error',
    });
  });
  const passed = rulesPass && itemsPass && !findings.some((f) => f.code === 'STALE_EXCEPTION');
  return { figures, findings, malformed, excepted: exceptedKeys, passed };
}
