/**
 * Reads the flag definitions, config/flags/*.yaml (flagd's format), into one flag set, as flagd
 * reads several sources: each file's flags and `$evaluators` together. Each file's shared rules
 * are put in place in its own flags first (flagd's `$ref`), so two files may name an evaluator
 * alike. A file that cannot be read or a flag defined twice is a problem with its file; the flags
 * of the other files are still read. Node-only: the server, the tools and the tests use it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { FlagdFlag, FlagdFlagSet } from '../../engine/flags/flagd-format.ts';
import { readConfigFile } from '../read-config-file.ts';

export interface FlagDefinitions {
  /** One flagd flag set of every file's flags, with the shared rules put in place. */
  set: FlagdFlagSet;
  /** Which file defines each flag (relative to the repository root). */
  fileOf: Record<string, string>;
  problems: { file: string; message: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** flagd's `$ref` to a shared rule, replaced by the rule (as flagd-core's parser does it). */
export function withEvaluators(value: unknown, evaluators: Record<string, unknown>, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((entry) => withEvaluators(entry, evaluators, seen));
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$ref' && typeof value.$ref === 'string' && Object.hasOwn(evaluators, value.$ref) && !seen.includes(value.$ref)) {
    return withEvaluators(evaluators[value.$ref], evaluators, [...seen, value.$ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withEvaluators(entry, evaluators, seen)]));
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

/** The definitions of every file in `<configDir>/flags/`. */
export function loadFlagDefinitions(repoRoot: string, configDir = join(repoRoot, 'config')): FlagDefinitions {
  const set: FlagdFlagSet = { flags: {} };
  const fileOf: Record<string, string> = {};
  const problems: FlagDefinitions['problems'] = [];
  for (const path of flagFilesIn(configDir)) {
    const file = relative(repoRoot, path).replace(/\\/g, '/');
    const read = readConfigFile(path);
    if (!read.ok) {
      problems.push({ file, message: read.message });
      continue;
    }
    let data: unknown;
    try {
      data = parse(read.text);
    } catch (error) {
      problems.push({ file, message: (error as Error).message });
      continue;
    }
    if (!isRecord(data) || !isRecord(data.flags)) {
      problems.push({ file, message: 'a flag file has `flags:`, a map of flag name to definition' });
      continue;
    }
    const evaluators = isRecord(data.$evaluators) ? data.$evaluators : {};
    for (const [name, flag] of Object.entries(data.flags)) {
      if (Object.hasOwn(fileOf, name)) {
        problems.push({ file, message: `flag "${name}" is defined in ${fileOf[name]} too` });
        continue;
      }
      fileOf[name] = file;
      set.flags[name] = withEvaluators(flag, evaluators) as FlagdFlag;
    }
  }
  return { set, fileOf, problems };
}
