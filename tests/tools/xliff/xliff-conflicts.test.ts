// Nothing is overwritten: a translation whose source changed since the export, or
// that would overwrite a text edited in the config after it, is refused, the rest written;
// --force writes it and says so. On a copy of config/.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readLocales } from '../../../tools/xliff/config-files.ts';
import { importXliff } from '../../../tools/xliff/import.ts';
import { collectUnits, type TextUnit } from '../../../tools/xliff/units.ts';
import { readXliff } from '../../../tools/xliff/xliff-read.ts';
import { writeXliff } from '../../../tools/xliff/xliff-write.ts';
import { portal } from '../../support/cli.ts';
import { repoRoot } from '../../support/config.ts';

let root: string;
let configDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-conflicts-'));
  cpSync(join(repoRoot, 'config'), join(root, 'config'), { recursive: true });
  configDir = join(root, 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function exportUnits(language: string, source = 'de'): TextUnit[] {
  return collectUnits(configDir, readLocales(configDir), language, source).units;
}

function unit(units: TextUnit[], id: string): TextUnit {
  return units.find((u) => u.id === id)!;
}

/** Someone edits the config between the export and the import. */
function edit(file: string, from: string, to: string): void {
  const path = join(configDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

function frStrings(): Record<string, string> {
  return parse(readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8')) as Record<string, string>;
}

describe('xliff import: a text edited in the config after the export', () => {
  it('is not overwritten by a changed translation: refused and listed, the other translations written', () => {
    const units = exportUnits('fr');
    unit(units, 'retry').target = 'Essayer encore';
    unit(units, 'skipLinks').target = "Liens d'accès rapide";
    const xml = writeXliff(units, 'de', 'fr');
    edit('strings/app/fr.yaml', 'retry: "Réessayer"', 'retry: "Réessayez"');
    const report = importXliff(configDir, readXliff('t.xlf', xml));
    expect(report.edited.map((u) => [u.id, u.file])).toEqual([['retry', 'config/strings/app/fr.yaml']]);
    expect(report.written.map((u) => u.id)).toEqual(['skipLinks']);
    expect(frStrings()).toMatchObject({ retry: 'Réessayez', skipLinks: "Liens d'accès rapide" });
  });

  it('is overwritten with force, and the report says so', () => {
    const units = exportUnits('fr');
    unit(units, 'retry').target = 'Essayer encore';
    unit(units, 'menu.fr-fr.products-term:title').target = 'Dépôts à terme';
    const xml = writeXliff(units, 'de', 'fr');
    edit('strings/app/fr.yaml', 'retry: "Réessayer"', 'retry: "Réessayez"');
    edit('strings/app/de.yaml', 'retry: "Erneut versuchen"', 'retry: "Nochmal versuchen"');
    edit('menus/fr-fr.yaml', 'title: Comptes à terme', 'title: Comptes à terme fixe');
    const report = importXliff(configDir, readXliff('t.xlf', xml), { force: true });
    expect(report.edited).toEqual([]);
    expect(report.outdated).toEqual([]);
    expect(report.forced.map((u) => [u.id, u.reason])).toEqual([
      ['retry', 'outdated'],
      ['menu.fr-fr.products-term:title', 'edited'],
    ]);
    expect(frStrings().retry).toBe('Essayer encore');
    expect(readFileSync(join(configDir, 'menus/fr-fr.yaml'), 'utf8')).toContain('title: Dépôts à terme\n');
  });

  it('stays when the translator left that text as exported: nothing of theirs to write, nothing refused', () => {
    const xml = writeXliff(exportUnits('fr'), 'de', 'fr');
    edit('strings/app/fr.yaml', 'retry: "Réessayer"', 'retry: "Réessayez"');
    const report = importXliff(configDir, readXliff('t.xlf', xml), { force: true });
    expect(report).toMatchObject({ written: [], edited: [], forced: [] });
    expect(frStrings().retry).toBe('Réessayez');
  });

  it('refuses a revised text that is its own source when it was edited meanwhile', () => {
    const units = exportUnits('fr');
    unit(units, 'reviewsSummary_many').target = '{{score}} sur 5 ({{countText}} avis)';
    const xml = writeXliff(units, 'de', 'fr');
    edit('strings/footer/fr.yaml', 'reviewsSummary_many: "{{score}} sur 5, {{countText}} avis"', 'reviewsSummary_many: "{{score}}/5, {{countText}} avis"');
    const report = importXliff(configDir, readXliff('t.xlf', xml));
    expect(report.edited.map((u) => u.id)).toEqual(['reviewsSummary_many']);
    expect(report.outdated).toEqual([]);
    expect(readFileSync(join(configDir, 'strings/footer/fr.yaml'), 'utf8')).toContain('reviewsSummary_many: "{{score}}/5, {{countText}} avis"');
  });

  it('a second import of the same file refuses the same units and finds the written ones already there', () => {
    const units = exportUnits('fr');
    unit(units, 'retry').target = 'Essayer encore';
    unit(units, 'skipLinks').target = "Liens d'accès rapide";
    const xml = writeXliff(units, 'de', 'fr');
    edit('strings/app/fr.yaml', 'retry: "Réessayer"', 'retry: "Réessayez"');
    const first = importXliff(configDir, readXliff('t.xlf', xml));
    expect(first.edited.map((u) => u.id)).toEqual(['retry']);
    const after = readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8');
    const second = importXliff(configDir, readXliff('t.xlf', xml));
    expect(second.edited).toEqual(first.edited);
    expect(second).toMatchObject({ written: [], files: [] });
    expect(readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8')).toBe(after);
  });
});

describe('portal xliff import: refusals', () => {
  it('exit 2 naming the refused unit on stderr; --force writes it, exit 0', async () => {
    const units = exportUnits('fr');
    unit(units, 'footer.fr-fr.savings:heading').target = 'Mon épargne';
    const file = join(root, 'fr.xlf');
    writeFileSync(file, writeXliff(units, 'de', 'fr'));
    edit('footers/fr-fr.yaml', 'heading: Épargne', 'heading: Épargner');
    const refused = await portal(['xliff', 'import', file, '--config', configDir]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^portal xliff: refused unit footer\.fr-fr\.savings:heading of config\/footers\/fr-fr\.yaml: the text in the config was edited after the export, and this translation would overwrite it \(config\/footers\/fr-fr\.yaml:\d+ item savings heading\); export again, or import with --force to write it anyway\n$/,
    );
    expect(refused.stdout).toMatch(
      /^wrote 0 translations of fr into 0 files\nedited after the export .*, 1:\n {2}config\/footers\/fr-fr\.yaml:\d+ item savings heading\n$/,
    );
    const forced = await portal(['xliff', 'import', file, '--force', '--config', configDir]);
    expect(forced).toMatchObject({ code: 0, stderr: '' });
    expect(forced.stdout).toMatch(
      /written with --force over a change made after the export, 1:\n {2}config\/footers\/fr-fr\.yaml:\d+ item savings heading \(edited\)\n/,
    );
    expect(readFileSync(join(configDir, 'footers/fr-fr.yaml'), 'utf8')).toContain('heading: Mon épargne\n');
  }, 120_000);

  it('two imports at once into the same file: each translation is written, or its import says to run again', async () => {
    const first = exportUnits('fr');
    unit(first, 'retry').target = 'Essayer encore';
    const second = exportUnits('fr');
    unit(second, 'skipLinks').target = "Liens d'accès rapide";
    const files = [join(root, 'a.xlf'), join(root, 'b.xlf')];
    writeFileSync(files[0]!, writeXliff(first, 'de', 'fr'));
    writeFileSync(files[1]!, writeXliff(second, 'de', 'fr'));
    const runs = await Promise.all(files.map((file) => portal(['xliff', 'import', file, '--config', configDir])));
    const after = frStrings();
    const wanted: [string, string][] = [
      ['retry', 'Essayer encore'],
      ['skipLinks', "Liens d'accès rapide"],
    ];
    runs.forEach((run, i) => {
      const [key, text] = wanted[i]!;
      if (run.code === 0) expect(after[key], `import ${i + 1} said it wrote ${key}`).toBe(text);
      else
        expect(run).toMatchObject({
          code: 2,
          stderr:
            'portal xliff: config/strings/app/fr.yaml changed while the import ran (another import or an editor?); its translations were not written: import again\n',
        });
    });
    expect(runs.some((run) => run.code === 0)).toBe(true);
    expect(readdirSync(join(configDir, 'strings/app')).filter((name) => !name.endsWith('.yaml'))).toEqual([]);
  }, 120_000);
});
