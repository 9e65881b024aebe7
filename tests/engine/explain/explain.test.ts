// `explain` (DESIGN.md): why an item is shown or hidden, and why a redirect applies, in words,
// naming each rule with its config file and line and the fact values it read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainItem, explainRedirect } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import { formatExplanation } from '../../../src/engine/explain/format.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { repoRoot } from '../../support/config.ts';
import { fixtureConfig, fixtureFile } from '../../support/fixture-config.ts';
import { loadPersona } from '../../support/personas.ts';

function item(persona: string, id: string): Explanation[] {
  const data = loadPersona(persona);
  const config = fixtureConfig();
  return explainItem(config, deriveFacts(data, config), data, { id });
}

function redirect(persona: string): Explanation {
  const data = loadPersona(persona);
  const config = fixtureConfig();
  return explainRedirect(config, deriveFacts(data, config), data);
}

const text = (explanations: Explanation[]) => explanations.map(formatExplanation).join('\n\n');

/** Lines (1-based) of a named rule in the fixture's rules/named.yaml: its key and its `when:`, found in the text. */
function namedRuleLines(name: string): { key: number; when: number } {
  const lines = readFileSync(join(repoRoot, fixtureFile('rules/named.yaml')), 'utf8').split('\n');
  const key = lines.findIndex((l) => l.trimEnd() === `  ${name}:`);
  expect(key).toBeGreaterThanOrEqual(0);
  const when = lines.findIndex((l, i) => i > key && /^\s+when:/.test(l));
  return { key: key + 1, when: when + 1 };
}

describe('explain an item', () => {
  it('says why payment methods are hidden for payment-methods-off-de', () => {
    const explanations = item('payment-methods-off-de', 'payment-methods');
    expect(explanations).toHaveLength(1);
    expect(explanations[0]!.shown).toBe(false);
    const words = text(explanations);
    expect(words).toContain('NOT SHOWN');
    expect(words).toContain('shows-payment-methods');
    expect(words).toMatch(/flags\.paymentMethods = false/);
    // the named rule is located in named.yaml at its real line
    const { key, when } = namedRuleLines('shows-payment-methods');
    const located = [...words.matchAll(/one-site\/rules\/named\.yaml:(\d+):\d+/g)].map((m) => Number(m[1]));
    expect(located.length).toBeGreaterThan(0);
    const ruleLine = words.split('\n').find((l) => l.includes('shows-payment-methods'))!;
    const at = /one-site\/rules\/named\.yaml:(\d+):(\d+)/.exec(ruleLine);
    expect(at).not.toBeNull();
    expect([key, when]).toContain(Number(at![1]));
  });

  it('names the menu file and line of the item itself', () => {
    const words = text(item('payment-methods-off-de', 'payment-methods'));
    const lines = readFileSync(join(repoRoot, fixtureFile('menus/de-de.yaml')), 'utf8').split('\n');
    const itemLine = lines.findIndex((l) => /-\s+id: payment-methods$/.test(l)) + 1;
    expect(itemLine).toBeGreaterThan(0);
    expect(words).toContain(`${fixtureFile('menus/de-de.yaml')}:${itemLine}:`);
  });

  it('says payment methods are shown for payment-methods-de, with the final href', () => {
    const explanations = item('payment-methods-de', 'payment-methods');
    expect(explanations[0]!.shown).toBe(true);
    const words = text(explanations);
    expect(words).toContain('SHOWN');
    expect(words).not.toContain('NOT SHOWN');
    expect(words).toMatch(/flags\.paymentMethods = true/);
    expect(words).toContain('/de-de/payment-methods');
  });

  it('a dropped child of a hidden parent names the parent rule', () => {
    const words = text(item('money-market-flag-off-de', 'interest-portfolio'));
    expect(words).toContain('NOT SHOWN');
    expect(words).toContain('has-interest-portfolio');
    expect(words).toMatch(/flags\.moneyMarketSeparation = false/);
  });

  it('the reduced account menu is given as the reason for a pending customer', () => {
    const explanations = item('pending-activation-de', 'my-details');
    expect(explanations[0]!.shown).toBe(false);
    expect(text(explanations)).toContain('reduced account menu');
  });

  it('an unknown item id is not defined', () => {
    const explanations = item('active-de', 'no-such-item');
    expect(explanations).toHaveLength(1);
    expect(explanations[0]!.shown).toBe(false);
    expect(text(explanations)).toMatch(/not defined/);
    expect(text(explanations)).toContain(fixtureFile('menus/de-de.yaml'));
  });

  it('agrees with resolve for every account item of active-de', async () => {
    const { resolveData } = await import('../../../src/blocks/resolve-with-blocks.ts');
    const data = loadPersona('active-de');
    const vm = resolveData(fixtureConfig(), data);
    const shownIds = new Set(vm.header.account!.menu.map((i) => i.id));
    for (const id of ['postbox', 'documents', 'payment-methods', 'exemption-order', 'logout']) {
      const explanations = item('active-de', id).filter((e) => e.subject.includes(' in account '));
      expect(explanations.some((e) => e.shown)).toBe(shownIds.has(id));
    }
  });
});

describe('explain the redirect', () => {
  it('names the reference-account rule for no-reference-iban-de, with the fact it read', () => {
    const explanation = redirect('no-reference-iban-de');
    expect(explanation.shown).toBe(true);
    const words = formatExplanation(explanation);
    expect(words).toContain('reference-account');
    expect(words).toContain('/de-de/reference-account/');
    expect(words).toMatch(/customer\.hasReferenceAccountIban = false/);
    expect(words).toContain(`${fixtureFile('rules/redirects.yaml')}:`);
  });

  it('on the login twin says the page kind excludes it', () => {
    const explanation = redirect('no-reference-iban-de-on-login');
    expect(explanation.shown).toBe(false);
    const words = formatExplanation(explanation);
    expect(words).toContain('"login"');
    expect(words).toMatch(/no redirect/);
  });

  it('says no rule holds for a customer with nothing to do', () => {
    const explanation = redirect('active-de');
    expect(explanation.shown).toBe(false);
    expect(formatExplanation(explanation)).toMatch(/no rule holds/);
  });

  it('on the target page itself says the customer is already there', () => {
    const data = loadPersona('no-reference-iban-de');
    data.context.page = '/de-de/reference-account/';
    const config = fixtureConfig();
    const explanation = explainRedirect(config, deriveFacts(data, config), data);
    expect(explanation.shown).toBe(false);
    expect(explanation.outcome).toContain('already');
  });

  it('priority: the reference account is explained before CDVC is considered', () => {
    const words = formatExplanation(redirect('no-reference-iban-and-expired-de'));
    expect(words).toContain('reference-account');
    expect(words).not.toContain('data-validity-confirmation:');
  });
});
