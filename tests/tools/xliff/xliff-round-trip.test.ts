// Handing a language to a translator and back, on a copy of config/ and schemas/:
// an unchanged round trip changes no byte of any file, a translation lands in place and leaves
// every other line as it was, the result still validates, and texts that are untranslated,
// outdated (source changed since the export) or gone are listed and not written.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readLocales } from '../../../tools/xliff/config-files.ts';
import { importXliff } from '../../../tools/xliff/import.ts';
import { collectUnits, type TextUnit } from '../../../tools/xliff/units.ts';
import { readXliff } from '../../../tools/xliff/xliff-read.ts';
import { exportId } from '../../../tools/xliff/unit-ids.ts';
import { writeXliff } from '../../../tools/xliff/xliff-write.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { repoRoot } from '../../support/config.ts';

/** Parsing every page file and validating the copy take seconds on a busy machine. */
const SLOW = 120_000;

let root: string;
let configDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-test-'));
  for (const part of ['config', 'schemas']) cpSync(join(repoRoot, part), join(root, part), { recursive: true });
  configDir = join(root, 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

function exportUnits(language: string, source = 'de'): TextUnit[] {
  return collectUnits(configDir, readLocales(configDir), language, source).units;
}

/** Export, let `translate` change units, write and read the XLIFF text, import. */
function roundTrip(language: string, translate: (units: TextUnit[]) => void = () => {}, source = 'de') {
  const units = exportUnits(language, source);
  translate(units);
  const xml = writeXliff(units, source, language);
  return importXliff(configDir, readXliff('test.xlf', xml));
}

function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('xliff export', () => {
  it(
    'exports UI strings and page texts with source, target and location',
    () => {
      const units = exportUnits('fr');
      const skip = units.find((u) => u.file === 'strings/app/fr.yaml' && u.id === 'skipToContent')!;
      expect(skip).toMatchObject({ source: 'Zum Hauptinhalt springen', target: 'Aller au contenu principal', sourceFrom: 'strings/app/de.yaml' });
      expect(skip.location).toMatch(/^config\/strings\/app\/fr\.yaml:\d+ key skipToContent$/);
      const title = units.find((u) => u.file === 'pages/guides.yaml' && u.id === 'deposit-guarantee.title.fr')!;
      expect(title).toMatchObject({ source: 'Einlagensicherung', target: 'Garantie des dépôts', path: ['pages', 0, 'title', 'fr'] });
      // Head fields and block texts inside boxes are there too; a page no French locale has is not.
      expect(units.some((u) => u.id === 'deposit-guarantee.head.meta_description.fr')).toBe(true);
      expect(units.some((u) => /^deposit-guarantee\.body\.\d+\.blocks\.\d+\.html\.fr$/.test(u.id))).toBe(true);
      expect(units.some((u) => u.file === 'pages/investing-de.yaml')).toBe(false);
    },
    SLOW,
  );

  it('writes XLIFF 2.0 that reads back to the same texts, markup and spaces included', () => {
    const units = exportUnits('fr');
    units[0]!.target = '  <p>A & B "quoted" </p>\n';
    const xml = writeXliff(units, 'de', 'fr');
    expect(xml).toMatch(/<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"[^>]* version="2.0" srcLang="de" trgLang="fr">/);
    expect(xml).toContain('<segment state="translated">');
    const read = readXliff('t.xlf', xml);
    const back = read.files.flatMap((f) => f.units.map((u) => ({ file: f.original, id: u.id, source: u.source, target: u.target })));
    expect(back).toEqual(units.map((u) => ({ file: `config/${u.file}`, id: exportId(u), source: u.source, target: u.target })));
  });
});

describe('xliff import', () => {
  it('an unchanged round trip changes no byte of any config file, in every language', () => {
    const before = snapshot(configDir);
    for (const language of ['fr', 'en', 'de-ch', 'nl', 'pl', 'fi', 'it', 'es']) {
      const report = roundTrip(language);
      expect(report.written, language).toEqual([]);
      expect(report.outdated, language).toEqual([]);
    }
    expect(snapshot(configDir)).toEqual(before);
  });

  it(
    'writes a changed translation in place: only that line changes, comments and style stay',
    () => {
      const strings = readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8');
      const guides = readFileSync(join(configDir, 'pages/guides.yaml'), 'utf8');
      const report = roundTrip('fr', (units) => {
        units.find((u) => u.id === 'retry')!.target = 'Essayer encore';
        units.find((u) => u.id === 'deposit-guarantee.title.fr')!.target = 'La garantie des dépôts';
      });
      expect(report.written.map((w) => w.id).sort()).toEqual(['deposit-guarantee.title.fr', 'retry']);
      const stringsAfter = readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8');
      expect(changedLines(strings, stringsAfter)).toEqual(['retry: "Essayer encore"']);
      expect(changedLines(guides, readFileSync(join(configDir, 'pages/guides.yaml'), 'utf8'))).toEqual(['      fr: La garantie des dépôts']);
      expect(validateConfig({ repoRoot: root }).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'adds missing translations under the right key, in block and flow maps, and the config still validates',
    () => {
      const report = roundTrip('de-ch', (units) => {
        for (const unit of units) if (unit.target === undefined) unit.target = `${unit.source.replace(/ß/g, 'ss')} (CH)`;
      });
      expect(report.untranslated).toEqual([]);
      expect(report.written.length).toBeGreaterThan(100);
      const guides = parse(readFileSync(join(configDir, 'pages/guides.yaml'), 'utf8')) as { pages: { title: Record<string, string> }[] };
      expect(guides.pages[0]!.title['de-ch']).toBe('Einlagensicherung (CH)');
      // The made-up translations mark the pages' titles "(CH)" but not the account-menu entries de-ch
      // had translated before, so validate rightly says those entries no longer read as their pages;
      // nothing else is wrong.
      const problems = validateConfig({ repoRoot: root }).problems;
      expect(problems.filter((p) => p.code !== 'ACCOUNT_LABEL_MISMATCH')).toEqual([]);
      for (const problem of problems) expect(problem).toMatchObject({ file: 'config/menus/de-ch.yaml', message: expect.stringMatching(/ \(CH\)" in de-ch/) });
      // Exported again, every text now has its translation, and a second import changes nothing.
      expect(exportUnits('de-ch').filter((u) => u.target === undefined)).toEqual([]);
      const before = snapshot(configDir);
      expect(roundTrip('de-ch').written).toEqual([]);
      expect(snapshot(configDir)).toEqual(before);
    },
    SLOW,
  );

  it(
    'offers a text written once for every language as its own translation, and splits it by language when translated',
    () => {
      const id = 'press.body.3.blocks.1.links.0.title.fr';
      const unit = exportUnits('fr').find((u) => u.id === id)!;
      // What French visitors read today: no work for the translator unless they change it.
      expect(unit).toMatchObject({ source: 'press@example.com', target: 'press@example.com', sourceFrom: 'every language' });
      const before = readFileSync(join(configDir, 'pages/company.yaml'), 'utf8');
      const report = roundTrip('fr', (units) => {
        units.find((u) => u.id === id)!.target = 'presse@example.com';
      });
      expect(report.written.map((w) => w.id)).toEqual([id]);
      const after = readFileSync(join(configDir, 'pages/company.yaml'), 'utf8');
      const [changed] = changedLines(before, after);
      const title = (parse(after) as { pages: { id: string; body: { blocks: { links: { title: unknown }[] }[] }[] }[] }).pages.find((p) => p.id === 'press')!
        .body[3]!.blocks[1]!.links[0]!.title;
      // Every other language that shows the link keeps the text it had.
      expect(title).toMatchObject({ de: 'press@example.com', en: 'press@example.com', fr: 'presse@example.com' });
      expect(changed).toContain('{ de: press@example.com');
      expect(validateConfig({ repoRoot: root }).problems).toEqual([]);
      // Exported again, the French text is the map's own key, with the same unit id.
      expect(exportUnits('fr').find((u) => u.id === id)).toMatchObject({ source: 'press@example.com', target: 'presse@example.com', sourceFrom: 'de' });
    },
    SLOW,
  );

  it('creates the strings file of a namespace the language does not have yet, with its schema line', () => {
    const units = exportUnits('fr');
    const original = readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8');
    unlinkSync(join(configDir, 'strings/common/fr.yaml'));
    importXliff(configDir, readXliff('t.xlf', writeXliff(units, 'de', 'fr')));
    const created = readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8');
    expect(created.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schemas/strings.schema.json');
    expect(parse(created)).toEqual(parse(original));
  });

  it('lists untranslated texts and writes nothing for them', () => {
    const before = snapshot(configDir);
    const report = roundTrip('de-ch');
    expect(report.untranslated.length).toBeGreaterThan(0);
    expect(report.untranslated.map((u) => u.location)).toContain(
      `config/pages/guides.yaml:${lineOf('pages/guides.yaml', '      de: Einlagensicherung')} page deposit-guarantee title.de-ch`,
    );
    expect(snapshot(configDir)).toEqual(before);
  });

  it('lists a text whose source changed since the export as outdated and does not write it', () => {
    const units = exportUnits('fr');
    units.find((u) => u.id === 'retry')!.target = 'Essayer encore';
    units.find((u) => u.id === 'skipLinks')!.target = "Liens d'accès rapide";
    const xml = writeXliff(units, 'de', 'fr');
    const deFile = join(configDir, 'strings/app/de.yaml');
    writeFileSync(deFile, readFileSync(deFile, 'utf8').replace('retry: "Erneut versuchen"', 'retry: "Nochmal versuchen"'));
    const report = importXliff(configDir, readXliff('t.xlf', xml));
    expect(report.outdated.map((u) => u.id)).toEqual(['retry']);
    expect(report.written.map((u) => u.id)).toEqual(['skipLinks']);
    const fr = parse(readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8')) as Record<string, string>;
    expect(fr.retry).toBe('Réessayer');
    expect(fr.skipLinks).toBe("Liens d'accès rapide");
  });

  it('lists a unit whose place is gone and writes nothing for it', () => {
    const units = exportUnits('fr');
    units.find((u) => u.id === 'retry')!.target = 'Essayer encore';
    const xml = writeXliff(units, 'de', 'fr').replace(/<unit id="app\.retry:/, '<unit id="app.retryNoMore:');
    const report = importXliff(configDir, readXliff('t.xlf', xml));
    expect(report.unknown.map((u) => [u.file, u.id.replace(/:.*/, '')])).toEqual([['config/strings/app/fr.yaml', 'app.retryNoMore']]);
    expect(report.written).toEqual([]);
  });
});

describe('xliff import placeholders', () => {
  it('does not write a translation that lost or renamed a {{placeholder}} of its source', () => {
    const units = exportUnits('fr');
    units.find((u) => u.id === 'session.countdown')!.target = 'Vous serez déconnecté bientôt.';
    units.find((u) => u.id === 'login.locale')!.target = 'Version : {{langue}}';
    units.find((u) => u.id === 'session.extended')!.target = 'Prolongée de {{ n }} minutes';
    const report = importXliff(configDir, readXliff('t.xlf', writeXliff(units, 'de', 'fr')));
    expect(report.placeholders.map((p) => [p.id, p.source, p.target])).toEqual([
      ['login.locale', ['locale'], ['langue']],
      ['session.countdown', ['time'], []],
    ]);
    expect(report.written.map((w) => w.id)).toEqual(['session.extended']);
  });
});

function lineOf(file: string, text: string): number {
  return readFileSync(join(configDir, file), 'utf8').split('\n').indexOf(text) + 1;
}
