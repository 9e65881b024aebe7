// Rule coverage: every compiled rule is found wherever it sits, instrumented
// without changing what it evaluates to, and credited with the outcomes that personas and
// tests gave it; the bar of config/tests/coverage.yaml turns gaps into findings in the config.
import { describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { resolve } from '../../src/blocks/resolve-with-blocks.ts';
import type { PreparedRule } from '../../src/engine/rules/types.ts';
import { judge, type LoadedBar } from '../../tools/rule-coverage/bar.ts';
import { instrumentConfig } from '../../tools/rule-coverage/instrument.ts';
import { measureCoverage } from '../../tools/rule-coverage/measure.ts';
import { ruleReads, unreadFacts } from '../../tools/rule-coverage/reads.ts';
import { findRules } from '../../tools/rule-coverage/subjects.ts';
import { parseYamlSource } from '../../tools/config/yaml-source.ts';
import { compiledConfig } from '../support/config.ts';
import { fixtureConfig } from '../support/fixture-config.ts';
import { loadPersona, personaIds } from '../support/personas.ts';

const config = compiledConfig();
const personas = (ids: string[]) => ids.map((name) => ({ name, persona: loadPersona(name) }));

describe('instrumented rules', () => {
  it('give every persona exactly the view model the shipped config gives', () => {
    const instrumented = instrumentConfig(config);
    for (const id of personaIds()) {
      const persona = loadPersona(id);
      const plain = resolve(config, deriveFacts(persona, config), persona);
      const probed = instrumented.during(id, () => resolve(instrumented.config, instrumented.withProbe(deriveFacts(persona, instrumented.config)), persona));
      expect(probed, id).toEqual(plain);
    }
  });

  it('leave the shipped config untouched', () => {
    const before = JSON.stringify(config);
    instrumentConfig(config);
    expect(JSON.stringify(config)).toBe(before);
  });
});

// What one rule's outcomes are is asked of the tests' own config, which a product owner's edit of config/ leaves alone.
describe('outcomes', () => {
  const config = fixtureConfig();
  const rule = (measured: ReturnType<typeof measureCoverage>, key: string) => {
    const found = measured.rules.find((r) => r.key === key);
    if (!found) throw new Error(`no rule ${key}`);
    return found;
  };

  it('a visitor makes the private header type false and never true; logged-in is credited through its uses', () => {
    const measured = measureCoverage(config, personas(['anonymous-de']), []);
    expect(rule(measured, 'headers.types[private]')).toMatchObject({ true: 0, trueBy: null, falseBy: 'persona anonymous-de' });
    expect(rule(measured, 'headers.types[private]').false).toBeGreaterThan(0);
    expect(rule(measured, 'namedRules.logged-in').true).toBe(0);
    expect(rule(measured, 'namedRules.logged-in').false).toBeGreaterThan(0);
  });

  it('short-circuits count as in production: the private navigation is not evaluated for a visitor', () => {
    const measured = measureCoverage(config, personas(['anonymous-de']), []);
    expect(rule(measured, 'menus.de-de.nav.private[deposits]')).toMatchObject({ true: 0, false: 0 });
  });

  it('a customer with the flag makes the payment-methods entry true, one without makes it false', () => {
    const on = measureCoverage(config, personas(['payment-methods-de']), []);
    expect(rule(on, 'menus.de-de.account[payment-methods]')).toMatchObject({ false: 0, trueBy: 'persona payment-methods-de' });
    const both = measureCoverage(config, personas(['payment-methods-de', 'payment-methods-off-de']), []);
    expect(rule(both, 'menus.de-de.account[payment-methods]')).toMatchObject({
      trueBy: 'persona payment-methods-de',
      falseBy: 'persona payment-methods-off-de',
    });
    expect(rule(both, 'namedRules.shows-payment-methods')).toMatchObject({ trueBy: 'persona payment-methods-de', falseBy: 'persona payment-methods-off-de' });
  });

  it('a menu item counts as seen by whoever was shown it, and as unseen while nobody was', () => {
    const item = (ids: string[]) => measureCoverage(config, personas(ids), []).items.find((i) => i.key === 'menus.de-de.account[payment-methods]');
    expect(item(['payment-methods-de'])?.seenBy).toBe('persona payment-methods-de');
    expect(item(['payment-methods-off-de'])).toMatchObject({ seenBy: null });
  });
});

describe('rules are found wherever config puts them', () => {
  it('every kind of rule of the shipped config, with readable keys and sources', () => {
    const keys = findRules(config).map((f) => f.key);
    for (const key of [
      'namedRules.logged-in',
      'redirects.list[reference-account]',
      'redirects.localeSwitch',
      'headers.types[private]',
      'headers.variants[login]',
      'headers.logos[partner-a]',
      'headers.balance',
      'headers.countryBanner[query]',
      'footers.hidden',
      'footers.versions.v1[reviews]',
      'footers.versions.v2[disclaimer]',
      'menus.de-de.nav.private[deposits].children[term-deposits]',
      'menus.de-de.nav.private[dashboard].href[0]',
    ]) {
      expect(keys).toContain(key);
    }
    expect(findRules(config).every((f) => f.rule.source && f.rule.source.line > 0)).toBe(true);
  });

  it('a rule in a place this code does not know (a new config kind) is found and covered too', () => {
    const source = { file: 'config/pages/example.yaml', line: 3, col: 5 };
    const rule: PreparedRule = { original: { var: 'customer.loggedIn' }, logic: { var: 'customer.loggedIn' }, source };
    const extended = {
      ...config,
      pages: {
        'de-de': [
          {
            id: 'welcome',
            blocks: [
              { type: 'heading', rule },
              { type: 'heading', rule: null },
            ],
          },
        ],
      },
    } as unknown as CompiledConfig;
    const found = findRules(extended).find((f) => f.key.startsWith('pages'));
    expect(found).toMatchObject({ key: 'pages.de-de[welcome].blocks[0]', rule: { source } });
  });
});

describe('what the rules read', () => {
  it('facts and flags no rule reads are listed; those a rule reads are not', () => {
    const reads = ruleReads(config);
    const schema = { properties: { flags: { properties: { paymentMethods: {}, neverRead: {} } }, customer: { properties: { loggedIn: {} } } } };
    expect(unreadFacts(schema, reads.vars)).toEqual(['flags.neverRead']);
  });

  it('a named rule nothing uses is not referenced', () => {
    const extra: PreparedRule = { original: true, logic: true, source: null };
    const extended = { ...config, namedRules: { ...config.namedRules, 'nobody-uses-me': { description: 'x', rule: extra } } };
    const refs = ruleReads(extended).refs;
    expect(refs.has('logged-in')).toBe(true);
    expect(refs.has('nobody-uses-me')).toBe(false);
  });
});

describe('the bar', () => {
  const measured = measureCoverage(config, personas(['anonymous-de', 'active-de']), []);
  const bar = (yaml: string): LoadedBar => {
    const source = parseYamlSource('config/tests/coverage.yaml', yaml);
    return { file: 'config/tests/coverage.yaml', bar: source.data as LoadedBar['bar'], source };
  };

  it('at 100%, every gap is an error at the rule in the config', () => {
    const judgement = judge(measured, bar('minimum: { rules: 100, items: 100 }\n'));
    expect(judgement.passed).toBe(false);
    const gap = judgement.findings.find((f) => f.subject === 'headers.variants[logo-only]' && f.code === 'NEVER_TRUE');
    expect(gap).toMatchObject({ file: 'config/headers/headers.yaml', severity: 'error' });
    expect(gap!.line).toBeGreaterThan(1);
    expect(judgement.figures.rulesPercent).toBeLessThan(100);
  });

  it('below a lower bar, the gaps left are warnings and the bar is met', () => {
    const judgement = judge(measured, bar('minimum: { rules: 1, items: 1 }\n'));
    expect(judgement.passed).toBe(true);
    expect(judgement.findings.every((f) => f.severity === 'warning')).toBe(true);
  });

  it('an exception covers its gap; one that names nothing is malformed, one no longer needed is reported', () => {
    const judgement = judge(
      measured,
      bar(`minimum: { rules: 1, items: 1 }
exceptions:
  - { rule: "headers.variants[logo-only]", outcome: true, reason: a reason long enough }
  - { rule: "headers.variants[logo-onyl]", reason: a reason long enough }
  - { rule: "headers.types[private]", reason: a reason long enough }
`),
    );
    expect(judgement.findings.some((f) => f.subject === 'headers.variants[logo-only]' && f.code === 'NEVER_TRUE')).toBe(false);
    expect(judgement.malformed).toHaveLength(1);
    expect(judgement.malformed[0]).toMatchObject({ line: 4, code: 'UNKNOWN_SUBJECT' });
    expect(judgement.malformed[0]!.message).toContain('did you mean "headers.variants[logo-only]"');
    const stale = judgement.findings.find((f) => f.code === 'STALE_EXCEPTION');
    expect(stale).toMatchObject({ line: 5, severity: 'error' });
    expect(judgement.passed).toBe(false);
  });
});
