/**
 * A diff against a git revision's config, as `portal diff --base` and `portal review` both ask it:
 * both sides compiled (a side that does not validate is named on stderr with its problems), each
 * side's flags served by its own config/flags/, each side's offer lists, and the audience derived
 * from the changed rules. The caller owns the checkout (review keeps it to build the base side).
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { validateConfig, type ValidationResult } from '../config/validate.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { formatProblem, type Problem } from '../config/problems.ts';
import { flagServer } from '../flags/served-flags.ts';
import { loadOfferContext } from '../rule-tests/offers.ts';
import { counted } from '../portal/counted.ts';
import { factVocabulary } from '../portal/fact-vocabulary.ts';
import { NO_WHAT_IF, type WhatIf, withWhatIf } from '../portal/what-if.ts';
import type { BaseCheckout } from './base-revision.ts';
import { diffConfigs, type DiffResult } from './diff-configs.ts';
import type { LocaleScope } from './views.ts';

const SHOWN_PROBLEMS = 20;

/** Problems one per line; the base's named as git does, REV:config/menus/de-de.yaml. */
function problemList(problems: Problem[], filePrefix: string): string {
  const lines = problems.slice(0, SHOWN_PROBLEMS).map((p) => `  ${formatProblem({ ...p, file: `${filePrefix}${p.file}` })}`);
  if (problems.length > SHOWN_PROBLEMS) lines.push(`  … and ${problems.length - SHOWN_PROBLEMS} more`);
  return lines.join('\n');
}

/** A side that validated: its config compiled, with its strings. */
export type ValidSide = ValidationResult & { config: CompiledConfig; strings: StringResources };

/** Compiles one side; null (after saying why on stderr, under the command's name) when it does not validate. */
export function compileSide(command: string, root: string, label: string, filePrefix = ''): CompiledConfig | null {
  return validateSide(command, root, label, filePrefix)?.config ?? null;
}

/** Validates one side, once; null (after saying why on stderr, under the command's name) when it does not validate. */
function validateSide(command: string, root: string, label: string, filePrefix = ''): ValidSide | null {
  let result: ValidationResult;
  try {
    result = validateConfig({ repoRoot: root, warnings: false });
  } catch (error) {
    process.stderr.write(`${command}: ${label} cannot be read by the current code: ${(error as Error).message}\n`);
    return null;
  }
  if (result.config && result.strings) return result as ValidSide;
  const count = result.problems.length;
  process.stderr.write(
    `${command}: ${label} does not validate under the current code (${counted(count, 'problem')}):\n${problemList(result.problems, filePrefix)}\n`,
  );
  return null;
}

export interface DiffWithBaseOptions {
  /** The command's name in messages ("portal diff"). */
  command: string;
  /** The base as messages name it: the revision as given, with its short hash. */
  baseLabel: string;
  scope: LocaleScope;
  /** --flags over what each side serves. */
  whatIfFlags: WhatIf['flags'];
  /** Also the audience derived from the changed rules. */
  derived: boolean;
}

/** `invalid-head`: the working tree's config does not validate (exit 1); `invalid-base`: the revision's does not (exit 2). */
export type DiffWithBase =
  /** `sides`: each side's validation, for a caller that goes on to build or draw them (validated once). */
  { kind: 'ok'; result: DiffResult; sides: { base: ValidSide; head: ValidSide } } | { kind: 'invalid-head' } | { kind: 'invalid-base' };

export function diffWithBase(repo: string, checkout: BaseCheckout, personas: Persona[], options: DiffWithBaseOptions): DiffWithBase {
  const headSide = validateSide(options.command, repo, "the working tree's config");
  if (!headSide) return { kind: 'invalid-head' };
  const baseSide = validateSide(options.command, checkout.root, `the config at ${options.baseLabel}`, `${checkout.commit.slice(0, 7)}:`);
  if (!baseSide) return { kind: 'invalid-base' };
  const [base, head] = [baseSide.config, headSide.config];
  // Each side's offer selection over the local catalogue: offer lists are compared like view parts.
  const offers = { base: loadOfferContext(checkout.root, base), head: loadOfferContext(repo, head) };
  // Each side's flag definitions serve the personas their flags (a targeting edit shows as its effect);
  // --flags go over what each side serves, as ?flags= over the flag service's answer.
  const [baseFlags, headFlags] = [flagServer(checkout.root), flagServer(repo)];
  const flags = { ...NO_WHAT_IF, flags: options.whatIfFlags };
  const flagsFor = {
    base: (persona: Persona) => withWhatIf(baseFlags(persona).persona, flags),
    head: (persona: Persona) => withWhatIf(headFlags(persona).persona, flags),
  };
  const result = diffConfigs(base, head, personas, { scope: options.scope, flagsFor, offers, ...(options.derived ? { derived: factVocabulary(repo) } : {}) });
  return { kind: 'ok', result, sides: { base: baseSide, head: headSide } };
}
