import { describe, expect, it } from 'vitest';
import { previewView, ViewRequestError } from '../../../tools/preview/view.ts';
import { parseViewRequest } from '../../../tools/preview/request.ts';
import type { ViewRequest } from '../../../src/preview/protocol.ts';
import { viewQuery } from '../../../src/preview/view-query.ts';
import type { Item } from '../../../src/engine/types/view-model.ts';
import { portal } from '../../support/cli.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { compiledConfig } from '../../support/config.ts';
import { fixtureConfig, fixtureFile } from '../../support/fixture-config.ts';
import { loadPersona } from '../../support/personas.ts';

const FLAGS = [
  { name: 'paymentMethods', description: '' },
  { name: 'smartBanner', description: '' },
];

/** The preview's view of `persona` drawn from `config`: the shipped one where a test moves the persona between its locales. */
function view(persona: string, request: Omit<ViewRequest, 'persona'> = {}, config: CompiledConfig = compiledConfig()) {
  const loaded = loadPersona(persona);
  return previewView(
    {
      config,
      strings: { de: { header: {} }, 'de-ch': { header: {} }, en: { header: {} }, fr: { header: {} } },
      persona: loaded,
      summary: { id: persona, description: '', locale: loaded.context.locale, file: `personas/${persona}.json`, flags: {} },
      version: 7,
    },
    { persona, ...request },
  );
}

function titles(items: readonly Item[] | undefined): string[] {
  return (items ?? []).flatMap((item) => [item.title, ...titles(item.children)]);
}

describe('a preview view', () => {
  it('lists the payment methods link as hidden by its rule, placed in the menu file, while the flag is off', () => {
    const result = view('payment-methods-off-de', {}, fixtureConfig());
    expect(titles(result.viewModel.header.account?.menu)).not.toContain('Zahlungsmethoden');
    const hidden = result.hidden.find((item) => item.id === 'payment-methods');
    expect(hidden).toMatchObject({ title: 'Zahlungsmethoden', section: 'account', kind: 'rule' });
    expect(hidden?.because).toMatch(/^its rule does not hold \(tests\/fixtures\/one-site\/menus\/de-de\.yaml:\d+:\d+\)$/);
    // Items hidden by a rule come before those the header variant leaves out.
    const kinds = result.hidden.map((item) => item.kind);
    expect(kinds.indexOf('layout')).toBeGreaterThan(kinds.lastIndexOf('rule'));
  });

  it('shows the link with the flag turned on, explained down to the named rule and the flag it reads', () => {
    const result = view('payment-methods-off-de', { flags: { paymentMethods: true } }, fixtureConfig());
    expect(titles(result.viewModel.header.account?.menu)).toContain('Zahlungsmethoden');
    expect(result.hidden.some((item) => item.id === 'payment-methods')).toBe(false);
    expect(result.applied.flags).toMatchObject({ paymentMethods: true });
    const [explanation] = result.targets['item:payment-methods'] ?? [];
    expect(explanation).toMatchObject({ shown: true });
    expect(explanation?.subject).toMatch(/one-site\/menus\/de-de\.yaml:\d+:\d+$/);
    const ruleStep = explanation?.steps.at(-1);
    expect(ruleStep?.trace?.source?.file).toBe(fixtureFile('rules/named.yaml'));
    expect(JSON.stringify(ruleStep?.trace)).toContain('flags.paymentMethods');
  });

  it('explains the header, logos, footer parts and balance that are drawn', () => {
    const result = view('active-de');
    expect(Object.keys(result.targets)).toEqual(
      expect.arrayContaining([
        'header',
        'balance',
        ...result.viewModel.header.logos.map((l) => `logo:${l.id}`),
        ...(result.viewModel.footer?.parts ?? []).map((p) => `part:${p.kind}`),
      ]),
    );
    for (const [key, explanations] of Object.entries(result.targets)) expect(explanations.length, key).toBeGreaterThan(0);
  });

  it('moves the persona to another locale and design version as `portal resolve --locale` does', async () => {
    const result = view('payment-methods-off-de', { locale: 'EN-GB', design: 'v1' });
    expect(result.applied).toMatchObject({ locale: 'en-gb', design: 'v1', page: '/en-gb/dashboard/' });
    expect(result.viewModel.designVersion).toBe('v1');
    const cli = await portal(['resolve', '--persona', 'personas/payment-methods-off-de.json', '--locale', 'en-gb']);
    expect(cli.code).toBe(0);
    const resolved = JSON.parse(cli.stdout) as typeof result.viewModel;
    // The CLI has no design option: compare with the persona's own design.
    expect(view('payment-methods-off-de', { locale: 'en-gb' }).viewModel).toEqual(resolved);
  }, 60_000);

  it('sends the strings of the view language and its fallbacks only', () => {
    expect(Object.keys(view('payment-methods-off-de').strings).sort()).toEqual(['de', 'en']);
  });

  it('leaves out explanations for a matrix cell', () => {
    const result = view('active-de', { explain: false });
    expect(result.targets).toEqual({});
    expect(result.hidden).toEqual([]);
    expect(result.viewModel.header.nav.length).toBeGreaterThan(0);
  });

  it('refuses an unknown locale and a page that is not a path, naming what is accepted', () => {
    expect(() => view('active-de', { locale: 'xx-xx' })).toThrow(ViewRequestError);
    expect(() => view('active-de', { locale: 'xx-xx' })).toThrow(/de-de/);
    expect(() => view('active-de', { page: 'dashboard' })).toThrow(/starting with "\/"/);
  });
});

describe('the view query', () => {
  it('reads back what the page writes', () => {
    const request: ViewRequest = {
      persona: 'active-de',
      locale: 'de-at',
      design: 'v1',
      page: '/de-at/x/',
      flags: { paymentMethods: true, smartBanner: false },
      explain: false,
    };
    expect(parseViewRequest(new URLSearchParams(viewQuery(request)), FLAGS)).toEqual(request);
  });

  it('refuses an unknown flag and a design that is not v1 or v2', () => {
    expect(() => parseViewRequest(new URLSearchParams('persona=a&flags=paymentMethod'), FLAGS)).toThrow(
      /unknown flag "paymentMethod"; flags are paymentMethods, smartBanner/,
    );
    expect(() => parseViewRequest(new URLSearchParams('persona=a&design=v3'), FLAGS)).toThrow(/v1 or v2/);
    expect(() => parseViewRequest(new URLSearchParams('locale=de-de'), FLAGS)).toThrow(/persona is required/);
  });
});
