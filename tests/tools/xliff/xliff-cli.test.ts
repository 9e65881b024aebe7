// `portal xliff` as a product owner runs it: export to a file, import with a report on stdout,
// exit 2 naming the unit when a translation is refused (its source changed since the export),
// 2 for bad usage or a broken file,
// and a one-line message naming the place, never a stack trace. Runs on a copy of config/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal } from '../../support/cli.ts';
import { repoRoot } from '../../support/config.ts';

const NO_STACK = /\n\s+at [^\n]+\(/;
let root: string;
let config: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-cli-'));
  cpSync(join(repoRoot, 'config'), join(root, 'config'), { recursive: true });
  config = join(root, 'config');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('portal xliff', () => {
  it('exports to a file and imports it: a report, no change, exit 0; an outdated text is refused, exit 2 naming the unit', async () => {
    const file = join(root, 'fr.xlf');
    const exported = await portal(['xliff', 'export', '--language', 'fr', '--source', 'de', '--out', file, '--config', config]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toMatch(/^exported \d+ texts of fr with their de source: \d+ translated, 0 to translate/);
    expect(readFileSync(file, 'utf8')).toContain('<note category="location">config/strings/app/fr.yaml:');

    const unchanged = await portal(['xliff', 'import', file, '--config', config]);
    expect(unchanged).toMatchObject({ code: 0, stdout: 'wrote 0 translations of fr into 0 files\n' });

    const de = join(config, 'strings/app/de.yaml');
    writeFileSync(de, readFileSync(de, 'utf8').replace('retry: "Erneut versuchen"', 'retry: "Nochmal versuchen"'));
    const outdated = await portal(['xliff', 'import', file, '--config', config]);
    expect(outdated.code).toBe(2);
    expect(outdated.stderr).toMatch(
      /^portal xliff: refused unit retry of config\/strings\/app\/fr\.yaml: its source text changed since the export \(config\/strings\/app\/fr\.yaml:\d+ key retry\); export again, or import with --force to write it anyway\n$/,
    );
    expect(outdated.stdout).toMatch(
      /outdated \(the source text changed since the export; not written: export again and translate these\), 1:\n {2}config\/strings\/app\/fr\.yaml:\d+ key retry\n/,
    );
  }, 120_000);

  it('bad usage and broken files: exit 2 with one line that names the place', async () => {
    const broken = join(root, 'broken.xlf');
    writeFileSync(broken, '<?xml version="1.0"?>\n<xliff version="2.0" srcLang="de" trgLang="fr">\n  <file id="f1">\n</xliff>\n');
    const bomb = join(root, 'bomb.xlf');
    writeFileSync(bomb, '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff version="2.0"/>');
    const runs = await Promise.all([
      portal(['xliff', 'import', broken, '--config', config]),
      portal(['xliff', 'import', bomb, '--config', config]),
      portal(['xliff', 'export', '--config', config]),
      portal(['xliff', 'export', '--language', 'xx', '--config', config]),
      portal(['xliff', 'frobnicate']),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stderr).not.toMatch(NO_STACK);
    }
    expect(runs[0]!.stderr).toMatch(new RegExp(`^portal: ${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:4:\\d+: not well-formed XML`));
    expect(runs[1]!.stderr).toContain('document type declaration');
    expect(runs[2]!.stderr).toContain('xliff export needs --language (one of de, de-ch, en');
    expect(runs[3]!.stderr).toContain('"xx" is not a language of config/markets/locales.yaml');
    expect(runs[4]!.stderr).toContain('usage: xliff export --language L');
  }, 120_000);
});
