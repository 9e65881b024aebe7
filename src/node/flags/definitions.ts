/**
 * Reads the flag definitions, config/flags/*.yaml (flagd's format), into one flag set, as flagd
 * reads several sources: each file's flags and `$evaluators` together. Each file's shared rules
 * are put in place in its own flags' targeting first (flagd's `$ref`), so two files may name an
 * evaluator alike. A file that cannot be read, a flag defined twice or targeting too large once
 * its shared rules are written in is a problem with its file, and none of that file's flags are
 * taken; the flags of the other files are still read. Node-only: the server, the tools and the
 * tests use it.
 *
 * Every step is linear in the file: js-yaml (whose duplicate-key check is a lookup, where yaml's
 * compares each key with every earlier one), a count of the values that stops at the file's
 * length (anchors and aliases cannot make more of it), and a written-in `$ref` that stops at
 * the rule size bound `validate` has for named rules.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { jsYaml } from '../yaml-packages.ts';
import type { FlagdFlag, FlagdFlagSet } from '../../engine/flags/flagd-format.ts';
import { MAX_RULE_SIZE } from '../../engine/rules/rule-shape.ts';
import { readConfigFile } from '../read-config-file.ts';

export interface FlagDefinitions {
  /** One flagd flag set of every file's flags, with the shared rules put in place. */
  set: FlagdFlagSet;
  /** Which file defines each flag (relative to the repository root). */
  fileOf: Record<string, string>;
  problems: { file: string; message: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Targeting past MAX_RULE_SIZE values once its shared rules are written in. */
export class TargetingTooLarge extends Error {
  constructor() {
    super(
      `expands to more than ${MAX_RULE_SIZE.toLocaleString('en')} values once the shared rules ($evaluators) it uses are written in (RULE_TOO_LARGE): use each shared rule once, or a simpler one`,
    );
  }
}

/**
 * flagd's `$ref` to a shared rule, replaced by the rule (as flagd-core's parser does it), a
 * reference inside itself left as it is. Shared rules that each use the one before twice
 * double with every step, so the values written are counted and TargetingTooLarge is thrown
 * past MAX_RULE_SIZE: the cost is bounded by the bound, not by 2^steps.
 */
export function withEvaluators(value: unknown, evaluators: Record<string, unknown>, budget = { left: MAX_RULE_SIZE }, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) {
    if (--budget.left < 0) throw new TargetingTooLarge();
    return value.map((entry) => withEvaluators(entry, evaluators, budget, seen));
  }
  if (!isRecord(value)) {
    if (--budget.left < 0) throw new TargetingTooLarge();
    return value;
  }
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$ref' && typeof value.$ref === 'string' && Object.hasOwn(evaluators, value.$ref) && !seen.includes(value.$ref)) {
    return withEvaluators(evaluators[value.$ref], evaluators, budget, [...seen, value.$ref]);
  }
  if (--budget.left < 0) throw new TargetingTooLarge();
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withEvaluators(entry, evaluators, budget, seen)]));
}

/** Whether the data holds more than `limit` values (lists, maps and scalars), counted until it passes. */
function moreValuesThan(data: unknown, limit: number): boolean {
  let count = 0;
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (++count > limit) return true;
    if (Array.isArray(value)) for (const entry of value) stack.push(entry);
    else if (isRecord(value)) for (const key in value) stack.push(value[key]);
  }
  return false;
}

export function flagFilesIn(configDir: string): string[] {
  try {
    return readdirSync(join(configDir, 'flags'))
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => join(configDir, 'flags', name));
  } catch {
    return [];
  }
}

type FileFlags = { ok: true; flags: Record<string, FlagdFlag> } | { ok: false; message: string };

/** One file's flags with their shared rules written in, or why the file is not taken. */
export function readFlagFile(path: string, configDir: string): FileFlags {
  const read = readConfigFile(path, { root: configDir });
  if (!read.ok) return { ok: false, message: read.message };
  let data: unknown;
  try {
    data = jsYaml().load(read.text, { schema: jsYaml().CORE_SCHEMA });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  // Aliases are shared, not copied, by the parser; written out they could be far larger than the file.
  if (moreValuesThan(data, read.text.length + 1))
    return { ok: false, message: 'its anchors and aliases expand to more values than the file has characters; write the values out' };
  if (!isRecord(data) || !isRecord(data.flags)) return { ok: false, message: 'a flag file has `flags:`, a map of flag name to definition' };
  const evaluators = isRecord(data.$evaluators) ? data.$evaluators : {};
  const flags: Record<string, FlagdFlag> = {};
  try {
    // A shared rule no flag uses yet is held to the bound too: the next edit may use it.
    for (const name of Object.keys(evaluators)) {
      try {
        withEvaluators({ $ref: name }, evaluators);
      } catch (error) {
        if (error instanceof TargetingTooLarge) return { ok: false, message: `shared rule "${name}" ${error.message}` };
        throw error;
      }
    }
    for (const [name, flag] of Object.entries(data.flags)) {
      if (!isRecord(flag) || flag.targeting === undefined) {
        flags[name] = flag as unknown as FlagdFlag;
        continue;
      }
      try {
        flags[name] = { ...flag, targeting: withEvaluators(flag.targeting, evaluators) } as unknown as FlagdFlag;
      } catch (error) {
        if (error instanceof TargetingTooLarge) return { ok: false, message: `flag "${name}": its targeting ${error.message}` };
        throw error;
      }
    }
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  return { ok: true, flags };
}

/** The definitions of every file in `<configDir>/flags/`. */
export function loadFlagDefinitions(repoRoot: string, configDir = join(repoRoot, 'config')): FlagDefinitions {
  const set: FlagdFlagSet = { flags: {} };
  const fileOf: Record<string, string> = {};
  const problems: FlagDefinitions['problems'] = [];
  for (const path of flagFilesIn(configDir)) {
    const file = relative(repoRoot, path).replace(/\\/g, '/');
    const read = readFlagFile(path, configDir);
    if (!read.ok) {
      problems.push({ file, message: read.message });
      continue;
    }
    for (const [name, flag] of Object.entries(read.flags)) {
      if (Object.hasOwn(fileOf, name)) {
        problems.push({ file, message: `flag "${name}" is defined in ${fileOf[name]} too` });
        continue;
      }
      fileOf[name] = file;
      set.flags[name] = flag;
    }
  }
  return { set, fileOf, problems };
}
