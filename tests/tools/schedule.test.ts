// Scheduled changes in config: `validate` warns about a comparison of now with a
// time that has passed (a warning: exit 0, in every format), and `portal schedule` lists the
// times still to come, in UTC and in each market's time, for a CI job that rebuilds then.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../tools/config/validate.ts';
import { portal } from '../support/cli.ts';
import { formatReport } from '../../tools/portal/formats/index.ts';
import { casesPerFile } from '../../tools/portal/commands/cases.ts';
import { repoRoot } from '../support/config.ts';
import { fixtureConfigDir } from '../support/fixture-config.ts';

// Inside the repository, so file names in messages are as short as a product owner's. A clean
// clone has no artifacts/ yet (it is ignored), so make it first.
mkdirSync(join(repoRoot, 'artifacts'), { recursive: true });
const dir = mkdtempSync(join(repoRoot, 'artifacts', 'schedule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The tests' own de-de menu (tests/fixtures/one-site) standing in for config/'s, with payment
 * methods shown from a past time and documents until a future one.
 */
const menu = join(dir, 'menus', 'de-de.yaml');
mkdirSync(join(dir, 'menus'));
const real = readFileSync(join(fixtureConfigDir, 'menus/de-de.yaml'), 'utf8');
const PAST = `when: { and: [{ rule: shows-payment-methods }, { ">=": [{ var: now.iso }, "2020-12-01T08:00"] }] }`;
const FUTURE = `when: { "<": [{ var: now.iso }, "2099-12-24T18:00"] }`;
const scheduled = real
  .replace('    href: /payment-methods\n    when: shows-payment-methods', `    href: /payment-methods\n    ${PAST}`)
  .replace('    title: Dokumente\n    href: /documents\n', `    title: Dokumente\n    href: /documents\n    ${FUTURE}\n`);
writeFileSync(menu, scheduled);
const file = relative(repoRoot, menu);
const lineOf = (text: string) => scheduled.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('validate and a schedule in the past', () => {
  it('the fixture is the de-de menu with two schedules', () => {
    expect(scheduled).toContain(PAST);
    expect(scheduled).toContain(FUTURE);
  });

  it('warns at the rule about the time that has passed, not about the one to come', () => {
    const result = validateConfig({ repoRoot, overlay: [menu] });
    expect(result.problems).toEqual([]);
    expect(result.config).not.toBeNull();
    expect(result.warnings).toHaveLength(1);
    const [warning] = result.warnings;
    expect(warning).toMatchObject({ file, line: lineOf('2020-12-01T08:00'), code: 'SCHEDULE_PASSED', severity: 'warning' });
    expect(warning!.message).toContain('now.iso >= "2020-12-01T08:00"');
    expect(warning!.message).toContain('de-de');
  });

  it('warns about the future one too once its time has come (validate compares with the day it runs)', () => {
    const result = validateConfig({ repoRoot, overlay: [menu], now: Date.UTC(2100, 0, 1) });
    expect(result.warnings.map((w) => w.line).sort()).toEqual([lineOf('2020-12-01T08:00'), lineOf('2099-12-24T18:00')].sort());
  });

  it('prints it as a warning and exits 0 (text, json); github, sarif and junit name it a warning too', async () => {
    const text = await portal(['validate', menu]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${file}:${lineOf('2020-12-01T08:00')}:`);
    expect(text.stdout).toMatch(/: warning SCHEDULE_PASSED: /);
    expect(text.stderr).toContain('1 warning');
    const json = await portal(['validate', menu, '--format', 'json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ code: 'SCHEDULE_PASSED', severity: 'warning', file })]);
    // The other formats from the same report the command builds (in process: the CLI is slow to start).
    const { warnings } = validateConfig({ repoRoot, overlay: [menu] });
    const report = { command: 'validate' as const, findings: warnings, cases: casesPerFile([file], warnings, 'config'), data: warnings };
    expect(formatReport(report, 'github')).toMatch(/^::warning file=/m);
    expect(JSON.parse(formatReport(report, 'sarif')).runs[0].results[0].level).toBe('warning');
    const junit = formatReport(report, 'junit');
    expect(junit).toContain('failures="0"');
    expect(junit).toContain('<system-out>');
    expect(junit).toContain('warning SCHEDULE_PASSED');
  }, 180_000);

  it('the shipped config has no schedule in the past', () => {
    expect(validateConfig({ repoRoot }).warnings).toEqual([]);
  });
});

describe('validate and a scheduled time written so it compares wrongly', () => {
  it('warns about a time with its own zone and about one that is not a time', () => {
    const misread = join(dir, 'misread', 'menus', 'de-de.yaml');
    mkdirSync(join(dir, 'misread', 'menus'), { recursive: true });
    const text = real
      .replace(
        '    href: /payment-methods\n    when: shows-payment-methods',
        `    href: /payment-methods\n    when: { ">=": [{ var: now.iso }, "2099-12-01T07:00Z"] }`,
      )
      .replace(
        '    title: Dokumente\n    href: /documents\n',
        `    title: Dokumente\n    href: /documents\n    when: { "<": [{ var: now.date }, "24.12.2099"] }\n`,
      );
    writeFileSync(misread, text);
    const result = validateConfig({ repoRoot, overlay: [misread] });
    expect(result.problems).toEqual([]);
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(result.warnings.map((w) => [w.code, w.line])).toEqual(
      [
        ['SCHEDULE_NOT_A_TIME', line('24.12.2099')],
        ['SCHEDULE_ZONE', line('2099-12-01T07:00Z')],
      ].sort((a, b) => (a[1] as number) - (b[1] as number)),
    );
    expect(result.warnings.find((w) => w.code === 'SCHEDULE_ZONE')!.message).toContain('e.g. "2099-12-01T07:00"');
    expect(result.warnings.find((w) => w.code === 'SCHEDULE_NOT_A_TIME')!.message).toContain('"24.12.2099" is not a time');
  });
});

describe('portal schedule', () => {
  it('lists the times to come, in UTC and in the market time, with the rule', async () => {
    const { code, stdout, stderr } = await portal(['schedule', menu, '--format', 'json']);
    // The config's other times (the offer lists' dates) come too; this file's is the one asked about.
    expect(stderr).toMatch(/\d+ scheduled changes? to come/);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { file: string }[]).filter((change) => change.file === file)).toEqual([
      {
        at: '2099-12-24T17:00:00.000Z',
        locales: [{ locale: 'de-de', timeZone: 'Europe/Berlin', local: '2099-12-24T18:00:00+01:00' }],
        file,
        line: lineOf('2099-12-24T18:00'),
        col: expect.any(Number),
        place: 'menus.de-de.account[documents]',
        rule: 'now.iso < "2099-12-24T18:00"',
      },
    ]);
  });

  it('lists the past one too when asked from a time before it (--at, UTC)', async () => {
    const { code, stdout } = await portal(['schedule', menu, '--at', '2020-01-01T00:00']);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .filter((entry) => entry.includes(file));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^2020-12-01T07:00:00\.000Z {2}de-de \(2020-12-01 08:00 Europe\/Berlin\) .*de-de\.yaml:\d+:\d+: now\.iso >= "2020-12-01T08:00"$/);
  });

  it('lists only the changes up to --until (a CI job: anything since my last run?)', async () => {
    const none = await portal(['schedule', menu, '--at', '2020-01-01T00:00', '--until', '2020-12-01T06:59Z']);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('no scheduled change');
    const one = await portal(['schedule', menu, '--at', '2020-12-01T06:59Z', '--until', '2020-12-01T07:00Z', '--format', 'json']);
    expect(JSON.parse(one.stdout).map((c: { at: string }) => c.at)).toEqual(['2020-12-01T07:00:00.000Z']);
  }, 60_000);

  it('refuses a time that is not one', async () => {
    const { code, stderr } = await portal(['schedule', '--at', 'tomorrow']);
    expect(code).toBe(2);
    expect(stderr).toContain('--at "tomorrow" is not a time');
  });
});

describe('diff --at', () => {
  it('refuses a time that is not one before it checks anything out', async () => {
    const { code, stderr } = await portal(['diff', '--base', 'HEAD', '--at', 'christmas']);
    expect(code).toBe(2);
    expect(stderr).toContain('--at "christmas" is not a time');
  });
});

describe('resolve --at', () => {
  it('resolves at that time in the market time zone', async () => {
    const { code, stdout } = await portal(['resolve', '--persona', 'personas/payment-methods-de.json', '--at', '2026-12-01T08:00', '--config', 'config']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).locale).toBe('de-de');
    const bad = await portal(['resolve', '--persona', 'personas/payment-methods-de.json', '--at', '1.12.2026']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--at "1.12.2026" is not a time');
  });
});
