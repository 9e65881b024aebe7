// Rule tests as data: a test file is read, its names checked against the
// config, each test resolved (once per locale it names) and every expectation that does not
// hold reported at its own line and column, with the explain trace of the rule that decided it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatExplanation } from '../../src/engine/explain/format.ts';
import { loadTestFiles } from '../../tools/rule-tests/load.ts';
import { executeRuns, prepareRuns } from '../../tools/rule-tests/run.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { compiledConfig, repoRoot } from '../support/config.ts';
import { fixtureConfig } from '../support/fixture-config.ts';

const dir = mkdtempSync(join(tmpdir(), 'rule-tests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = '# yaml-language-server: $schema=../../schemas/rule-tests.schema.json\n';
let counter = 0;

/**
 * Writes a test file and runs it against `config`: the shipped config where a test needs its many
 * locales, the tests' own where it asks what one item's rule decides.
 */
function run(body: string, config: CompiledConfig = compiledConfig()) {
  const path = join(dir, `case-${++counter}.yaml`);
  const text = `${HEADER}${body}`;
  writeFileSync(path, text);
  const { files, problems: loadProblems } = loadTestFiles(repoRoot, [path]);
  const { runs, problems } = prepareRuns(repoRoot, files, config);
  const results = executeRuns(config, runs);
  return { text, problems: [...loadProblems, ...problems], results, failures: results.flatMap((r) => r.failures) };
}

/** 1-based line and column of the first `needle` at or after the line containing `after`. */
function positionOf(text: string, needle: string, after?: string): { line: number; col: number } {
  const lines = text.split('\n');
  const start = after === undefined ? 0 : lines.findIndex((l) => l.includes(after));
  const index = lines.findIndex((l, i) => i >= start && l.includes(needle));
  if (index < 0) throw new Error(`"${needle}" not in the test file`);
  return { line: index + 1, col: lines[index]!.indexOf(needle) + 1 };
}

describe('a failing expectation', () => {
  const { text, problems, failures, results } = run(
    `tests:
  - name: payment methods with the flag off
    persona: payment-methods-off-de
    expect:
      account:
        shown: [documents, payment-methods]
      redirect: none
`,
    fixtureConfig(),
  );

  it('is one finding at the place of that expectation, naming the test', () => {
    expect(problems).toEqual([]);
    expect(results).toHaveLength(1);
    expect(failures).toHaveLength(1);
    const failure = failures[0]!;
    expect({ line: failure.line, col: failure.col }).toEqual(positionOf(text, 'payment-methods]'));
    expect(failure.code).toBe('TEST_FAILED');
    expect(failure.message).toContain('payment methods with the flag off');
    expect(failure.message).toContain('"payment-methods"');
  });

  it('carries the explain trace: the item rule, the named rule with its file and line, the flag value', () => {
    const trace = failures[0]!.explanations.map(formatExplanation).join('\n');
    expect(trace).toMatch(/one-site\/menus\/de-de\.yaml:\d+:\d+/);
    expect(trace).toMatch(/rule "shows-payment-methods".*one-site\/rules\/named\.yaml:\d+:\d+/);
    expect(trace).toContain('flags.paymentMethods = false');
  });
});

describe('expectations of every kind', () => {
  it('pass when they hold', () => {
    const { problems, failures } = run(`tests:
  - name: everything a customer with unread messages sees
    persona: active-de
    given: { payloads: { unreadMessages: 2 } }
    expect:
      nav: { shown: [{ item: dashboard, href: /de-de/dashboard/ }], hidden: [products] }
      actions: { shown: [my-account], hidden: [login] }
      account: { shown: [{ item: postbox, badge: true }, { href: /de-de/documents }] }
      items: { shown: [deposits, postbox], hidden: [register] }
      footerLinks: { shown: [{ href: /de-de/imprint/ }] }
      redirect: none
      header: { type: private, variant: private, logos: { shown: [brand], hidden: [partner-a] }, switchableAccounts: false, accountMenu: true }
      balance: shown
      footer: { version: v2, present: [legal], absent: [us-contact] }
      markets: { shown: [de-de, de-ch] }
      localeSwitch: none
      countryBanner: none
`);
    expect(problems).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('each fails on its own line when it does not hold, with a trace for the decision', () => {
    const { text, failures } = run(`tests:
  - name: all wrong
    persona: active-de
    expect:
      nav: { hidden: [dashboard] }
      header: { variant: public, switchableAccounts: true }
      balance: { unavailable: maintenance }
      footer: { absent: [links] }
      markets: { hidden: [de-de] }
      localeSwitch: de-at
      countryBanner: cookie
      redirect: financial-information
`);
    const at = (needle: string) => positionOf(text, needle, 'all wrong');
    const found = failures.map((f) => ({ line: f.line, col: f.col, trace: f.explanations.map(formatExplanation).join('\n') }));
    const expected: [string, RegExp][] = [
      ['dashboard]', /item "dashboard".*SHOWN/],
      ['public', /variant "private".*rule holds.*config\/headers\/headers\.yaml/s],
      ['true }', /switchable accounts.*config\/headers\/headers\.yaml/s],
      ['{ unavailable', /balance bar: rule holds/],
      ['links]', /part "links" of the v2 layout: rule holds.*config\/footers\/layout\.yaml/s],
      ['de-de] }', /market de-de: SHOWN/],
      ['de-at', /locale switch: NOT SHOWN.*config\/rules\/redirects\.yaml/s],
      ['cookie', /reason "cookie": rule does not hold/],
      ['financial-information', /financial-information: .*\(does not hold\).*config\/rules\/redirects\.yaml/s],
    ];
    expect(failures).toHaveLength(expected.length);
    for (const [needle, trace] of expected) {
      const failure = found.find((f) => f.line === at(needle).line && f.col === at(needle).col);
      expect(failure, `a failure at ${needle}`).toBeDefined();
      expect(failure!.trace).toMatch(trace);
    }
  });
});

describe('given: changes to the persona', () => {
  it('a list of locales runs the test once per locale, {locale} in hrefs stands for each, and failures name their locale', () => {
    const { results, failures } = run(`tests:
  - name: dashboard link per locale
    persona: active-de
    given: { locale: [de-de, fr-fr, nl-nl] }
    expect:
      nav: { shown: [{ item: dashboard, href: "/{locale}/dashboard/" }, { item: deposits, href: /de-de/nothing/ }] }
`);
    expect(results.map((r) => r.run.locale)).toEqual(['de-de', 'fr-fr', 'nl-nl']);
    expect(failures.map((f) => f.test)).toEqual([
      'dashboard link per locale [de-de]',
      'dashboard link per locale [fr-fr]',
      'dashboard link per locale [nl-nl]',
    ]);
    expect(failures.every((f) => /link to \/de-de\/nothing\/, but it links to/.test(f.message))).toBe(true);
  });

  it('customer fields merge into the payload, payloads replace, flags merge, a page without a locale goes under the test locale', () => {
    const { problems, failures } = run(`tests:
  - name: merged changes
    persona: active-de
    given:
      locale: fr-fr
      page: /login/
      flags: { paymentMethods: false }
      customer: { _embedded: { dataValidity: { status: EXPIRED } } }
      payloads: { depositTypes: [NOTICE] }
    expect:
      header: { variant: login }
      redirect: none
  - name: the same customer on the dashboard must confirm their data, holds only a notice deposit
    persona: active-de
    given:
      locale: fr-fr
      customer: { _embedded: { dataValidity: { status: EXPIRED } } }
      payloads: { depositTypes: [NOTICE] }
    expect:
      redirect: { action: data-validity-confirmation, href: "/{locale}/customer-data-validity/" }
      nav: { shown: [notice-deposits], hidden: [term-deposits] }
      account: { shown: [my-details] }
  - name: customer null makes a visitor
    persona: active-de
    given: { customer: null }
    expect:
      header: { type: public, variant: logo-only }
`);
    expect(problems).toEqual([]);
    expect(failures).toEqual([]);
  });
});

describe('a malformed test file is reported like a config error, and nothing runs', () => {
  it('schema mistakes, at their place', () => {
    const { text, problems, results } = run(`tests:
  - name: typo in a key
    persona: active-de
    expekt: { redirect: none }
`);
    expect(results).toEqual([]);
    expect(problems.map((p) => [p.line, p.col, p.code])).toContainEqual([positionOf(text, 'expekt').line, positionOf(text, 'expekt').col, 'UNKNOWN_PROPERTY']);
  });

  it('names the config does not define: persona, item, locale, logo, redirect action, with a suggestion', () => {
    const { text, problems, results } = run(`tests:
  - name: typos
    persona: activ-de
    given: { locale: [de-de, xx-yy] }
    expect:
      account: { hidden: [paymnt-methods] }
      header: { logos: { shown: [brnd] } }
      redirect: reference-acount
`);
    expect(results).toEqual([]);
    const byCode = Object.fromEntries(problems.map((p) => [`${p.code}:${p.message.split(': ').slice(1).join(': ')}`, { line: p.line, col: p.col }]));
    expect(byCode['UNKNOWN_ITEM:unknown menu item "paymnt-methods"; did you mean "payment-methods"?']).toEqual(positionOf(text, 'paymnt-methods'));
    expect(byCode['UNKNOWN_LOCALE:unknown locale "xx-yy"']).toEqual(positionOf(text, 'xx-yy'));
    expect(byCode['UNKNOWN_ID:unknown logo "brnd"; did you mean "brand"?']).toEqual(positionOf(text, 'brnd'));
    expect(byCode['UNKNOWN_ID:unknown redirect action "reference-acount"; did you mean "reference-account"?']).toEqual(positionOf(text, 'reference-acount'));
    expect(problems.some((p) => p.code === 'UNKNOWN_PERSONA' && p.line === positionOf(text, 'activ-de').line)).toBe(true);
  });

  it('changes that make an invalid persona', () => {
    const { text, problems } = run(`tests:
  - name: bad state
    persona: active-de
    given: { customer: { state: SOMETHING } }
    expect: { redirect: none }
`);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.code).toBe('INVALID_TEST');
    expect(problems[0]!.line).toBe(positionOf(text, 'given').line);
    expect(problems[0]!.message).toContain('/customer/state');
  });

  it('a file without its schema line', () => {
    const path = join(dir, 'no-schema-line.yaml');
    writeFileSync(path, 'tests:\n  - { name: x, persona: active-de, expect: { redirect: none } }\n');
    const { problems } = loadTestFiles(repoRoot, [path]);
    expect(problems.map((p) => [p.line, p.code])).toEqual([[1, 'SCHEMA_COMMENT']]);
  });
});
