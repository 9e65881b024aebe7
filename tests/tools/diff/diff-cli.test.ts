// `portal diff` end to end on a temporary git repository (the tests' two-site config, schemas/
// and the personas of those sites): commits are made there, never in the project's own history.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBatches, portal, type CliResult } from '../../support/cli.ts';
import { applyEdits, EDITS, twoSiteRepoWithPersonas } from './config-copy.ts';

const NO_STACK = /\n\s+at [^\n]+\(/;

let repo: string;
const results: Record<string, CliResult> = {};

function git(...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=diff test', '-c', 'user.email=diff-test@example.org', '-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
}

/** Runs `portal diff` with each set of arguments (two at a time) into `results`. */
async function diffs(runs: Record<string, string[]>): Promise<void> {
  const names = Object.keys(runs);
  const out = await inBatches(
    names.map((name) => () => portal(['diff', '--repo', repo, ...runs[name]!])),
    2,
  );
  names.forEach((name, i) => (results[name] = out[i]!));
}

beforeAll(async () => {
  repo = twoSiteRepoWithPersonas();
  git('init', '--quiet');
  git('add', 'config', 'schemas', 'personas');
  git('commit', '--quiet', '-m', "the tests' config");

  // 1. Nothing changed yet.
  await diffs({ same: ['--base', 'HEAD'], unknown: ['--base', 'no-such-branch'], noBase: [] });

  // 2. A base revision whose config no longer validates (a misspelt property).
  const menu = join(repo, 'config/menus/de-de.yaml');
  const unedited = readFileSync(menu, 'utf8');
  applyEdits(repo, [{ file: 'config/menus/de-de.yaml', find: '    title: Dokumente\n', replace: '    titel: Dokumente\n' }]);
  git('commit', '--quiet', '-am', 'broken menu');
  writeFileSync(menu, unedited);
  await diffs({ brokenBase: ['--base', 'HEAD'] });

  // 3. The working tree shows payment methods to everyone; HEAD~1 is the unedited config.
  applyEdits(repo, [EDITS.paymentMethodsForEveryone]);
  await diffs({
    text: ['--base', 'HEAD~1'],
    json: ['--base', 'HEAD~1', '--format', 'json'],
    markdown: ['--base', 'HEAD~1', '--format', 'markdown'],
    failOnChange: ['--base', 'HEAD~1', '--fail-on-change'],
  });
}, 180_000);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('portal diff (spawned, on a temporary git repository)', () => {
  it('no change: says "no persona sees a difference" and exits 0', () => {
    expect(results.same).toMatchObject({ code: 0 });
    expect(results.same!.stdout).toMatch(/no persona sees a difference/);
  });

  it('with a change: a report, exit 0; with --fail-on-change, exit 1', () => {
    expect(results.text!.code).toBe(0);
    expect(results.text!.stdout).toMatch(
      /^\s+\+ item "payment-methods" \(\/de-de\/payment-methods\) in header\.account\.menu: [a-z-]+@de-de, .* \(\d+ views, \d+ personas\)$/m,
    );
    expect(results.text!.stdout).not.toMatch(/no persona sees a difference/);
    expect(results.failOnChange!.code).toBe(1);
    expect(results.failOnChange!.stdout).toBe(results.text!.stdout);
  });

  it('--format json: the data, with the base commit and every view that sees each change', () => {
    expect(results.json!.code).toBe(0);
    const data = JSON.parse(results.json!.stdout);
    const commit = git('rev-parse', 'HEAD~1').trim();
    expect(data.base).toEqual({ revision: 'HEAD~1', commit });
    expect(data).toMatchObject({ head: 'working tree', scope: 'all' });
    expect(data.views).toBe(data.personas * data.locales.length);
    expect(data.changes).toHaveLength(1);
    expect(data.changes[0]).toMatchObject({
      area: 'header.account.menu',
      kind: 'added',
      path: ['header', 'account', 'menu', { key: 'payment-methods', container: 'menu' }],
      after: { id: 'payment-methods', href: '/de-de/payment-methods' },
    });
    expect(data.changes[0].views).toContainEqual({ persona: 'payment-methods-off-de', locale: 'de-de', own: true });
    expect(data.changes[0].views.every((v: { locale: string }) => v.locale === 'de-de')).toBe(true);
  });

  it('--format markdown: a pull-request comment with a table and collapsed details', () => {
    expect(results.markdown!.code).toBe(0);
    const md = results.markdown!.stdout;
    expect(md).toMatch(/^### Config diff: HEAD\\~1 \([0-9a-f]{7}\) → working tree\n/);
    expect(md).toContain('| change | views | personas |');
    expect(md).toContain('<details><summary>+ item "payment-methods" (/de-de/payment-methods) in header.account.menu');
  });

  it("a base whose config does not validate: exit 2, the base's problems located as REV:file:line:col, no stack trace", () => {
    const { code, stdout, stderr } = results.brokenBase!;
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/the config at HEAD \([0-9a-f]{7}\) does not validate under the current code/);
    expect(stderr).toMatch(/^ {2}[0-9a-f]{7}:config\/menus\/de-de\.yaml:\d+:\d+: error /m);
    expect(stderr).not.toMatch(NO_STACK);
  });

  it("an unknown revision: exit 2 with git's reason; no --base: exit 2 with usage", () => {
    expect(results.unknown!.code).toBe(2);
    expect(results.unknown!.stderr).toMatch(/unknown revision "no-such-branch": fatal: bad revision 'no-such-branch'/);
    expect(results.noBase!.code).toBe(2);
    expect(results.noBase!.stderr).toMatch(/--base/);
    for (const r of [results.unknown!, results.noBase!]) expect(`${r.stdout}${r.stderr}`).not.toMatch(NO_STACK);
  });
});
