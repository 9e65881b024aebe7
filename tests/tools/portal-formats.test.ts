// The CI formats `validate`, `test` and `coverage` share (tools/portal/formats/): GitHub
// workflow commands, JUnit XML and SARIF 2.1.0 carry every finding with its file, line and
// column, and nothing in a message can break out of its format.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatReport, parseFormat, type Report } from '../../tools/portal/formats/index.ts';

const report: Report = {
  command: 'test',
  findings: [
    {
      file: 'config/tests/menus.yaml',
      line: 12,
      col: 9,
      code: 'TEST_FAILED',
      message: 'payment methods: expected item "payment-methods" <shown>, 100% & more',
      detail: 'item "payment-methods": NOT SHOWN\n  ✗ its rule does not hold (config/menus/de-de.yaml:267:5)',
    },
    { file: 'config/menus/de,de.yaml', line: 3, col: 1, code: 'NEVER_TRUE', message: 'rule x: never true', severity: 'warning' },
  ],
  cases: [
    { name: 'payment methods', group: 'config/tests/menus.yaml', file: 'config/tests/menus.yaml', line: 10, failures: [] },
    { name: 'a passing test', group: 'config/tests/menus.yaml', file: 'config/tests/menus.yaml', line: 20, failures: [] },
  ],
  data: { anything: true },
};
report.cases[0]!.failures.push(report.findings[0]!);

describe('--format github', () => {
  const out = formatReport(report, 'github');
  const lines = out.trimEnd().split('\n');

  it('one workflow command per finding, on one line, at its file, line and column', () => {
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^::error file=config\/tests\/menus\.yaml,line=12,col=9,title=test TEST_FAILED::/);
    expect(lines[1]).toMatch(/^::warning file=config\/menus\/de%2Cde\.yaml,line=3,col=1,title=test NEVER_TRUE::rule x: never true$/);
  });

  it('the trace travels in the message with escaped newlines and percent signs', () => {
    expect(lines[0]).toContain('100%25 & more%0Aitem "payment-methods": NOT SHOWN%0A  ✗ its rule');
  });
});

describe('--format junit', () => {
  const xml = formatReport(report, 'junit');
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('one test case per test, grouped by file, the failed one with its finding and trace', () => {
    const cases = [...doc.getElementsByTagName('testcase')];
    expect(cases.map((c) => c.getAttribute('name'))).toEqual(['payment methods', 'a passing test']);
    expect(doc.getElementsByTagName('testsuite')[0]!.getAttribute('name')).toBe('config/tests/menus.yaml');
    expect(doc.documentElement.getAttribute('tests')).toBe('2');
    expect(doc.documentElement.getAttribute('failures')).toBe('1');
    const failure = cases[0]!.getElementsByTagName('failure')[0]!;
    expect(failure.getAttribute('type')).toBe('TEST_FAILED');
    expect(failure.getAttribute('message')).toBe(report.findings[0]!.message);
    expect(failure.textContent).toContain('config/tests/menus.yaml:12:9');
    expect(failure.textContent).toContain('config/menus/de-de.yaml:267:5');
    expect(cases[1]!.getElementsByTagName('failure')).toHaveLength(0);
  });
});

describe('--format sarif', () => {
  const sarif = JSON.parse(formatReport(report, 'sarif')) as {
    version: string;
    runs: {
      tool: { driver: { name: string; rules: { id: string }[] } };
      results: {
        ruleId: string;
        ruleIndex: number;
        level: string;
        message: { text: string };
        locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }[];
      }[];
    }[];
  };

  it('is SARIF 2.1.0 with one rule per problem code', () => {
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs).toHaveLength(1);
    expect(sarif.runs[0]!.tool.driver.name).toBe('portal');
    expect(sarif.runs[0]!.tool.driver.rules.map((r) => r.id)).toEqual(['NEVER_TRUE', 'TEST_FAILED']);
  });

  it('one result per finding, with its rule, level and region', () => {
    const [first, second] = sarif.runs[0]!.results;
    expect(first).toMatchObject({ ruleId: 'TEST_FAILED', level: 'error' });
    expect(sarif.runs[0]!.tool.driver.rules[first!.ruleIndex]!.id).toBe('TEST_FAILED');
    expect(first!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'config/tests/menus.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 12, startColumn: 9 },
    });
    expect(first!.message.text).toContain('its rule does not hold');
    expect(second).toMatchObject({ ruleId: 'NEVER_TRUE', level: 'warning' });
  });
});

describe('--format text and json', () => {
  it('text: file:line:col, severity, code, message, then the trace indented', () => {
    const text = formatReport(report, 'text').split('\n');
    expect(text[0]).toBe('config/tests/menus.yaml:12:9: error TEST_FAILED: payment methods: expected item "payment-methods" <shown>, 100% & more');
    expect(text[1]).toBe('    item "payment-methods": NOT SHOWN');
    expect(text[3]).toBe('config/menus/de,de.yaml:3:1: warning NEVER_TRUE: rule x: never true');
  });

  it('json: the command data', () => {
    expect(JSON.parse(formatReport(report, 'json'))).toEqual({ anything: true });
  });

  it('an unknown format is bad usage', () => {
    expect(() => parseFormat('xml')).toThrow(/text, json, github, junit, sarif/);
    expect(parseFormat(undefined)).toBe('text');
  });
});
