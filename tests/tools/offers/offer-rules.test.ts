// Offer selection as rule tests and explain answers: an `offers`
// expectation is checked with the catalogue and selectOffers, a failing one says what the list
// shows and which rule decided; `portal explain --offer` gives position, featured and the
// deciding rule, and an unknown offer or list is a usage error with the nearest name.
// Expected lists are read off server/backend/product-offers.json by hand, not from the code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatExplanation } from '../../../src/engine/explain/format.ts';
import { loadTestFiles } from '../../../tools/rule-tests/load.ts';
import { loadOfferContext } from '../../../tools/rule-tests/offers.ts';
import { executeRuns, prepareRuns } from '../../../tools/rule-tests/run.ts';
import { measureCoverage } from '../../../tools/rule-coverage/measure.ts';
import { loadPersona } from '../../support/personas.ts';
import { inBatches, portal, type CliResult } from '../../support/cli.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';

const dir = mkdtempSync(join(tmpdir(), 'offer-rule-tests-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let counter = 0;

function run(body: string) {
  const path = join(dir, `case-${++counter}.yaml`);
  writeFileSync(path, `# yaml-language-server: $schema=../../schemas/rule-tests.schema.json\n${body}`);
  const { files, problems: loadProblems } = loadTestFiles(repoRoot, [path]);
  const { runs, problems } = prepareRuns(repoRoot, files, compiledConfig());
  const offers = loadOfferContext(repoRoot, compiledConfig());
  const results = executeRuns(compiledConfig(), runs, { offers });
  return { problems: [...loadProblems, ...problems], failures: results.flatMap((r) => r.failures) };
}

describe('offers expectations of the rule tests', () => {
  it('pass when the list holds what they say', () => {
    const { problems, failures } = run(`tests:
  - name: German visitor, term list
    persona: anonymous-de
    given: { page: /products/, now: "2026-12-01T10:00" }
    expect:
      offers: { list: products, first: [saimaa-pankki-term-24m, saimaa-pankki-term-48m, valletta-merchant-term-60m], featured: [saimaa-pankki-term-24m, saimaa-pankki-term-48m], excludes: [banca-collina-term-6m] }
`);
    expect(problems).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('fail with what the list shows and the rule that decided', () => {
    const { failures } = run(`tests:
  - name: PARTNER_B, term list
    persona: distributor-partner-b-de
    given: { page: /products/, now: "2026-12-01T10:00" }
    expect:
      offers: { list: products, first: [valletta-merchant-term-60m], includes: [baltvara-bank-term-60m], featured: [saimaa-pankki-term-24m] }
`);
    const messages = failures.map((f) => f.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/expected "valletta-merchant-term-60m" at position 1 of list products, but it is not listed; the list begins deltabank-term-48m/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/expected list products to show "baltvara-bank-term-60m", but it does not/));
    expect(messages).toContainEqual(
      expect.stringMatching(/expected "saimaa-pankki-term-24m" featured on list products, but it is not listed; featured: nothing/),
    );
    const trace = failures[0]!.explanations.map(formatExplanation).join('\n');
    expect(trace).toMatch(/NOT SHOWN: not listed: decided by restriction partner-b-banks \(config\/offers\/selection\.yaml:\d+:\d+\)/);
    expect(trace).toMatch(/customer\.distributorId = "PARTNER_B"/);
    expect(trace).toMatch(/offer\.bankCountry = "MT"/);
  });

  it('say when an offer is featured that the test did not name', () => {
    const { failures } = run(`tests:
  - name: German visitor, nothing featured?
    persona: anonymous-de
    given: { page: /products/, now: "2026-12-01T10:00" }
    expect:
      offers: { list: products, featured: [] }
`);
    expect(failures.map((f) => f.message)).toEqual([expect.stringMatching(/but saimaa-pankki-term-24m, saimaa-pankki-term-48m are featured too/)]);
  });

  it('name an unknown offer or list with the nearest one', () => {
    const { failures } = run(`tests:
  - name: typo in an offer id
    persona: anonymous-de
    expect:
      offers: { list: products, includes: [valetta-merchant-term-60m] }
  - name: typo in a list
    persona: anonymous-de
    expect:
      offers: { list: product, includes: [valletta-merchant-term-60m] }
`);
    expect(failures.map((f) => f.message)).toEqual([
      expect.stringMatching(/unknown offer "valetta-merchant-term-60m".*did you mean "valletta-merchant-term-60m"\?/),
      expect.stringMatching(/unknown offer list "product".*did you mean "products"\?/),
    ]);
  });

  it('are refused by the schema when the list is missing', () => {
    const { problems } = run(`tests:
  - name: no list
    persona: anonymous-de
    expect:
      offers: { includes: [valletta-merchant-term-60m] }
`);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/list/);
  });
});

describe('portal explain --offer (spawned)', () => {
  const runs: Record<string, string[]> = {
    listed: ['explain', '--persona', 'anonymous-de', '--at', '2026-12-01T10:00', '--offer', 'saimaa-pankki-term-48m', '--list', 'products'],
    restricted: ['explain', '--persona', 'distributor-partner-b-de', '--at', '2026-12-01T10:00', '--offer', 'valletta-merchant-term-60m'],
    notYet: ['explain', '--persona', 'anonymous-de', '--at', '2026-12-01T10:00', '--offer', 'banca-collina-term-6m', '--format', 'json'],
    unknownOffer: ['explain', '--persona', 'anonymous-de', '--offer', 'valetta-merchant-term-60m'],
    unknownList: ['explain', '--persona', 'anonymous-de', '--offer', 'valletta-merchant-term-60m', '--list', 'prodcts'],
    listWithoutOffer: ['explain', '--persona', 'anonymous-de', '--item', 'login', '--list', 'products'],
  };
  const results: Record<string, CliResult> = {};
  beforeAll(async () => {
    const names = Object.keys(runs);
    const out = await inBatches(names.map((n) => () => portal(runs[n]!)));
    names.forEach((n, i) => (results[n] = out[i]!));
  }, 120_000);

  it('says the position and that the offer is featured', () => {
    expect(results.listed!.code).toBe(0);
    expect(results.listed!.stdout).toMatch(
      /^offer "saimaa-pankki-term-48m" on list "products" \(config\/offers\/selection\.yaml\): SHOWN: listed at position 2 of \d+, featured/,
    );
  });

  it('names the restriction that hides an offer, with its place and the facts it read', () => {
    const { code, stdout } = results.restricted!;
    expect(code).toBe(0);
    expect(stdout).toMatch(/on list "products".*NOT SHOWN: not listed: decided by restriction partner-b-banks \(config\/offers\/selection\.yaml:\d+:\d+\)/);
    expect(stdout).toMatch(/✗ restriction "partner-b-banks" hides it/);
    expect(stdout).not.toMatch(/on list "products-overnight"/);
  });

  it('says an offer outside its availability window is not for sale (json)', () => {
    const explanations = JSON.parse(results.notYet!.stdout) as { subject: string; shown: boolean; outcome: string }[];
    expect(explanations.map((e) => [e.subject, e.shown])).toEqual([['offer "banca-collina-term-6m" on list "products" (config/offers/selection.yaml)', false]]);
    expect(explanations[0]!.outcome).toMatch(/decided by forSale/);
  });

  it('refuses an unknown offer or list with exit 2 and the nearest name', () => {
    expect(results.unknownOffer!.code).toBe(2);
    expect(results.unknownOffer!.stderr).toMatch(/unknown offer "valetta-merchant-term-60m".*did you mean "valletta-merchant-term-60m"\?/);
    expect(results.unknownList!.code).toBe(2);
    expect(results.unknownList!.stderr).toMatch(/did you mean "products"\?/);
    expect(results.listWithoutOffer!.code).toBe(2);
  });
});

describe('rule coverage of the offer selection', () => {
  const measure = (ids: string[]) => {
    const measured = measureCoverage(
      compiledConfig(),
      ids.map((name) => ({ name, persona: loadPersona(name) })),
      [],
      loadOfferContext(repoRoot, compiledConfig()),
    );
    return (key: string) => measured.rules.find((r) => r.key === key);
  };

  it("counts the selection's rules, each at its place in config/offers/selection.yaml", () => {
    const rule = measure(['anonymous-de']);
    expect(rule('offerSelection.forSale')?.source?.file).toBe('config/offers/selection.yaml');
    // A visitor is never PARTNER_B's customer: that restriction was only ever false.
    expect(rule('offerSelection.restrictions[partner-b-banks]')).toMatchObject({ true: 0 });
    expect(rule('offerSelection.restrictions[partner-b-banks]')!.false).toBeGreaterThan(0);
    // A featured entry written alone is the first of the page's featured entries.
    expect(rule('offerSelection.pages[products].featured[0]')!.true).toBeGreaterThan(0);
  });

  it("credits PARTNER_B's customer with the restriction's true outcome", () => {
    const rule = measure(['anonymous-de', 'distributor-partner-b-de']);
    expect(rule('offerSelection.restrictions[partner-b-banks]')).toMatchObject({ trueBy: 'persona distributor-partner-b-de' });
  });
});
