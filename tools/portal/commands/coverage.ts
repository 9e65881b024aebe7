/**
 * `portal coverage`: over every persona and every rule-test run, which rules were made true
 * and false, which menu items someone saw, which facts and flags no rule reads and which named
 * rules nothing uses. Exit 1 below the bar of config/tests/coverage.yaml, 2 on malformed tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sortProblems, type Problem } from '../../config/problems.ts';
import { judge, loadBar, type CoverageFinding } from '../../rule-coverage/bar.ts';
import { measureCoverage } from '../../rule-coverage/measure.ts';
import { readAllPersonas } from '../../rule-coverage/personas.ts';
import { ruleReads, unreadFacts } from '../../rule-coverage/reads.ts';
import { coverageText, kindOf } from '../../rule-coverage/report.ts';
import { defaultTestFiles, loadTestFiles } from '../../rule-tests/load.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';
import { prepareRuns } from '../../rule-tests/run.ts';
import { flagServer, targetedFlags } from '../../flags/served-flags.ts';
import { flagTargetingCoverage, flagTargetingText } from '../../flags/targeting-coverage.ts';
import { formatReport, parseFormat, type Format, type ReportCase } from '../formats/index.ts';
import { casesPerFile } from './cases.ts';
import { loadConfigForTests } from './load-for-tests.ts';
import { counted } from '../counted.ts';

function reportProblems(problems: Problem[], format: Format): void {
  process.stdout.write(
    formatReport({ command: 'coverage', findings: problems, cases: casesPerFile([], problems, 'coverage inputs'), data: { problems } }, format),
  );
}

export function runCoverage(args: string[], repoRoot: string): number {
  const { values } = parseArgs({ args, options: { format: { type: 'string' }, config: { type: 'string' } } });
  const format = parseFormat(values.format);
  const loaded = loadConfigForTests(repoRoot, values.config);
  if (!loaded.ok) {
    reportProblems(loaded.problems, format);
    process.stderr.write(`portal coverage: ${loaded.message}\n`);
    return loaded.exitCode;
  }
  const { config, configDir } = loaded;
  const read = readAllPersonas(repoRoot);
  const personaProblems = read.problems;
  // Each persona with the flags the flag service serves it (config/flags/ targeting included).
  const serve = flagServer(repoRoot, configDir);
  const personas = read.personas.map(({ name, persona }) => ({ name, persona: serve(persona).persona }));
  const { files, problems: loadProblems } = loadTestFiles(repoRoot, defaultTestFiles(configDir));
  const { runs, problems: prepareProblems } = prepareRuns(repoRoot, files, config, configDir);
  const bar = loadBar(repoRoot, configDir);
  const inputs = sortProblems([...personaProblems, ...loadProblems, ...prepareProblems, ...bar.problems]);
  if (inputs.length > 0 || !bar.loaded) {
    reportProblems(inputs, format);
    process.stderr.write(`portal coverage: ${counted(inputs.length, 'problem')} in the personas, tests or coverage bar\n`);
    return 2;
  }
  const measured = measureCoverage(config, personas, runs, loadOfferContext(repoRoot, config, configDir));
  const judgement = judge(measured, bar.loaded);
  if (judgement.malformed.length > 0) {
    reportProblems(judgement.malformed, format);
    process.stderr.write(
      `portal coverage: ${counted(judgement.malformed.length, 'exception')} ${judgement.malformed.length === 1 ? 'names' : 'name'} nothing in the config\n`,
    );
    return 2;
  }

  const reads = ruleReads(config);
  const unreferenced = Object.keys(config.namedRules).filter((name) => !reads.refs.has(name));
  const unread = unreadFacts(JSON.parse(readFileSync(join(repoRoot, 'schemas', 'facts.schema.json'), 'utf8')), reads.vars);
  const flagTargeting = flagTargetingText(
    flagTargetingCoverage(
      read.personas.map(({ persona }) => persona),
      serve,
      targetedFlags(repoRoot, configDir),
    ),
  );
  const notes = {
    unreadFacts: unread.filter((f) => !f.startsWith('flags.')),
    unreadFlags: unread.filter((f) => f.startsWith('flags.')),
    unreferencedNamedRules: unreferenced,
    flagTargeting,
  };
  // A named rule nothing uses is one finding, not also "never true" and "never false".
  const unusedKeys = new Set(unreferenced.map((name) => `namedRules.${name}`));
  const findings: CoverageFinding[] = [
    ...judgement.findings.filter((f) => f.subject === undefined || !unusedKeys.has(f.subject)),
    ...unreferenced.map((name): CoverageFinding => {
      const source = config.namedRules[name]!.rule.source;
      return {
        file: source?.file ?? 'config',
        line: source?.line || 1,
        col: source?.col || 1,
        subject: `namedRules.${name}`,
        code: 'UNREFERENCED_RULE',
        message: `named rule ${name} is used by no rule: use it or remove it`,
        severity: 'error',
      };
    }),
  ];
  const failed = !judgement.passed || unreferenced.length > 0;

  // An item and its rule share a key: the item's finding is ITEM_NEVER_SHOWN, the rule's are the others.
  const errorsAbout = (key: string, item: boolean) =>
    findings.filter((f) => f.subject === key && (f.severity ?? 'error') === 'error' && (f.code === 'ITEM_NEVER_SHOWN') === item);
  const cases: ReportCase[] = [
    ...measured.rules.map((rule) => ({
      name: rule.key,
      group: kindOf(rule.key),
      file: rule.source?.file ?? 'config',
      ...(rule.source?.line ? { line: rule.source.line } : {}),
      failures: errorsAbout(rule.key, false),
    })),
    ...measured.items.map((item) => ({
      name: item.key,
      group: 'menu items seen',
      file: item.source?.file ?? 'config',
      ...(item.source?.line ? { line: item.source.line } : {}),
      failures: errorsAbout(item.key, true),
    })),
  ];
  const minimum = bar.loaded.bar.minimum;
  const data = {
    figures: judgement.figures,
    minimum,
    passed: !failed,
    personas: measured.personas,
    testRuns: measured.testRuns,
    rules: measured.rules,
    items: measured.items,
    findings,
    ...notes,
  };
  process.stdout.write(
    formatReport(
      { command: 'coverage', findings, cases, data, textBody: coverageText(measured, judgement.figures, minimum, notes, judgement.excepted) },
      format,
    ),
  );
  const f = judgement.figures;
  process.stderr.write(
    `${failed ? 'coverage below the bar' : 'coverage meets the bar'}: rule outcomes ${f.rulesPercent}% (minimum ${minimum.rules}%), menu items ${f.itemsPercent}% (minimum ${minimum.items}%)\n`,
  );
  return failed ? 1 : 0;
}
