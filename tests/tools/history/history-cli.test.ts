// `portal history ITEM` on a temporary git repository (the tests' own config as config/, with
// schemas/ and personas/): a text change, a change of the named rule it uses and a rule change of one
// menu item are listed newest first with author and date, each with its per-persona effect; a
// commit that changed another item is not; --max bounds the list; bad usage exits 2.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal, type CliResult } from '../../support/cli.ts';
import { fixtureRepo } from '../../support/fixture-config.ts';

let repo: string;
const MENU = 'config/menus/de-de.yaml';
const NAMED = 'config/rules/named.yaml';

function commit(message: string, author: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['-c', `user.name=${author}`, '-c', `user.email=${author.toLowerCase()}@example.com`, 'commit', '-q', '-a', '-m', message], {
    cwd: repo,
    env,
  });
}

function edit(find: string, replace: string, file = MENU) {
  const path = join(repo, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(find)) throw new Error(`${file} no longer contains ${JSON.stringify(find)}: update the test`);
  writeFileSync(path, text.replace(find, replace));
}

let history: CliResult;
let bounded: CliResult;

beforeAll(async () => {
  repo = fixtureRepo(['personas']);
  execFileSync('git', ['init', '-q'], { cwd: repo });
  execFileSync('git', ['add', '.'], { cwd: repo });
  commit('Initial config', 'Ada', '2026-11-01T09:00:00+01:00');
  edit('    title: Zahlungsmethoden\n', '    title: Zahlarten\n');
  // The page it opens is retitled with it (validate holds an account-menu entry to its page's title).
  edit('      de: Zahlungsmethoden\n', '      de: Zahlarten\n', 'config/pages/account.yaml');
  commit('Shorter title for payment methods', 'Bea', '2026-11-02T10:00:00+01:00');
  edit('    when: {var: flags.paymentMethods}\n', '    when: { and: [{ var: flags.paymentMethods }, { var: customer.loggedIn }] }\n', NAMED);
  commit('Payment methods only when logged in', 'Eve', '2026-11-02T15:00:00+01:00');
  edit('    href: /payment-methods\n    when: shows-payment-methods\n', '    href: /payment-methods\n');
  commit('Payment methods for everybody', 'Cem', '2026-11-03T11:00:00+01:00');
  edit('    title: Kontoumsätze\n', '    title: Umsätze\n');
  commit('Another item', 'Dan', '2026-11-04T12:00:00+01:00');
  [history, bounded] = await Promise.all([
    portal(['history', 'payment-methods', '--repo', repo, '--all-personas']),
    portal(['history', 'payment-methods', '--repo', repo, '--max', '1', '--no-effect']),
  ]);
}, 300_000);
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('portal history', () => {
  it('lists the rule and text changes of the item, newest first, with who and when', () => {
    expect(history.code).toBe(0);
    const headers = history.stdout.split('\n').filter((line) => /^[0-9a-f]{7} {2}/.test(line));
    expect(headers.map((h) => h.replace(/^[0-9a-f]{7} {2}/, ''))).toEqual([
      '2026-11-03 11:00  Cem <cem@example.com>  Payment methods for everybody',
      '2026-11-02 15:00  Eve <eve@example.com>  Payment methods only when logged in',
      '2026-11-02 10:00  Bea <bea@example.com>  Shorter title for payment methods',
      '2026-11-01 09:00  Ada <ada@example.com>  Initial config',
    ]);
    expect(history.stdout).toContain(`${MENU} (payment-methods): rule (when) removed`);
    expect(history.stdout).toContain(`${MENU} (payment-methods): text (title) changed`);
    // A change to the named rule the item used is a change of its rule.
    expect(history.stdout).toContain(`${NAMED} (named rule shows-payment-methods, which the item uses): rule (when) changed`);
    expect(history.stdout).not.toContain('Another item');
  });

  it('gives each change its effect per persona', () => {
    const [, rule, , text] = history.stdout.split(/\n(?=[0-9a-f]{7} {2})/);
    // Without the rule, the persona whose payment methods are off now sees the item.
    expect(rule).toMatch(/effect: \+ item "payment-methods" .*payment-methods-off-de@de-de/);
    // The new title reaches every German persona that sees the item, and only them.
    expect(text).toMatch(/effect: .*payment-methods.*Zahlungsmethoden.*Zahlarten.*active-de@de-de/);
    const itemEffect = text!.split('\n').find((line) => line.includes('title of item'));
    expect(itemEffect).toMatch(/active-de@de-de/);
    expect(itemEffect).not.toMatch(/payment-methods-off-de/);
    // The page's own title reaches whoever can open the page, the item or not.
    expect(text).toMatch(/effect: ~ title of page "payment-methods": "Zahlungsmethoden" → "Zahlarten" in de-de: .*payment-methods-off-de@de-de/);
  });

  it('--max bounds the list', () => {
    expect(bounded.code).toBe(0);
    expect(bounded.stdout).toMatch(/^payment-methods: 1 change in all 5 commits that changed config\/, newest first; the newest 1 shown \(--max for more\)\n/);
    expect(bounded.stdout).not.toContain('Bea');
  });

  it('bad usage exits 2 with a message', async () => {
    const runs = await Promise.all([portal(['history']), portal(['history', 'x', '--max', '0']), portal(['history', 'x', '--repo', tmpdir()])]);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^portal: /);
      expect(run.stderr).not.toMatch(/\n\s+at [^\n]+\(/);
    }
  });
});
