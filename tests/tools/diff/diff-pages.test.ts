// portal diff and pages, on the tests' two-site config: no persona's own view is on a new page, so these changes were once
// "no persona sees a difference". Who reaches a page is worked out here from the engine's own
// view models (the page drawn, no redirect, no gate), never from the diff's output.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { diffConfigs, type ChangeGroup } from '../../../tools/diff/diff-configs.ts';
import { formatText } from '../../../tools/diff/format-text.ts';
import { withOverrides } from '../../../tools/portal/persona.ts';
import { baseConfig, EDITS, NEW_PAGE, editedConfig, personasOf } from './config-copy.ts';

const SIDES = { base: 'main (abc1234)', head: 'working tree' };

let shipped: CompiledConfig;
let withPage: CompiledConfig;
let personas: Persona[];

beforeAll(() => {
  shipped = baseConfig();
  withPage = editedConfig([], NEW_PAGE);
  personas = personasOf(shipped);
}, 60_000);

function who(change: ChangeGroup): string[] {
  return change.views.map((v) => `${v.persona}@${v.locale}`).sort();
}

/** persona@locale of everyone the engine draws the page for at `path` (in each locale). */
function reachers(config: CompiledConfig, id: string, path: (locale: string) => string, locales: string[]): string[] {
  const out: string[] = [];
  for (const persona of personas) {
    for (const locale of locales) {
      const vm = resolveData(config, withOverrides(persona, { locale, page: path(locale) }));
      if (vm.page.id === id && !vm.redirect && !vm.gate && !vm.localeSwitch) out.push(`${persona.id}@${locale}`);
    }
  }
  return out.sort();
}

describe('portal diff: pages', () => {
  it('a new public page on both sites is one "+ page" line with its path, its locales and who reaches it', () => {
    const result = diffConfigs(shipped, withPage, personas);
    const expected = reachers(withPage, 'zinsrechner', (l) => `/${l}/zinsrechner/`, ['de-de', 'de-at']);
    expect(expected).toContain('anonymous-de@de-de');
    expect(result.changes.map((c) => c.text)).toEqual(['+ page "zinsrechner" (/{locale}/zinsrechner/) in de-de, de-at']);
    expect(result.changes[0]).toMatchObject({ area: 'pages', kind: 'added' });
    expect(who(result.changes[0]!)).toEqual(expected);
    const text = formatText(result, SIDES);
    expect(text).not.toContain('no persona sees a difference');
    expect(text).toMatch(/\npages:\n {2}\+ page "zinsrechner" \(\/\{locale\}\/zinsrechner\/\) in de-de, de-at: /);
  });

  it('the page taken away again is "- page", for everyone who reached it', () => {
    const result = diffConfigs(withPage, shipped, personas, { scope: 'own' });
    const expected = reachers(withPage, 'zinsrechner', (l) => `/${l}/zinsrechner/`, ['de-de', 'de-at']).filter((view) => {
      const persona = personas.find((p) => view.startsWith(`${p.id}@`))!;
      return view === `${persona.id}@${persona.context.locale}`;
    });
    expect(result.changes.map((c) => c.text)).toEqual(['- page "zinsrechner" (/{locale}/zinsrechner/) in de-de, de-at']);
    expect(who(result.changes[0]!)).toEqual(expected);
  });

  it('a page title changed in German: one line for the German locales, with everyone who reads it there', () => {
    const head = editedConfig([EDITS.depositGuaranteeRetitled]);
    const result = diffConfigs(shipped, head, personas);
    // The locales that read the German title (those without a title of their own), asked of the engine.
    const german = ['de-de', 'de-at', 'de-ch'].filter((l) => shipped.pages[l]?.find((p) => p.id === 'deposit-guarantee')?.title === 'Einlagensicherung');
    expect(german).toContain('de-de');
    const titles = result.changes.filter((c) => c.text.startsWith('~ title'));
    expect(titles.map((c) => c.text)).toEqual([
      `~ title of page "deposit-guarantee": "Einlagensicherung" → "Sicherheit Ihrer Einlagen" in ${german.join(', ')}`,
    ]);
    expect(who(titles[0]!)).toEqual(reachers(head, 'deposit-guarantee', (l) => `/${l}/deposit-guarantee/`, german));
  });

  it('a public page made customer-only: the audience line, and the visitors who no longer reach it', () => {
    const head = editedConfig([EDITS.taxesForCustomersOnly]);
    const result = diffConfigs(shipped, head, personas, { scope: 'own' });
    const audience = result.changes.find((c) => c.text.startsWith('~ audience of page "taxes": public → customer in '));
    expect(audience).toBeDefined();
    const lost = result.changes.find((c) => c.text.startsWith('- no longer reaches page "taxes"'));
    const locales = [...new Set(personas.map((p) => p.context.locale))];
    const own = (list: string[]) =>
      list.filter((v) => locales.some((l) => v === `${v.split('@')[0]}@${l}` && personas.find((p) => p.id === v.split('@')[0])?.context.locale === l));
    const before = own(reachers(shipped, 'taxes', (l) => `/${l}/taxes/`, locales));
    const after = new Set(own(reachers(head, 'taxes', (l) => `/${l}/taxes/`, locales)));
    const expected = before.filter((v) => !after.has(v));
    expect(expected).toContain('anonymous-de@de-de');
    expect(who(lost!)).toEqual(expected);
  });
});
