// The bar for "enough rule tests": negating any single rule in config/rules/ (each
// named rule, each required-action redirect, the locale switch) makes a shipped rule test fail
// that passes without it. Each negation is made in memory on the loaded config sources and
// compiled afresh. Whether the shipped tests pass is `portal test`'s to say (a config check): a
// test a product owner's edit makes fail is left out of the baseline here, not counted.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { compileConfig } from '../../src/engine/config/compile.ts';
import { BLOCK_COMPILERS } from '../../src/blocks/compilers.generated.ts';
import type { ConfigSources } from '../../src/engine/config/sources.ts';
import type { Rule } from '../../src/engine/config/types.ts';
import { assembleSources, loadConfigFiles } from '../../tools/config/load.ts';
import { defaultTestFiles, loadTestFiles } from '../../tools/rule-tests/load.ts';
import { loadOfferContext } from '../../tools/rule-tests/offers.ts';
import { executeRuns, prepareRuns } from '../../tools/rule-tests/run.ts';
import { repoRoot } from '../support/config.ts';

/** The rule negated: a bare named-rule reference becomes { rule: name }, as a string inside `!` is a value. */
function negate(rule: Rule): Rule {
  return { '!': [typeof rule === 'string' ? { rule } : rule] };
}

const { records } = loadConfigFiles({ repoRoot });
const sources = assembleSources(records)!;
const baseline = compileConfig(sources, BLOCK_COMPILERS);
const { files, problems: loadProblems } = loadTestFiles(repoRoot, defaultTestFiles(join(repoRoot, 'config')));
const { runs, problems } = prepareRuns(repoRoot, files, baseline);

function failuresOf(changed: ConfigSources): string[] {
  const config = compileConfig(changed, BLOCK_COMPILERS);
  // The offer selection expands the named rules of the config under test (may-open-term, …).
  const offers = loadOfferContext(repoRoot, config);
  return executeRuns(config, runs, { explain: false, offers }).flatMap((r) => r.failures.map((f) => `${f.file}:${f.line}: ${f.message}`));
}

const failingAlready = new Set(failuresOf(sources));

/** The failures a change brings: those of tests that pass against the config as it is. */
function failuresWith(changed: ConfigSources): string[] {
  return failuresOf(changed).filter((failure) => !failingAlready.has(failure));
}

function withNamedRule(name: string): ConfigSources {
  const named = sources.namedRules;
  const entry = named.data.rules[name]!;
  return { ...sources, namedRules: { ...named, data: { ...named.data, rules: { ...named.data.rules, [name]: { ...entry, when: negate(entry.when) } } } } };
}

function withRedirect(index: number): ConfigSources {
  const redirects = sources.redirects;
  const list = redirects.data.redirects.map((r, i) => (i === index ? { ...r, when: negate(r.when) } : r));
  return { ...sources, redirects: { ...redirects, data: { ...redirects.data, redirects: list } } };
}

function withLocaleSwitch(): ConfigSources {
  const redirects = sources.redirects;
  return { ...sources, redirects: { ...redirects, data: { ...redirects.data, localeSwitch: { when: negate(redirects.data.localeSwitch.when) } } } };
}

describe('negating any rule of config/rules/ makes portal test fail', () => {
  it('the shipped tests load', () => {
    expect([...loadProblems, ...problems]).toEqual([]);
    expect(runs.length).toBeGreaterThan(100);
  });

  it.each(Object.keys(sources.namedRules.data.rules))('negating named rule %s fails a test', (name) => {
    expect(failuresWith(withNamedRule(name)).length).toBeGreaterThan(0);
  });

  it.each(sources.redirects.data.redirects.map((r, i) => [r.action, i] as const))('negating the %s redirect fails a test', (_action, index) => {
    expect(failuresWith(withRedirect(index)).length).toBeGreaterThan(0);
  });

  it('negating the locale switch fails a test', () => {
    expect(failuresWith(withLocaleSwitch()).length).toBeGreaterThan(0);
  });

  it('every rule of config/rules/ is among those negated (none is left out by the lists above)', () => {
    expect(Object.keys(sources.namedRules.data.rules).length).toBeGreaterThanOrEqual(20);
    expect(sources.redirects.data.redirects.map((r) => r.action)).toEqual(['reference-account', 'financial-information', 'data-validity-confirmation']);
  });
});
