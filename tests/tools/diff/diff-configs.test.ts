// portal diff's core: the tests' two-site config against an edited copy, every persona in
// every locale. What each test expects is worked out from the persona files and the engine's own
// view models, never from the diff's output.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { resolveData } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { diffConfigs, type ChangeGroup } from '../../../tools/diff/diff-configs.ts';
import { formatMarkdown } from '../../../tools/diff/format-markdown.ts';
import { formatText } from '../../../tools/diff/format-text.ts';
import { withOverrides } from '../../../tools/portal/persona.ts';

import { findItem } from '../../support/personas.ts';
import { baseConfig, EDITS, editedConfig, personasOf } from './config-copy.ts';

const SIDES = { base: 'main (abc1234)', head: 'working tree' };

let shipped: CompiledConfig;
let personas: Persona[];

beforeAll(() => {
  shipped = baseConfig();
  personas = personasOf(shipped);
}, 60_000);

function inLocale(persona: Persona, locale: string): Persona {
  return persona.context.locale === locale ? persona : withOverrides(persona, { locale });
}

function who(change: ChangeGroup): string[] {
  return change.views.map((v) => `${v.persona}@${v.locale}`).sort();
}

describe('portal diff core', () => {
  it('the same config compiled twice: no change, and the report says so in words', () => {
    const result = diffConfigs(shipped, editedConfig([]), personas);
    expect(result.changes).toEqual([]);
    expect(result.changedViews).toBe(0);
    expect(result.views).toBe(personas.length * result.locales.length);
    expect(formatText(result, SIDES)).toContain('no persona sees a difference');
    expect(formatMarkdown(result, SIDES)).toContain('no persona sees a difference');
  });

  it('a flag-gated item made unconditional: exactly the personas without the flag get "+ item", in de-de only', () => {
    const head = editedConfig([EDITS.paymentMethodsForEveryone]);
    const result = diffConfigs(shipped, head, personas);
    const expected = personas
      .filter((p) => p.flags?.paymentMethods !== true)
      .filter((p) => findItem(resolveData(head, inLocale(p, 'de-de')).header.account?.menu, 'payment-methods'))
      .map((p) => `${p.id}@de-de`)
      .sort();
    expect(expected.length).toBeGreaterThan(5);
    expect(expected).toContain('payment-methods-off-de@de-de');

    expect(result.changes).toHaveLength(1);
    const [change] = result.changes;
    expect(change!.kind).toBe('added');
    expect(change!.area).toBe('header.account.menu');
    expect(change!.text).toBe('+ item "payment-methods" (/de-de/payment-methods) in header.account.menu');
    expect(who(change!)).toEqual(expected);
    const withFlag = new Set(personas.filter((p) => p.flags?.paymentMethods === true).map((p) => p.id));
    expect(change!.views.filter((v) => withFlag.has(v.persona))).toEqual([]);
    // People whose own locale is de-de come first in every list.
    const firstMoved = change!.views.findIndex((v) => !v.own);
    expect(change!.views.slice(firstMoved).every((v) => !v.own)).toBe(true);
  });

  it('a title change: one line with the old and the new title, for everyone who sees the item', () => {
    const head = editedConfig([EDITS.logoutRetitled]);
    const result = diffConfigs(shipped, head, personas);
    const expected = personas
      .filter((p) => findItem(resolveData(shipped, inLocale(p, 'de-de')).header.account?.menu, 'logout'))
      .map((p) => `${p.id}@de-de`)
      .sort();
    expect(result.changes.map((c) => c.text)).toEqual(['~ title of item "logout" in header.account.menu: "Abmelden" → "Ausloggen"']);
    expect(result.changes[0]).toMatchObject({ kind: 'changed', before: 'Abmelden', after: 'Ausloggen' });
    expect(who(result.changes[0]!)).toEqual(expected);
  });

  it('a redirect rule change: the redirect goes for REVALIDATE customers, one line across locales', () => {
    const head = editedConfig([EDITS.revalidateNoLongerRedirects]);
    const result = diffConfigs(shipped, head, personas);
    const expected = personas
      .filter((p) => p.customer?._embedded?.dataValidity?.status === 'REVALIDATE')
      .flatMap((p) => result.locales.map((locale) => ({ p, locale })))
      .filter(({ p, locale }) => resolveData(shipped, inLocale(p, locale)).redirect?.action === 'data-validity-confirmation')
      .map(({ p, locale }) => `${p.id}@${locale}`)
      .sort();
    expect(expected.length).toBeGreaterThanOrEqual(result.locales.length);

    const redirects = result.changes.filter((c) => c.area === 'redirect');
    expect(redirects).toHaveLength(1);
    expect(redirects[0]!.text).toBe('~ redirect: data-validity-confirmation (/{locale}/customer-data-validity/) → none');
    expect(who(redirects[0]!)).toEqual(expected);
    expect(formatText(result, SIDES)).toMatch(/data-validity-revalidate-fr@\*/);
  });

  it('a footer part gone in the app: one line for the part, whatever links each locale gave it', () => {
    const head = editedConfig([EDITS.noSocialIconsInTheApp]);
    const result = diffConfigs(shipped, head, personas);
    const expected = personas
      .filter((p) => p.context.inApp === true)
      .flatMap((p) => result.locales.map((locale) => ({ p, locale })))
      .filter(({ p, locale }) => resolveData(shipped, inLocale(p, locale)).footer?.parts.some((part) => part.kind === 'social'))
      .map(({ p, locale }) => `${p.id}@${locale}`)
      .sort();
    expect(new Set(expected.map((v) => v.split('@')[1])).size).toBeGreaterThan(1);
    expect(result.changes.map((c) => c.text)).toEqual(['- footer part "social" in footer']);
    expect(who(result.changes[0]!)).toEqual(expected);
  });

  it('--locales own: each persona in its own locale only, with real hrefs', () => {
    const head = editedConfig([EDITS.revalidateNoLongerRedirects]);
    const result = diffConfigs(shipped, head, personas, { scope: 'own' });
    expect(result.views).toBe(personas.length);
    const redirect = result.changes.find((c) => c.area === 'redirect')!;
    expect(redirect.views).toEqual([{ persona: 'data-validity-revalidate-fr', locale: 'de-at', own: true }]);
    expect(redirect.text).toBe('~ redirect: data-validity-confirmation (/de-at/customer-data-validity/) → none');
  });

  it('markdown: a summary table with one row per change and one collapsed list per change', () => {
    const head = editedConfig([EDITS.paymentMethodsForEveryone, EDITS.logoutRetitled, EDITS.revalidateNoLongerRedirects]);
    const result = diffConfigs(shipped, head, personas);
    expect(result.changes).toHaveLength(3);
    const markdown = formatMarkdown(result, SIDES);
    const lines = markdown.split('\n');
    const header = lines.indexOf('| change | views | personas |');
    expect(header).toBeGreaterThan(0);
    expect(lines[header + 1]).toBe('| --- | ---: | ---: |');
    const rows = lines.slice(header + 2, lines.indexOf('', header));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^\| \+ item "payment-methods" \(\/de-de\/payment-methods\) in header.account.menu \| \d+ \| \d+ \|$/);
    expect(markdown.match(/<details><summary>/g)).toHaveLength(3);
    expect(markdown.match(/<\/details>/g)).toHaveLength(3);
    expect(markdown).toContain('- `de-de`: ');
  });
});
