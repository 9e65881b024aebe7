/**
 * Checks of the flag definitions (config/flags/*.yaml) beyond their schema, each at its line:
 * variants of mixed types, a default variant or a targeting result that is no variant, a
 * fractional split whose shares do not add up to 100, targeting that reads a fact the context
 * does not carry (src/engine/flags/targeting-context.ts) or a shared rule that does not exist,
 * a flag defined in two files, and anything flagd's own schema refuses (checked by
 * @openfeature/flagd-core itself, so a file validate passes is one flagd takes).
 */
import { lazyPackage } from '../../../src/node/lazy-package.ts';
import type { Logger } from '@openfeature/core';
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { declarationOf, type FlagdFlag } from '../../../src/engine/flags/flagd-format.ts';
import { FLAGD_CONTEXT, TARGETING_FACTS } from '../../../src/engine/flags/targeting-context.ts';
import { TargetingTooLarge, withEvaluators } from '../../../src/node/flags/definitions.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import { targetingParts } from './flag-targeting.ts';
import { validFiles } from './known.ts';

/** flagd's own check of a flag file, loaded when a flag file is validated (lazy-package.ts). */
const flagdCore = lazyPackage<typeof import('@openfeature/flagd-core')>('@openfeature/flagd-core');

interface FlagFile {
  flags: Record<string, FlagdFlag>;
  $evaluators?: Record<string, unknown>;
}

const quiet: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
const CONTEXT_NAMES = [...Object.keys(TARGETING_FACTS), ...FLAGD_CONTEXT];

export function lintFlags(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  const definedIn = new Map<string, string>();
  for (const record of validFiles(records, 'flags')) {
    const data = record.source.data as FlagFile;
    const at = (path: JsonPath, code: string, message: string, key = false) => {
      const { line, col } = record.source.locate(path, { key });
      problems.push({ file: record.file, line, col, code, message });
    };
    const evaluators = data.$evaluators ?? {};
    // Shared rules written in past the rule size bound: reported, and nothing below (nor flagd's
    // own reading, which writes them in without a bound) walks them.
    const tooLarge = targetingTooLarge(data, (path, message) => at(path, 'RULE_TOO_LARGE', message));
    if (tooLarge) continue;
    for (const [name, flag] of Object.entries(data.flags)) {
      const earlier = definedIn.get(name);
      if (earlier) at(['flags', name], 'FLAG_DUPLICATE', `flag "${name}" is defined in ${earlier} too; a flag is defined in one file`, true);
      definedIn.set(name, record.file);
      const declaration = declarationOf(flag);
      if (typeof declaration === 'string') at(['flags', name, 'variants'], 'FLAG_VARIANT_TYPE', `flag "${name}" ${declaration}`);
      const variants = Object.keys(flag.variants);
      const known = (variant: string) => Object.hasOwn(flag.variants, variant);
      const suggestion = (variant: string) => {
        const best = closestName(variant, variants, (n) => Math.max(1, Math.floor(n / 3)));
        return best === null ? `; its variants: ${variants.join(', ')}` : ` (did you mean "${best}"?)`;
      };
      if (typeof flag.defaultVariant === 'string' && !known(flag.defaultVariant)) {
        at(
          ['flags', name, 'defaultVariant'],
          'FLAG_DEFAULT_VARIANT',
          `default variant "${flag.defaultVariant}" is not a variant of "${name}"${suggestion(flag.defaultVariant)}`,
        );
      }
      if (flag.targeting === undefined) continue;
      // Shared rules are checked where they are used: what they give must be this flag's variants.
      const parts = targetingParts(withEvaluators(flag.targeting, evaluators), ['flags', name, 'targeting']);
      const own = targetingParts(flag.targeting, ['flags', name, 'targeting']);
      for (const ref of own.refs) {
        if (!Object.hasOwn(evaluators, ref.name))
          at(
            ref.path,
            'FLAG_UNKNOWN_EVALUATOR',
            `no shared rule "${ref.name}" under $evaluators in this file${Object.keys(evaluators).length ? `; there are: ${Object.keys(evaluators).join(', ')}` : ''}`,
          );
      }
      for (const result of own.results) {
        if (!known(result.name))
          at(result.path, 'FLAG_UNKNOWN_VARIANT', `the targeting gives "${result.name}", which is not a variant of "${name}"${suggestion(result.name)}`);
      }
      for (const split of parts.splits) {
        const weights = split.buckets.map((bucket) => bucket.weight);
        if (weights.every((weight) => weight === undefined)) continue;
        const total = weights.reduce<number>((sum, weight) => sum + (weight ?? 1), 0);
        const where = own.splits.some((s) => s.path.join('/') === split.path.join('/')) ? split.path : ['flags', name, 'targeting'];
        if (total !== 100)
          at(
            where,
            'FLAG_FRACTIONAL_SPLIT',
            `the fractional split's shares add up to ${total}, not 100 (${split.buckets.map((b) => `${String(b.variant)} ${b.weight ?? 1}`).join(', ')})`,
          );
      }
      for (const read of own.reads) {
        if (CONTEXT_NAMES.includes(read.name)) continue;
        const best = closestName(read.name, CONTEXT_NAMES, (n) => Math.max(2, Math.ceil(n / 2)));
        at(
          read.path,
          'FLAG_UNKNOWN_FACT',
          `targeting reads "${read.name}", which the evaluation context does not carry${best ? ` (did you mean "${best}"?)` : ''}; it carries ${CONTEXT_NAMES.join(', ')}`,
        );
      }
    }
    for (const [name, rule] of Object.entries(evaluators)) {
      for (const read of targetingParts(rule, ['$evaluators', name]).reads) {
        if (!CONTEXT_NAMES.includes(read.name))
          at(
            read.path,
            'FLAG_UNKNOWN_FACT',
            `shared rule "${name}" reads "${read.name}", which the evaluation context does not carry; it carries ${CONTEXT_NAMES.join(', ')}`,
          );
      }
    }
    problems.push(...flagdSchemaProblems(record));
  }
  return problems;
}

/**
 * Reports the shared rules and flag targeting of the file past the bound, only where it is first
 * passed (one using a shared rule already over it says nothing new); true when there is one.
 */
function targetingTooLarge(data: FlagFile, report: (path: JsonPath, message: string) => void): boolean {
  const evaluators = data.$evaluators ?? {};
  const over = new Set<string>();
  const check = (rule: unknown, path: JsonPath, what: string, name?: string) => {
    try {
      withEvaluators(rule, evaluators);
    } catch (error) {
      if (!(error instanceof TargetingTooLarge)) throw error;
      if (name !== undefined) over.add(name);
      const through = targetingParts(rule, path).refs.filter((ref) => over.has(ref.name) && ref.name !== name);
      if (through.length === 0) report(path, `${what} ${error.message}`);
    }
  };
  // In the order they use each other: a shared rule is checked after those it uses.
  for (const name of usesFirst(evaluators)) check(evaluators[name], ['$evaluators', name], `shared rule "${name}"`, name);
  for (const [name, flag] of Object.entries(data.flags))
    if (flag.targeting !== undefined) check(flag.targeting, ['flags', name, 'targeting'], `the targeting of "${name}"`);
  return over.size > 0 || Object.values(data.flags).some((flag) => flag.targeting !== undefined && isOver(flag.targeting, evaluators));
}

function isOver(rule: unknown, evaluators: Record<string, unknown>): boolean {
  try {
    withEvaluators(rule, evaluators);
    return false;
  } catch (error) {
    if (error instanceof TargetingTooLarge) return true;
    throw error;
  }
}

/** The shared rules' names, each after the ones it uses (a cycle left where it closes). */
function usesFirst(evaluators: Record<string, unknown>): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (name: string, onStack: Set<string>) => {
    if (done.has(name) || onStack.has(name) || !Object.hasOwn(evaluators, name)) return;
    onStack.add(name);
    for (const ref of targetingParts(evaluators[name], []).refs) visit(ref.name, onStack);
    onStack.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of Object.keys(evaluators)) visit(name, new Set());
  return order;
}

/** What flagd's own schema (in @openfeature/flagd-core) refuses in the file, at the place it names. */
function flagdSchemaProblems(record: ConfigFileRecord): Problem[] {
  try {
    new (flagdCore().MemoryStorage)(quiet).setConfigurations(JSON.stringify(record.source.data), true);
    return [];
  } catch (error) {
    const message = (error as Error).message;
    let first: { instancePath?: string; message?: string } | undefined;
    try {
      // The deepest finding names the place best (the ones above it only say an alternative failed).
      const errors = JSON.parse(message.slice(message.indexOf('['))) as { instancePath?: string; message?: string }[];
      first = [...errors].sort((a, b) => (b.instancePath ?? '').split('/').length - (a.instancePath ?? '').split('/').length)[0];
    } catch {
      first = undefined;
    }
    const path = (first?.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    const { line, col } = record.source.locate(path);
    return [
      {
        file: record.file,
        line,
        col,
        code: 'FLAGD_SCHEMA',
        message: `flagd would refuse this file: ${first ? `${first.instancePath || '/'} ${first.message}` : message}`,
      },
    ];
  }
}
