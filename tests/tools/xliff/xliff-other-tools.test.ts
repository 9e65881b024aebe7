// Files that other tools wrote from the portal's export: the npm `xliff` package's round trip
// (xliff2js, js2xliff), which drops the <file>'s original, the notes' categories and the
// portal's metadata, and Python's ElementTree, which renames every namespace prefix. The import
// finds each text by its unit id, and still refuses a translation that would overwrite a text
// edited in the config after the export. On a copy of config/.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { readLocales } from '../../../tools/xliff/config-files.ts';
import { importXliff } from '../../../tools/xliff/import.ts';
import { exportId } from '../../../tools/xliff/unit-ids.ts';
import { collectUnits, type TextUnit } from '../../../tools/xliff/units.ts';
import { readXliff } from '../../../tools/xliff/xliff-read.ts';
import { writeXliff } from '../../../tools/xliff/xliff-write.ts';
import { repoRoot } from '../../support/config.ts';

/** Collecting every text of a language takes seconds on a busy machine. */
const SLOW = 60_000;

let root: string;
let configDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-tools-'));
  cpSync(join(repoRoot, 'config'), join(root, 'config'), { recursive: true });
  configDir = join(root, 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function exportUnits(language = 'fr'): TextUnit[] {
  return collectUnits(configDir, readLocales(configDir), language, 'de').units;
}

function yamlOf(file: string): Record<string, unknown> {
  return parse(readFileSync(join(configDir, file), 'utf8')) as Record<string, unknown>;
}

/** Someone edits the config between the export and the import. */
function edit(file: string, from: string, to: string): void {
  const path = join(configDir, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
}

/**
 * The npm package's round trip, as a translation script built on it does: read the export into
 * its JSON, set the targets of the units whose id starts with a key of `targets`, write it back.
 */
async function throughNpmXliff(xml: string, targets: Record<string, string>): Promise<string> {
  const js = (await xliff2js(xml)) as { resources: Record<string, Record<string, { target?: string }>> };
  const changed = new Set<string>();
  for (const units of Object.values(js.resources)) {
    for (const [id, unit] of Object.entries(units)) {
      const prefix = Object.keys(targets).find((p) => id.startsWith(p));
      if (prefix !== undefined) {
        unit.target = targets[prefix]!;
        changed.add(prefix);
      }
    }
  }
  expect([...changed].sort()).toEqual(Object.keys(targets).sort());
  const written = await js2xliff(js);
  // What the package leaves out: the import must do without it.
  expect(written).not.toMatch(/original=|category=|metadata/);
  return written;
}

describe('xliff import of a file written by the npm xliff package', () => {
  it(
    'writes each target into the file its unit id names, opensInNewTab of two namespaces included',
    async () => {
      const common = readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8');
      const xml = await throughNpmXliff(writeXliff(exportUnits(), 'de', 'fr'), {
        'header.opensInNewTab:': '(nouvel onglet)',
        'menu.fr-fr.products-term:title:': 'Dépôts à terme',
      });
      const report = importXliff(configDir, readXliff('npm.xlf', xml));
      expect(report.written.map((w) => [w.file, w.id])).toEqual([
        ['config/strings/header/fr.yaml', 'opensInNewTab'],
        ['config/menus/fr-fr.yaml', 'menu.fr-fr.products-term:title'],
      ]);
      expect([report.outdated, report.edited, report.unknown, report.placeholders]).toEqual([[], [], [], []]);
      expect(yamlOf('strings/header/fr.yaml').opensInNewTab).toBe('(nouvel onglet)');
      expect(readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8')).toBe(common);
    },
    SLOW,
  );

  it(
    'refuses a target over a text edited in the config since the export, naming its file and line; --force writes it',
    async () => {
      const xml = await throughNpmXliff(writeXliff(exportUnits(), 'de', 'fr'), { 'app.retry:': 'Essayer encore', 'app.skipLinks:': "Liens d'accès rapide" });
      edit('strings/app/fr.yaml', 'retry: "Réessayer"', 'retry: "Réessayez"');
      const report = importXliff(configDir, readXliff('npm.xlf', xml));
      expect(report.edited.map((u) => [u.id, u.location])).toEqual([['retry', expect.stringMatching(/^config\/strings\/app\/fr\.yaml:\d+ key retry$/)]]);
      expect(report.written.map((u) => u.id)).toEqual(['skipLinks']);
      expect(yamlOf('strings/app/fr.yaml').retry).toBe('Réessayez');

      const forced = importXliff(configDir, readXliff('npm.xlf', xml), { force: true });
      expect(forced.forced.map((u) => [u.id, u.reason])).toEqual([['retry', 'edited']]);
      expect(yamlOf('strings/app/fr.yaml').retry).toBe('Essayer encore');
    },
    SLOW,
  );

  it(
    'imports an export made before ids named their namespace: the location note, uncategorized, tells the file',
    async () => {
      const units = exportUnits().filter((u) => u.id === 'opensInNewTab' || u.id === 'retry');
      expect(units.map((u) => u.file)).toEqual(['strings/app/fr.yaml', 'strings/common/fr.yaml', 'strings/header/fr.yaml']);
      // Such an export named each unit by its key alone.
      const old = units.reduce((xml, u) => xml.replace(`<unit id="${exportId(u)}"`, `<unit id="${u.id}"`), writeXliff(units, 'de', 'fr'));
      expect(old).not.toContain(':b53ab517');
      const js = (await xliff2js(old)) as { resources: Record<string, Record<string, { target?: string }>> };
      js.resources.f3!.opensInNewTab!.target = '(nouvel onglet)';
      const report = importXliff(configDir, readXliff('npm.xlf', await js2xliff(js)));
      expect(report.written.map((w) => [w.file, w.id])).toEqual([['config/strings/header/fr.yaml', 'opensInNewTab']]);
      expect(yamlOf('strings/common/fr.yaml').opensInNewTab).toBe("(s'ouvre dans un nouvel onglet)");
    },
    SLOW,
  );
});

describe('xliff import of a file written by Python ElementTree', () => {
  it(
    'reads the renamed prefixes and writes the changed targets',
    () => {
      const exported = join(root, 'fr.xlf');
      const changed = join(root, 'fr-etree.xlf');
      writeFileSync(exported, writeXliff(exportUnits(), 'de', 'fr'));
      const script = join(repoRoot, 'tests/tools/xliff/support/etree-retarget.py');
      execFileSync('python3', [script, exported, changed, 'header.opensInNewTab:=(nouvel onglet)', 'footer.fr-fr.savings:heading:=Épargne et placements'], {
        stdio: 'pipe',
      });
      const xml = readFileSync(changed, 'utf8');
      expect(xml).toMatch(/^<\?xml version='1\.0' encoding='utf-8'\?>\n<ns0:xliff /);
      const report = importXliff(configDir, readXliff('etree.xlf', xml));
      expect(report.written.map((w) => w.id).sort()).toEqual(['footer.fr-fr.savings:heading', 'opensInNewTab']);
      expect([report.outdated, report.edited, report.unknown]).toEqual([[], [], []]);
      expect(yamlOf('strings/header/fr.yaml').opensInNewTab).toBe('(nouvel onglet)');
      expect(readFileSync(join(configDir, 'footers/fr-fr.yaml'), 'utf8')).toContain('heading: Épargne et placements\n');
    },
    SLOW,
  );
});

describe('xliff unit ids', () => {
  it(
    'name one text each across the whole export, as XML name tokens',
    () => {
      for (const language of ['fr', 'en']) {
        const ids = exportUnits(language).map(exportId);
        expect(new Set(ids).size, language).toBe(ids.length);
        expect(
          ids.filter((id) => !/^[\p{L}\p{N}._:-]+$/u.test(id)),
          language,
        ).toEqual([]);
      }
    },
    SLOW,
  );
});
