// The `portal` command's contract (DESIGN.md): exit 0 ok, 1 findings, 2 bad usage; machine
// output on stdout, messages on stderr, never a stack trace. resolve and explain work for
// every persona (looped in one process through the functions the CLI calls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainItem, explainRedirect } from '../../src/blocks/resolve-with-blocks.ts';
import { formatExplanation } from '../../src/engine/explain/format.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { resolve } from '../../src/blocks/resolve-with-blocks.ts';
import { readPersona, withOverrides } from '../../tools/portal/persona.ts';
import { validateConfig } from '../../tools/config/validate.ts';
import { inBatches, portal, type CliResult } from '../support/cli.ts';
import { compiledConfig, repoRoot } from '../support/config.ts';
import { personaIds, personasDir } from '../support/personas.ts';
import { join } from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { fixtureRepo } from '../support/fixture-config.ts';

const NO_STACK = /\n\s+at [^\n]+\(/;

// What explain says of an item's rule is asked of the tests' own config, which a product owner's edit of config/ leaves alone.
const fixture = fixtureRepo();
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('portal command (spawned)', () => {
  const runs: Record<string, string[]> = {
    validate: ['validate'],
    validateJson: ['validate', '--format', 'json'],
    noCommand: [],
    unknownCommand: ['frobnicate'],
    resolveWithoutPersona: ['resolve'],
    explainWithoutQuestion: ['explain', '--persona', 'personas/active-de.json'],
    explainTwoQuestions: ['explain', '--persona', 'personas/active-de.json', '--item', 'postbox', '--redirect'],
    unknownOption: ['resolve', '--persona', 'personas/active-de.json', '--colour'],
    badFormat: ['validate', '--format', 'xml'],
    missingPersona: ['resolve', '--persona', 'personas/no-such-persona.json'],
    resolve: ['resolve', '--persona', 'personas/active-de.json'],
    resolveOverride: ['resolve', '--persona', 'personas/anonymous-de.json', '--locale', 'fr-fr'],
    // The offer pages as the build serves them (tools/portal/served-page.ts).
    resolveOffer: ['resolve', '--persona', 'personas/anonymous-de.json', '--page', '/de-de/products/offer/saimaa-pankki-term-24m/'],
    resolveUnknownOffer: ['resolve', '--persona', 'personas/anonymous-de.json', '--page', '/de-de/products/offer/no-such-offer/'],
    explainUnknownOffer: ['explain', '--persona', 'personas/anonymous-de.json', '--page', '/de-de/products/offer/no-such-offer/', '--redirect'],
    explain: ['explain', '--persona', 'personas/payment-methods-off-de.json', '--item', 'payment-methods', '--config', join(fixture, 'config')],
    explainRedirect: ['explain', '--persona', 'personas/no-reference-iban-de.json', '--redirect'],
  };
  const results: Record<string, CliResult> = {};

  beforeAll(async () => {
    const names = Object.keys(runs);
    const out = await inBatches(names.map((n) => () => portal(runs[n]!)));
    names.forEach((n, i) => (results[n] = out[i]!));
  }, 180_000);

  it('the shipped config validates clean: exit 0, nothing on stdout', () => {
    expect(results.validate!.code).toBe(0);
    expect(results.validate!.stdout).toBe('');
    expect(results.validate!.stderr).toMatch(/valid/);
    expect(results.validateJson!.code).toBe(0);
    expect(JSON.parse(results.validateJson!.stdout)).toEqual([]);
  });

  it.each(['noCommand', 'unknownCommand', 'resolveWithoutPersona', 'explainWithoutQuestion', 'explainTwoQuestions', 'unknownOption', 'badFormat'])(
    'bad usage (%s) exits 2 with a message and no stack trace',
    (name) => {
      const { code, stdout, stderr } = results[name]!;
      expect(code).toBe(2);
      expect(`${stdout}${stderr}`.trim().length).toBeGreaterThan(0);
      expect(`${stdout}${stderr}`).not.toMatch(NO_STACK);
    },
  );

  it('no command and an unknown command print the usage', () => {
    expect(results.noCommand!.stdout + results.noCommand!.stderr).toMatch(/usage:/);
    expect(results.unknownCommand!.stderr).toMatch(/unknown command "frobnicate"/);
    expect(results.unknownCommand!.stderr).toMatch(/usage:/);
  });

  it('a missing persona file exits 2 naming the file', () => {
    const { code, stderr } = results.missingPersona!;
    expect(code).toBe(2);
    expect(stderr).toContain('no-such-persona.json');
    expect(stderr).toMatch(/cannot read persona/);
    expect(stderr).not.toMatch(NO_STACK);
  });

  it('resolve prints the view model as JSON', () => {
    const { code, stdout } = results.resolve!;
    expect(code).toBe(0);
    const vm = JSON.parse(stdout);
    expect(vm.locale).toBe('de-de');
    expect(vm.header.type).toBe('private');
  });

  it('resolve --locale moves the persona to that locale', () => {
    const vm = JSON.parse(results.resolveOverride!.stdout);
    expect(vm.locale).toBe('fr-fr');
    expect(vm.header.actions.find((a: { type: string }) => a.type === 'login').href).toBe('/fr-fr/login/');
  });

  it("resolve draws an offer's page as the build serves it: headed as the offer, with the offer in its block", () => {
    const offers = (
      JSON.parse(readFileSync(join(repoRoot, 'server/backend/product-offers.json'), 'utf8')) as { data: { id: string; bank: { name: string } }[] }
    ).data;
    const bank = offers.find((offer) => offer.id === 'saimaa-pankki-term-24m')!.bank.name;
    const vm = JSON.parse(results.resolveOffer!.stdout);
    expect(vm.page).toMatchObject({ id: 'offer', status: 200 });
    expect(vm.page.title).toContain(bank);
    expect(vm.head.title).toContain(bank);
    expect(vm.head.canonical).toMatch(/\/de-de\/products\/offer\/saimaa-pankki-term-24m\/$/);
    expect(JSON.stringify(vm.page.blocks)).toContain('"saimaa-pankki-term-24m"');
  });

  it('resolve and explain answer an offer id the build does not list with the not-found page, as the servers and the browser do', () => {
    const vm = JSON.parse(results.resolveUnknownOffer!.stdout);
    expect(vm.page).toMatchObject({ id: 'not-found', status: 404 });
    expect(vm.head.robots).toBe('noindex');
    expect(results.explainUnknownOffer!.stdout).toContain('is of kind "not-found"');
  });

  it('explain prints words about the rule and the fact', () => {
    expect(results.explain!.code).toBe(0);
    expect(results.explain!.stdout).toContain('shows-payment-methods');
    expect(results.explain!.stdout).toContain('flags.paymentMethods = false');
    expect(results.explainRedirect!.stdout).toContain('reference-account');
  });
});

describe('resolve and explain for every persona (in process)', () => {
  const ids = personaIds();
  const config = compiledConfig();

  it('the config validates clean through validateConfig too', () => {
    expect(validateConfig({ repoRoot }).problems).toEqual([]);
  });

  it.each(ids)('%s: persona schema, resolve, explain --redirect and explain --item', (id) => {
    const persona = withOverrides(readPersona(repoRoot, join(personasDir, `${id}.json`)), {});
    const facts = deriveFacts(persona, config);
    const vm = resolve(config, facts, persona);
    expect(() => JSON.parse(JSON.stringify(vm))).not.toThrow();
    const redirect = formatExplanation(explainRedirect(config, facts, persona));
    expect(redirect).toMatch(/^required-action redirect: (SHOWN|NOT SHOWN): /);
    // explain agrees with resolve about the redirect
    expect(redirect.startsWith('required-action redirect: SHOWN')).toBe(vm.redirect !== null);
    for (const item of ['postbox', 'login', 'payment-methods', 'no-such-item']) {
      const words = explainItem(config, facts, persona, { id: item }).map(formatExplanation).join('\n');
      expect(words.length).toBeGreaterThan(0);
    }
    const firstHref = vm.header.nav[0]?.href ?? vm.header.actions[0]?.href;
    if (firstHref) expect(explainItem(config, facts, persona, { href: firstHref }).some((e) => e.shown)).toBe(true);
  });
});
