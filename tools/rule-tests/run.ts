/**
 * Runs rule tests: each test (once per locale it names) resolves its persona's view model
 * and checks the expectations. Preparing (reading personas, applying `given`, checking the
 * names a test uses) is separate from running, so one set of tests can run against several
 * configs (the mutation test negates one rule at a time).
 */
import { flagServer } from '../flags/served-flags.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { JsonPath } from '../../src/engine/config/sources.ts';
import type { Explanation } from '../../src/engine/explain/explain.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { resolve } from '../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Problem } from '../config/problems.ts';
import { findPersona, repoPersonaValidator } from '../../src/node/personas/load.ts';
import { checkExpectations } from './expectations.ts';
import type { OfferContext } from './offers.ts';
import type { TestFile } from './load.ts';
import { personaFor, runLocales, runPages } from './persona.ts';
import { knownNames, unknownNames } from './references.ts';
import type { Expect } from './types.ts';

/** One test in one locale, ready to resolve. */
export interface PreparedRun {
  file: string;
  /** Index of the test in its file. */
  index: number;
  name: string;
  /** Set when the test runs in several locales. */
  locale: string | null;
  /** Which of a test's several runs this is (its locale, its page, or both): failures name it. */
  variant: string | null;
  line: number;
  col: number;
  persona: Persona;
  expect: Expect;
  /** Position in the file of a path below the test's `expect`. */
  locate: (path: JsonPath) => { line: number; col: number };
}

/** A failed expectation: a problem at the expectation's place, with the trace that explains it. */
export interface TestFailure extends Problem {
  test: string;
  explanations: Explanation[];
}

export interface RunResult {
  run: PreparedRun;
  failures: TestFailure[];
}

/** Reads the personas, applies each test's `given` per locale and checks the names tests use. */
export function prepareRuns(repoRoot: string, files: TestFile[], config: CompiledConfig, configDir?: string): { runs: PreparedRun[]; problems: Problem[] } {
  // The flags the flag service serves each persona: config/flags/ with its own as targeting on its key.
  const serveFlags = flagServer(repoRoot, configDir);
  const validatePersona = repoPersonaValidator(repoRoot);
  const known = knownNames(config);
  const personas = new Map<string, Persona | string>();
  const runs: PreparedRun[] = [];
  const problems: Problem[] = [];
  // A test names its persona by id or by a path from the repository root (src/node/personas/load.ts).
  const readPersona = (ref: string): Persona | string => {
    let cached = personas.get(ref);
    if (cached === undefined) {
      const found = findPersona(repoRoot, ref, repoRoot);
      cached = found.ok ? found.persona.persona : found.message;
      personas.set(ref, cached);
    }
    return cached;
  };
  for (const { file, source, data } of files) {
    data.tests.forEach((test, index) => {
      const at = (path: JsonPath) => source.locate(['tests', index, ...path]);
      const problem = (path: JsonPath, code: string, message: string) => problems.push({ file, ...at(path), code, message: `${test.name}: ${message}` });
      const names = unknownNames(test, known);
      for (const name of names) problem(name.path, name.code, name.message);
      const base = readPersona(test.persona);
      if (typeof base === 'string') {
        problem(['persona'], 'UNKNOWN_PERSONA', base);
        return;
      }
      if (names.length > 0) return;
      const locales = runLocales(test.given, base);
      const pages = runPages(test.given);
      for (const locale of locales) {
        for (const page of pages) {
          const given = personaFor(base, test.given, locale, page, known.locales);
          const persona = serveFlags(given).persona;
          if (!validatePersona(given)) {
            const error = validatePersona.errors?.[0];
            problem(
              ['given'],
              'INVALID_TEST',
              `the persona with these changes does not match schemas/persona.schema.json: ${error?.instancePath || '/'} ${error?.message ?? ''}`,
            );
            return;
          }
          const variant = [locales.length > 1 ? locale : null, pages.length > 1 ? page : null].filter((v) => v !== null).join(' ');
          runs.push({
            file,
            index,
            name: test.name,
            locale: locales.length > 1 ? locale : null,
            variant: variant || null,
            ...at([]),
            persona,
            expect: test.expect,
            locate: (path) => at(['expect', ...path]),
          });
        }
      }
    });
  }
  return { runs, problems };
}

/** The test's name, with the locale or page of this run when the test has several. */
export function runName(run: PreparedRun): string {
  return run.variant ? `${run.name} [${run.variant}]` : run.name;
}

/**
 * Resolves each run and checks its expectations; `explain: false` skips the traces (faster).
 * `offers` (tools/rule-tests/offers.ts loadOfferContext) is what `offers` expectations read.
 */
export function executeRuns(
  config: CompiledConfig,
  runs: readonly PreparedRun[],
  options: { explain?: boolean; offers?: OfferContext | null } = {},
): RunResult[] {
  return runs.map((run) => {
    const facts = deriveFacts(run.persona, config);
    const vm = resolve(config, facts, run.persona);
    const failures = checkExpectations({ config, facts, data: run.persona, vm, offers: options.offers ?? null }, run.expect).map((failure): TestFailure => {
      const test = runName(run);
      return {
        file: run.file,
        ...run.locate(failure.path),
        code: 'TEST_FAILED',
        message: `${test}: ${failure.message}`,
        test,
        explanations: options.explain === false ? [] : failure.explain(),
      };
    });
    return { run, failures };
  });
}
