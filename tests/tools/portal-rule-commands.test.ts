// `portal test`, `portal coverage` and the CI formats of `validate`, spawned as CI runs them:
// exit 0 when all is well, 1 on a failed test or a coverage gap, 2 on a malformed test file;
// every finding at its file:line:col in each format. `portal test` runs on the tests' own config
// with rule tests of its own, so a product owner's edit of config/ changes nothing here (the
// shipped rule tests are run by `portal test` itself, as a config check).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBatches, portal, type CliResult } from '../support/cli.ts';
import { repoRoot } from '../support/config.ts';
import { fixtureRepo } from '../support/fixture-config.ts';

const NO_STACK = /\n\s+at [^\n]+\(/;
const dir = mkdtempSync(join(tmpdir(), 'portal-rule-commands-'));
const rel = (path: string) => relative(repoRoot, path);
const HEADER = '# yaml-language-server: $schema=../../schemas/rule-tests.schema.json\n';

const failing = join(dir, 'failing.yaml');
const FAILING = `${HEADER}tests:
  - name: payment methods are expected where the flag is off
    persona: payment-methods-off-de
    expect:
      account:
        shown: [payment-methods]
  - name: a passing test
    persona: active-de
    expect: { redirect: none }
`;
// The tests' own config with a rule test file of its own (config/tests/menus.yaml there).
const fixture = fixtureRepo();
const fixtureConfig = join(fixture, 'config');
const PASSING = `${HEADER}tests:
  - name: payment methods show with the flag on
    persona: payment-methods-de
    expect:
      account: { shown: [payment-methods] }
  - name: payment methods stay hidden with the flag off
    persona: payment-methods-off-de
    expect:
      account: { hidden: [payment-methods] }
  - name: an active customer is not redirected
    persona: active-de
    expect: { redirect: none }
`;
const malformed = join(dir, 'malformed.yaml');
const MALFORMED = `${HEADER}tests:
  - name: an item nobody defines
    persona: active-de
    expect:
      nav: { shown: [paymnt-methods] }
`;
// A copy of config/ without the header tests: variants only they reach lose their outcomes.
const thinConfig = join(dir, 'config');
const brokenMenu = 'tests/fixtures/broken-config/invalid-value/menus/de-de.yaml';

const runs: Record<string, string[]> = {
  test: ['test', '--config', fixtureConfig],
  testJunit: ['test', '--format', 'junit', '--config', fixtureConfig],
  failing: ['test', rel(failing), '--config', fixtureConfig],
  failingGithub: ['test', rel(failing), '--format', 'github', '--config', fixtureConfig],
  failingSarif: ['test', rel(failing), '--format', 'sarif', '--config', fixtureConfig],
  malformed: ['test', rel(malformed), '--config', fixtureConfig],
  coverage: ['coverage'],
  coverageJson: ['coverage', '--format', 'json'],
  thinCoverage: ['coverage', '--config', rel(thinConfig), '--format', 'github'],
  validateGithub: ['validate', brokenMenu, '--format', 'github'],
  validateJunit: ['validate', brokenMenu, '--format', 'junit'],
  badFormat: ['test', '--format', 'xml'],
};
const results: Record<string, CliResult> = {};

beforeAll(async () => {
  writeFileSync(failing, FAILING);
  writeFileSync(malformed, MALFORMED);
  mkdirSync(join(fixtureConfig, 'tests'));
  writeFileSync(join(fixtureConfig, 'tests', 'menus.yaml'), PASSING);
  cpSync(join(repoRoot, 'config'), thinConfig, { recursive: true });
  rmSync(join(thinConfig, 'tests', 'header.yaml'));
  const names = Object.keys(runs);
  const out = await inBatches(
    names.map((n) => () => portal(runs[n]!)),
    2,
  );
  names.forEach((n, i) => (results[n] = out[i]!));
}, 300_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(fixture, { recursive: true, force: true });
});

function lineOf(text: string, needle: string): { line: number; col: number } {
  const lines = text.split('\n');
  const index = lines.findIndex((l) => l.includes(needle));
  return { line: index + 1, col: lines[index]!.indexOf(needle) + 1 };
}

describe('portal test', () => {
  it("the config's own rule tests pass: exit 0, nothing on stdout, a count on stderr", () => {
    const { code, stdout, stderr } = results.test!;
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^3 tests passed \(1 file/);
  });

  it('a failing expectation: exit 1, file:line:col of the expectation, then its explain trace', () => {
    const { code, stdout, stderr } = results.failing!;
    expect(code).toBe(1);
    const at = lineOf(FAILING, 'payment-methods]');
    const lines = stdout.split('\n');
    expect(lines[0]).toBe(
      `${rel(failing)}:${at.line}:${at.col}: error TEST_FAILED: payment methods are expected where the flag is off: expected item "payment-methods" to be shown in the account menu, but it is not`,
    );
    expect(stdout).toMatch(/\n {4}.*config\/menus\/de-de\.yaml:\d+:\d+/);
    expect(stdout).toMatch(/rule "shows-payment-methods".*config\/rules\/named\.yaml:\d+:\d+/);
    expect(stdout).toContain('flags.paymentMethods = false');
    expect(stderr).toContain('1 of 2 tests failed (1 expectation)');
  });

  it('a malformed test file: exit 2, located like a config error, nothing run', () => {
    const { code, stdout, stderr } = results.malformed!;
    expect(code).toBe(2);
    const at = lineOf(MALFORMED, 'paymnt-methods');
    expect(stdout.trim()).toBe(
      `${rel(malformed)}:${at.line}:${at.col}: error UNKNOWN_ITEM: an item nobody defines: unknown menu item "paymnt-methods"; did you mean "payment-methods"?`,
    );
    expect(stderr).toContain('no test was run');
  });

  it('--format github: an error annotation on the expectation line', () => {
    const at = lineOf(FAILING, 'payment-methods]');
    expect(results.failingGithub!.code).toBe(1);
    expect(results.failingGithub!.stdout).toMatch(
      new RegExp(`^::error file=${rel(failing).replace(/[.]/g, '\\.')},line=${at.line},col=${at.col},title=test TEST_FAILED::payment methods`),
    );
    expect(results.failingGithub!.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('--format sarif: the failure as a result with its region', () => {
    const sarif = JSON.parse(results.failingSarif!.stdout);
    const at = lineOf(FAILING, 'payment-methods]');
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toHaveLength(1);
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.region).toEqual({ startLine: at.line, startColumn: at.col });
  });

  it("--format junit: one test case per test run of the config's tests, none failed", () => {
    const xml = results.testJunit!.stdout;
    const count = Number(/^(\d+) tests passed/.exec(results.test!.stderr)?.[1]);
    expect((xml.match(/<testcase /g) ?? []).length).toBe(count);
    expect(xml).toContain(`<testsuites name="portal test" tests="${count}" failures="0"`);
  });

  it('bad usage exits 2 without a stack trace', () => {
    expect(results.badFormat!.code).toBe(2);
    expect(`${results.badFormat!.stdout}${results.badFormat!.stderr}`).not.toMatch(NO_STACK);
  });
});

describe('portal coverage', () => {
  it('the shipped personas and tests meet the bar: exit 0 with the figures', () => {
    const { code, stdout, stderr } = results.coverage!;
    expect(code).toBe(0);
    expect(stdout).toMatch(/rule coverage over \d+ personas and \d+ test runs/);
    expect(stdout).toMatch(/named rules +\d+/);
    expect(stderr).toContain('coverage meets the bar');
  });

  it('--format json: every rule with its outcomes, every item seen, the notes', () => {
    const data = JSON.parse(results.coverageJson!.stdout);
    expect(data.passed).toBe(true);
    expect(data.figures.rulesPercent).toBe(100);
    expect(data.rules.length).toBeGreaterThan(300);
    expect(data.rules.find((r: { key: string }) => r.key === 'namedRules.logged-in')).toMatchObject({ named: true });
    expect(data.items.every((i: { seenBy: string | null }) => i.seenBy !== null)).toBe(true);
    expect(Array.isArray(data.unreadFlags)).toBe(true);
  });

  it('without the header tests, the bank-navigation variant is never true: exit 1, annotated at its rule', () => {
    const { code, stdout } = results.thinCoverage!;
    expect(code).toBe(1);
    const headers = readFileSync(join(repoRoot, 'config/headers/headers.yaml'), 'utf8');
    const rule = lineOf(headers, 'page.kind }, bank ]');
    const file = `${rel(thinConfig)}/headers/headers.yaml`.replace(/[.]/g, '\\.');
    expect(stdout).toMatch(
      new RegExp(`^::error file=${file},line=${rule.line},col=\\d+,title=coverage NEVER_TRUE::rule headers\\.variants\\[bank-navigation\\] is never true`, 'm'),
    );
  });
});

describe('portal validate in CI formats', () => {
  it('--format github: an annotation at the mistake', () => {
    expect(results.validateGithub!.code).toBe(1);
    expect(results.validateGithub!.stdout).toContain(`::error file=${brokenMenu},line=7,col=13,title=validate INVALID_VALUE::`);
  });

  it('--format junit: the broken file is a failed test case', () => {
    const xml = results.validateJunit!.stdout;
    expect(xml).toMatch(new RegExp(`<testcase name="${brokenMenu}"[^>]*>\\s*<failure type="INVALID_VALUE"`));
  });
});
