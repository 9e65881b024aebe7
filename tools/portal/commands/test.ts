/**
 * `portal test [files…]`: the rule tests of config/tests/ (or the given files). Each failing
 * expectation is a finding at its own line with the explain trace; exit 1 on any failure,
 * 2 on a malformed test file.
 */
import { parseArgs } from 'node:util';
import { formatExplanation } from '../../../src/engine/explain/format.ts';
import { defaultTestFiles, loadTestFiles } from '../../rule-tests/load.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';
import { executeRuns, prepareRuns, runName, type RunResult } from '../../rule-tests/run.ts';
import { sortProblems, type Problem } from '../../config/problems.ts';
import { formatReport, parseFormat, type Finding, type Format, type ReportCase } from '../formats/index.ts';
import { casesPerFile } from './cases.ts';
import { loadConfigForTests } from './load-for-tests.ts';
import { counted } from '../counted.ts';

function reportProblems(problems: Problem[], format: Format, files: string[]): void {
  process.stdout.write(formatReport({ command: 'test', findings: problems, cases: casesPerFile(files, problems, 'test files'), data: { problems } }, format));
}

export function runTest(args: string[], repoRoot: string): number {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { format: { type: 'string' }, config: { type: 'string' } } });
  const format = parseFormat(values.format);
  const loaded = loadConfigForTests(repoRoot, values.config);
  if (!loaded.ok) {
    reportProblems(loaded.problems, format, []);
    process.stderr.write(`portal test: ${loaded.message}\n`);
    return loaded.exitCode;
  }
  const paths = positionals.length ? positionals : defaultTestFiles(loaded.configDir);
  const { files, problems: loadProblems } = loadTestFiles(repoRoot, paths);
  const { runs, problems: prepareProblems } = prepareRuns(repoRoot, files, loaded.config, loaded.configDir);
  const malformed = sortProblems([...loadProblems, ...prepareProblems]);
  if (malformed.length > 0) {
    reportProblems(
      malformed,
      format,
      files.map((f) => f.file),
    );
    process.stderr.write(`portal test: ${counted(malformed.length, 'problem')} in the test files; no test was run\n`);
    return 2;
  }
  // Offer lists are compiled apart from the config (src/engine/offers/selection.ts); read only when a test asks.
  const offers = runs.some((r) => r.expect.offers) ? loadOfferContext(repoRoot, loaded.config, loaded.configDir) : null;
  const results = executeRuns(loaded.config, runs, { offers });
  const findingsOf = (r: RunResult): Finding[] =>
    r.failures.map((f) => ({
      file: f.file,
      line: f.line,
      col: f.col,
      code: f.code,
      message: f.message,
      detail: f.explanations.map(formatExplanation).join('\n'),
    }));
  const cases: ReportCase[] = results.map((r) => ({ name: runName(r.run), group: r.run.file, file: r.run.file, line: r.run.line, failures: findingsOf(r) }));
  const findings = cases.flatMap((c) => c.failures);
  const failed = results.filter((r) => r.failures.length > 0);
  const data = {
    tests: results.map((r) => ({
      file: r.run.file,
      line: r.run.line,
      col: r.run.col,
      name: r.run.name,
      locale: r.run.locale,
      variant: r.run.variant,
      passed: r.failures.length === 0,
      failures: r.failures,
    })),
    summary: { files: files.length, tests: results.length, failed: failed.length },
  };
  process.stdout.write(formatReport({ command: 'test', findings, cases, data }, format));
  process.stderr.write(
    failed.length === 0
      ? `${counted(results.length, 'test')} passed (${counted(files.length, 'file')})\n`
      : `${failed.length} of ${counted(results.length, 'test')} failed (${counted(findings.length, 'expectation')})\n`,
  );
  return failed.length === 0 ? 0 : 1;
}
