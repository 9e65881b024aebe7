/**
 * What a flag's targeting (JSON-Logic with flagd's operators) names: the variants it can give,
 * the fractional splits it makes, the facts it reads and the shared rules it uses, each with its
 * path in the file, so validate can say where a name or a share is wrong.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Operators whose later arguments read `var` relative to an array element, not the context. */
const RELATIVE = new Set(['map', 'filter', 'all', 'none', 'some', 'reduce']);

export interface TargetingParts {
  /** Texts the rule can give as its result: variant names. */
  results: { name: string; path: JsonPath }[];
  splits: { path: JsonPath; buckets: { variant: unknown; weight: number | undefined; path: JsonPath }[] }[];
  reads: { name: string; path: JsonPath }[];
  refs: { name: string; path: JsonPath }[];
}

export function targetingParts(rule: unknown, path: JsonPath): TargetingParts {
  const parts: TargetingParts = { results: [], splits: [], reads: [], refs: [] };
  collectResults(rule, path, parts);
  walk(rule, path, parts, false);
  return parts;
}

function collectResults(rule: unknown, path: JsonPath, parts: TargetingParts): void {
  if (typeof rule === 'string') {
    parts.results.push({ name: rule, path });
    return;
  }
  if (!isRecord(rule)) return;
  const [operator] = Object.keys(rule);
  const args = operator === undefined ? undefined : rule[operator];
  if (operator === 'if' && Array.isArray(args)) {
    args.forEach((arg, i) => {
      if (i % 2 === 1 || i === args.length - 1) collectResults(arg, [...path, 'if', i], parts);
    });
  }
}

function walk(rule: unknown, path: JsonPath, parts: TargetingParts, relative: boolean): void {
  if (Array.isArray(rule)) {
    rule.forEach((entry, i) => {
      walk(entry, [...path, i], parts, relative);
    });
    return;
  }
  if (!isRecord(rule)) return;
  for (const [operator, args] of Object.entries(rule)) {
    const at = [...path, operator];
    if (operator === '$ref' && typeof args === 'string') parts.refs.push({ name: args, path: at });
    if (operator === 'var' && !relative) {
      const name = Array.isArray(args) ? args[0] : args;
      if (typeof name === 'string' && name !== '') parts.reads.push({ name, path: at });
    }
    if (operator === 'fractional' && Array.isArray(args)) {
      const buckets = args.flatMap((entry, i) =>
        Array.isArray(entry) ? [{ variant: entry[0], weight: typeof entry[1] === 'number' ? entry[1] : undefined, path: [...at, i] }] : [],
      );
      parts.splits.push({ path: at, buckets });
      for (const bucket of buckets) if (typeof bucket.variant === 'string') parts.results.push({ name: bucket.variant, path: [...bucket.path, 0] });
    }
    if (RELATIVE.has(operator) && Array.isArray(args)) {
      walk(args[0], [...at, 0], parts, relative);
      args.slice(1).forEach((arg, i) => {
        walk(arg, [...at, i + 1], parts, true);
      });
    } else {
      walk(args, at, parts, relative);
    }
  }
}
