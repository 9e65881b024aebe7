// Translators get everything: menu and footer labels (one file per locale, paired
// with the source language's locale by item id), and texts written only for the language's
// locales, exported with themselves as the source. On a copy of config/ and schemas/: the
// pairing needs sites of several languages, which the tests' own config does not have. So that
// a product owner's relabelling changes no expectation here, the source texts expected are read
// from the copy's source-language file (itemText), not written out.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readLocales } from '../../../tools/xliff/config-files.ts';
import { importXliff } from '../../../tools/xliff/import.ts';
import { collectUnits, type TextUnit } from '../../../tools/xliff/units.ts';
import { readXliff } from '../../../tools/xliff/xliff-read.ts';
import { writeXliff } from '../../../tools/xliff/xliff-write.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { repoRoot } from '../../support/config.ts';

const SLOW = 120_000;
let root: string;
let configDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-labels-'));
  for (const part of ['config', 'schemas']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  configDir = join(root, 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function exportUnits(language: string, source = 'de'): TextUnit[] {
  return collectUnits(configDir, readLocales(configDir), language, source).units;
}

function unit(units: TextUnit[], id: string): TextUnit {
  const found = units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

function yamlOf(file: string): Record<string, unknown> {
  return parse(readFileSync(join(configDir, file), 'utf8')) as Record<string, unknown>;
}

function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('xliff export of menu and footer labels', () => {
  it('pairs each locale label with the source language label of the same item id', () => {
    const units = exportUnits('fr');
    expect(unit(units, 'menu.fr-fr.products-term:title')).toMatchObject({
      file: 'menus/fr-fr.yaml',
      source: itemText('menus/de-de.yaml', 'products-term', 'title'),
      target: itemText('menus/fr-fr.yaml', 'products-term', 'title'),
      sourceFrom: 'menus/de-de.yaml',
      path: ['nav', 'public', 0, 'children', 0, 'title'],
    });
    expect(unit(units, 'menu.fr-fr.products-term:description').source).toBe(itemText('menus/de-de.yaml', 'products-term', 'description'));
    expect(unit(units, 'footer.fr-fr.savings:heading')).toMatchObject({
      source: itemText('footers/de-de.yaml', 'savings', 'heading'),
      target: itemText('footers/fr-fr.yaml', 'savings', 'heading'),
      sourceFrom: 'footers/de-de.yaml',
    });
    expect(unit(units, 'footer.fr-fr.savings:heading').location).toMatch(/^config\/footers\/fr-fr\.yaml:\d+ item savings heading$/);
    // The disclaimer is outside any item: its unit is its path.
    expect(unit(units, 'footer.fr-fr.disclaimer').source).toContain('Einlagensicherung');
    // Rules, links and the copyright holder's legal name are not texts to translate.
    expect(units.filter((u) => /^(menus|footers)\//.test(u.file) && /href|copyright|icon/.test(u.id))).toEqual([]);
  });

  it('exports a label no source-language locale has with itself as the source, one unit per locale', () => {
    const en = exportUnits('en');
    expect(unit(en, 'footer.en-us.usContact.availability')).toMatchObject({
      source: 'Monday to Friday, 9 a.m. to 6 p.m. ET',
      target: 'Monday to Friday, 9 a.m. to 6 p.m. ET',
      ownSource: true,
    });
    // en-gb, en-ie, en-us and en each have their own menu: one unit per locale, each with the German source.
    const products = en.filter((u) => /^menu\.[^.]+\.products:title$/.test(u.id)).map((u) => [u.file, u.source]);
    const german = itemText('menus/de-de.yaml', 'products', 'title');
    expect(products).toEqual([
      ['menus/en-gb.yaml', german],
      ['menus/en-ie.yaml', german],
      ['menus/en-us.yaml', german],
    ]);
    expect(unit(exportUnits('de-ch'), 'footer.de-ch.esisuisse:alt_text')).toMatchObject({
      source: 'esisuisse – Einlagensicherung der Schweizer Banken',
      ownSource: true,
    });
  });

  it('exports texts written only for the language: plural forms the source lacks, pages for its locales alone', () => {
    const fr = exportUnits('fr');
    expect(unit(fr, 'reviewsSummary_many')).toMatchObject({ file: 'strings/footer/fr.yaml', source: '{{score}} sur 5, {{countText}} avis', ownSource: true });
    const en = exportUnits('en');
    // A page for en-gb and en-ie alone: its plain title is English, and so are its per-locale texts.
    expect(unit(en, 'open-banking.title')).toMatchObject({
      source: 'Verify your identity with open banking',
      path: ['pages', expect.any(Number), 'title'],
      ownSource: true,
    });
    expect(unit(en, 'open-banking.body.0.html.en-gb')).toMatchObject({ sourceFrom: 'en-gb', ownSource: true });
    expect(collectUnits(configDir, readLocales(configDir), 'en', 'de').withoutSource).toEqual([]);
  });
});

describe('xliff import of labels', () => {
  it(
    'writes a menu and a footer label in place: only those lines change, the config validates',
    () => {
      const menu = readFileSync(join(configDir, 'menus/fr-fr.yaml'), 'utf8');
      const footer = readFileSync(join(configDir, 'footers/fr-fr.yaml'), 'utf8');
      const units = exportUnits('fr');
      unit(units, 'menu.fr-fr.products-term:title').target = 'Dépôts à terme';
      unit(units, 'footer.fr-fr.fgdr:alt_text').target = 'Logo du FGDR';
      const report = importXliff(configDir, readXliff('t.xlf', writeXliff(units, 'de', 'fr')));
      expect(report.written.map((w) => w.id).sort()).toEqual(['footer.fr-fr.fgdr:alt_text', 'menu.fr-fr.products-term:title']);
      expect(changedLines(menu, readFileSync(join(configDir, 'menus/fr-fr.yaml'), 'utf8'))).toEqual(['          title: Dépôts à terme']);
      expect(changedLines(footer, readFileSync(join(configDir, 'footers/fr-fr.yaml'), 'utf8'))).toEqual(['    alt_text: Logo du FGDR']);
      expect(validateConfig({ repoRoot: root }).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'revises a text that is its own source where it is: a page for en-gb and en-ie alone stays one text',
    () => {
      const units = exportUnits('en');
      unit(units, 'open-banking.title').target = 'Confirm your identity with open banking';
      unit(units, 'footer.en-us.usContact.availability').target = 'Mon–Fri, 9 a.m. to 6 p.m. ET';
      const report = importXliff(configDir, readXliff('t.xlf', writeXliff(units, 'de', 'en')));
      expect(report.written.map((w) => w.id).sort()).toEqual(['footer.en-us.usContact.availability', 'open-banking.title']);
      const page = (yamlOf('pages/access.yaml').pages as { id: string; title: unknown }[]).find((p) => p.id === 'open-banking')!;
      expect(page.title).toBe('Confirm your identity with open banking');
      expect((yamlOf('footers/en-us.yaml').usContact as { availability: string }).availability).toBe('Mon–Fri, 9 a.m. to 6 p.m. ET');
      expect(validateConfig({ repoRoot: root }).problems).toEqual([]);
    },
    SLOW,
  );
});

/** The `field` of the entry with id `id` anywhere in a menu or footer file, as the file has it. */
function itemText(file: string, id: string, field: string): string {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const entry = node as Record<string, unknown>;
      if (entry.id === id && typeof entry[field] === 'string') found.push(entry[field] as string);
      Object.values(entry).forEach(walk);
    }
  };
  walk(yamlOf(file));
  if (found.length !== 1) throw new Error(`${file}: expected one entry "${id}" with a ${field}, found ${found.length}`);
  return found[0]!;
}
