// Explain with an id no config defines is a usage error with a
// did-you-mean; every command takes a persona's id as well as its file and explains in the
// persona's own locale and page; `portal who` lists every persona that sees an item, block or
// page and every one that does not, each with the deciding rule and the facts it read; the
// text diff names every persona with --all-personas.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatText } from '../../tools/diff/format-text.ts';
import type { DiffResult } from '../../tools/diff/diff-configs.ts';
import { inBatches, portal, type CliResult } from '../support/cli.ts';
import { fixtureRepo } from '../support/fixture-config.ts';
import { personaIds } from '../support/personas.ts';

const NO_STACK = /\n\s+at [^\n]+\(/;

// Questions about what an item's rule decides are asked of the tests' own config, which a product
// owner's edit of config/ leaves alone; those about other sites need config/'s many locales.
const fixture = fixtureRepo();
const fixtureConfig = join(fixture, 'config');
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const runs: Record<string, string[]> = {
  explainUnknown: ['explain', '--persona', 'personas/active-de.json', '--item', 'zinsrechner'],
  explainTypo: ['explain', '--persona', 'active-de', '--item', 'paymnt-methods'],
  explainById: ['explain', '--persona', 'payment-methods-off-de', '--item', 'payment-methods', '--config', fixtureConfig],
  explainOtherSite: ['explain', '--persona', 'data-validity-expired-de-on-corporate', '--item', 'postbox'],
  explainFooterLink: ['explain', '--persona', 'anonymous-de', '--item', 'imprint'],
  personaTypo: ['resolve', '--persona', 'activ-de'],
  resolveById: ['resolve', '--persona', 'data-validity-expired-de-on-corporate'],
  whoItem: ['who', '--item', 'payment-methods', '--config', fixtureConfig],
  whoItemOtherSites: ['who', '--item', 'payment-methods'],
  whoPage: ['who', '--page', 'dashboard', '--format', 'json'],
  whoBlock: ['who', '--block', 'investments', '--format', 'json'],
  whoUnknownItem: ['who', '--item', 'interest-calculater'],
  whoUnknownPath: ['who', '--page', '/de-de/dashbord/'],
  whoTwoQuestions: ['who', '--item', 'postbox', '--page', 'dashboard'],
};
const results: Record<string, CliResult> = {};

beforeAll(async () => {
  const names = Object.keys(runs);
  const out = await inBatches(names.map((n) => () => portal(runs[n]!)));
  names.forEach((n, i) => (results[n] = out[i]!));
}, 300_000);

function usageError(name: string): string {
  const { code, stdout, stderr } = results[name]!;
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr).not.toMatch(NO_STACK);
  return stderr;
}

describe('portal explain: an unknown id is a usage error', () => {
  it('an id no menu, page or footer defines exits 2, not "NOT SHOWN"', () => {
    const stderr = usageError('explainUnknown');
    expect(stderr).toMatch(/unknown item "zinsrechner"/);
    expect(stderr).not.toMatch(/NOT SHOWN/);
  });

  it('a misspelt id gets the nearest id', () => {
    expect(usageError('explainTypo')).toMatch(/unknown item "paymnt-methods".*did you mean "payment-methods"\?/);
  });

  it('a footer link id is explained as a footer link', () => {
    expect(results.explainFooterLink!.code).toBe(0);
    expect(results.explainFooterLink!.stdout).toMatch(/^footer link "imprint": SHOWN/);
  });
});

describe('a persona by id, in its own locale and page', () => {
  it('explain --persona ID reads personas/ID.json', () => {
    expect(results.explainById!.code).toBe(0);
    expect(results.explainById!.stdout).toContain('flags.paymentMethods = false');
  });

  it('a persona id that does not exist exits 2 with the nearest id', () => {
    expect(usageError('personaTypo')).toMatch(/no persona "activ-de".*did you mean "active-de"\?/);
  });

  it('a persona named -de whose page is on the en site resolves and explains against the en menu', () => {
    expect(JSON.parse(results.resolveById!.stdout).locale).toBe('en');
    const { code, stdout } = results.explainOtherSite!;
    expect(code).toBe(0);
    expect(stdout).toContain('config/menus/en.yaml');
    expect(stdout).not.toContain('config/menus/de-de.yaml');
    expect(stdout).toContain('variant "corporate"');
  });
});

describe('portal who', () => {
  const ids = personaIds();

  it('--item lists every persona once, under sees or does not see, with the rule at file:line:col and its facts', () => {
    const { code, stdout } = results.whoItem!;
    expect(code).toBe(0);
    // The personas as they are; the audience derived from the rules follows (its own test).
    const personasPart = stdout.split(/^with facts derived/m)[0]!;
    const [seesPart, notPart] = personasPart.split(/^does not see it/m);
    for (const id of ids) expect(personasPart.match(new RegExp(`^  ${id}@`, 'gm'))?.length, id).toBe(1);
    expect(seesPart).toMatch(
      /^ {2}payment-methods-de@de-de \/de-de\/dashboard\/: its rule holds \(\S*\/config\/menus\/de-de\.yaml:\d+:\d+\); flags\.paymentMethods = true$/m,
    );
    expect(notPart).toMatch(
      /^ {2}payment-methods-off-de@de-de \/de-de\/dashboard\/: its rule does not hold \(\S*\/config\/menus\/de-de\.yaml:\d+:\d+\); flags\.paymentMethods = false$/m,
    );
    // A visitor does not see the account menu: the header variant's rule decides, with its file.
    expect(notPart).toMatch(/^ {2}anonymous-de@de-de \/de-de\/: the variant does not show the account menu \(\S*\/config\/headers\/headers\.yaml:\d+:\d+\)/m);
    expect(stdout).toMatch(new RegExp(`: \\d+ of ${ids.length} personas see it`));
  });

  it("--item says so, with the menu file, for a persona whose locale's menu does not define the item", () => {
    const { code, stdout } = results.whoItemOtherSites!;
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}anonymous-fr@fr-fr \/fr-fr\/: not defined in the fr-fr menu \(config\/menus\/fr-fr\.yaml\)/m);
  });

  it('--page: the login gate, a required-action redirect and a customer who sees it, each with its rule and facts', () => {
    expect(results.whoPage!.code).toBe(0);
    const out = JSON.parse(results.whoPage!.stdout) as { sees: Row[]; doesNotSee: Row[] };
    expect(out.sees.length + out.doesNotSee.length).toBe(ids.length);
    const row = (list: Row[], id: string) => list.find((r) => r.persona === id);
    expect(row(out.sees, 'active-de')?.decision.facts).toContain('customer.loggedIn = true');
    const visitor = row(out.doesNotSee, 'anonymous-fr')!;
    expect(visitor.page).toBe('/fr-fr/dashboard/');
    expect(visitor.decision.says).toMatch(/login prompt/);
    expect(visitor.decision.where).toMatch(/^config\/pages\/customer\.yaml:\d+:\d+$/);
    expect(visitor.decision.facts).toContain('customer.loggedIn = false');
    const redirected = row(out.doesNotSee, 'data-validity-expired-de')!;
    expect(redirected.decision.says).toMatch(/redirect/);
    expect(redirected.decision.where).toMatch(/^config\/rules\/redirects\.yaml:\d+:\d+$/);
    expect(redirected.decision.facts).toContain('customer.dataValidity = "EXPIRED"');
  });

  it('--block: each persona on the page that has the block, in its own locale', () => {
    expect(results.whoBlock!.code).toBe(0);
    const out = JSON.parse(results.whoBlock!.stdout) as { sees: Row[]; doesNotSee: Row[] };
    expect(out.sees.map((r) => r.persona)).toContain('active-de');
    const moved = [...out.sees, ...out.doesNotSee].find((r) => r.persona === 'anonymous-de')!;
    expect(moved.page).toBe('/de-de/dashboard/');
    expect(out.sees.every((r) => /^config\/pages\/customer\.yaml:\d+:\d+$/.test(r.decision.where ?? ''))).toBe(true);
  });

  it('an unknown item or page path exits 2 with the nearest name; two questions are bad usage', () => {
    expect(usageError('whoUnknownItem')).toMatch(/unknown item "interest-calculater"/);
    expect(usageError('whoUnknownPath')).toMatch(/unknown page path "\/dashbord".*did you mean "\/dashboard"\?/);
    expect(usageError('whoTwoQuestions')).toMatch(/exactly one of/);
  });
});

interface Row {
  persona: string;
  locale: string;
  page: string | null;
  sees: boolean;
  decision: { says: string; where: string | null; facts: string[] };
}

describe('portal diff --all-personas', () => {
  const views = Array.from({ length: 14 }, (_, i) => ({ persona: `persona-${String(i).padStart(2, '0')}`, locale: 'de-de', own: true }));
  const result: DiffResult = {
    personas: 14,
    locales: ['de-de', 'fr-fr'],
    scope: 'all',
    views: 28,
    changedViews: 14,
    changedPersonas: 14,
    changes: [{ area: 'header.account.menu', kind: 'added', text: '+ item "payment-methods"', path: [], views }],
  };
  const sides = { base: 'main (abc1234)', head: 'working tree' };

  it('without it the text stops after ten and says how to see the rest', () => {
    const text = formatText(result, sides);
    expect(text).toContain('… 4 more (--all-personas names them)');
    expect(text).not.toContain('persona-13@de-de');
  });

  it('with it every persona is named', () => {
    const text = formatText(result, sides, { all: true });
    for (const view of views) expect(text).toContain(`${view.persona}@de-de`);
    expect(text).not.toContain('more');
  });
});
