// Files as translation tools write them: their own namespace prefixes, character
// references, sentences split into segments with <ignorable> spaces between them, a <file>
// without `original`; and the export's canResegment="no" where splitting would cut a
// {{placeholder}} or an HTML tag. On a copy of config/.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readLocales } from '../../../tools/xliff/config-files.ts';
import { importXliff, XliffFileError } from '../../../tools/xliff/import.ts';
import { collectUnits } from '../../../tools/xliff/units.ts';
import { readXliff } from '../../../tools/xliff/xliff-read.ts';
import { exportName } from '../../../tools/xliff/unit-ids.ts';
import { writeXliff } from '../../../tools/xliff/xliff-write.ts';
import { repoRoot } from '../../support/config.ts';

let root: string;
let configDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'xliff-cat-'));
  cpSync(join(repoRoot, 'config'), join(root, 'config'), { recursive: true });
  configDir = join(root, 'config');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function strings(file: string): Record<string, string> {
  return parse(readFileSync(join(configDir, file), 'utf8')) as Record<string, string>;
}

/** An XLIFF 2.0 document the way a CAT tool writes it: prefixed, no `original`, trgLang a locale tag. */
function toolFile(units: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:2.0" xmlns:m="urn:oasis:names:tc:xliff:metadata:2.0" version="2.0" srcLang="de-DE" trgLang="fr-FR">
  <x:file id="f1">
${units}
  </x:file>
</x:xliff>
`;
}

const SPLIT_UNIT = `    <x:unit id="login.failed">
      <x:segment id="s1" state="final">
        <x:source>Die Anmeldung ist fehlgeschlagen.</x:source>
        <x:target>&#xC9;chec de la connexion.</x:target>
      </x:segment>
      <x:ignorable>
        <x:source> </x:source>
      </x:ignorable>
      <x:segment id="s2" state="final">
        <x:source>Bitte versuchen Sie es erneut.</x:source>
        <x:target>Veuillez r&#233;essayer.</x:target>
      </x:segment>
    </x:unit>`;

describe('xliff import of files from translation tools', () => {
  it('reads prefixed elements, character references, segments with ignorables, and a <file> without original', () => {
    const xml = toolFile(`${SPLIT_UNIT}
    <x:unit id="opensInNewTab">
      <x:notes><x:note category="location">config/strings/header/fr.yaml:22 key opensInNewTab</x:note></x:notes>
      <x:segment><x:source>(öffnet in einem neuen Tab)</x:source><x:target>(nouvel onglet)</x:target></x:segment>
    </x:unit>
    <x:unit id="session.title">
      <m:metadata><m:metaGroup category="savings-portal"><m:meta type="sourceHash">0000000000000000</m:meta></m:metaGroup></m:metadata>
      <x:segment><x:source>Ihre Sitzung läuft bald ab</x:source><x:target>Votre session expire bient&#xf4;t</x:target></x:segment>
    </x:unit>`);
    const common = readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8');
    const report = importXliff(configDir, readXliff('tool.xlf', xml));
    expect(report.written.map((w) => [w.file, w.id])).toEqual([
      ['config/strings/app/fr.yaml', 'login.failed'],
      ['config/strings/header/fr.yaml', 'opensInNewTab'],
    ]);
    expect(strings('strings/app/fr.yaml')['login.failed']).toBe('Échec de la connexion. Veuillez réessayer.');
    // Two namespaces have opensInNewTab: the location note names the one.
    expect(strings('strings/header/fr.yaml').opensInNewTab).toBe('(nouvel onglet)');
    expect(readFileSync(join(configDir, 'strings/common/fr.yaml'), 'utf8')).toBe(common);
    // The metadata under its own prefix is the portal's: its source hash says the text was made for another source.
    expect(report.outdated.map((u) => u.id)).toEqual(['session.title']);
  });

  it('refuses a <file> without original whose unit id names several texts, before writing anything', () => {
    const xml = toolFile(`${SPLIT_UNIT}
    <x:unit id="opensInNewTab">
      <x:segment><x:source>(öffnet in einem neuen Tab)</x:source><x:target>(nouvel onglet)</x:target></x:segment>
    </x:unit>`);
    const before = readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8');
    expect(() => importXliff(configDir, readXliff('tool.xlf', xml))).toThrow(XliffFileError);
    expect(() => importXliff(configDir, readXliff('tool.xlf', xml))).toThrow(
      'unit opensInNewTab is in a <file> without original, and 2 texts have that id (config/strings/common/fr.yaml, config/strings/header/fr.yaml)',
    );
    expect(readFileSync(join(configDir, 'strings/app/fr.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a file that holds one text twice, before writing anything', () => {
    const xml = toolFile(`${SPLIT_UNIT}\n${SPLIT_UNIT.replace('Veuillez r&#233;essayer.', 'R&#233;essayez.')}`);
    expect(() => importXliff(configDir, readXliff('tool.xlf', xml))).toThrow('unit login.failed of config/strings/app/fr.yaml is in the file twice: keep one');
    expect(strings('strings/app/fr.yaml')['login.failed']).toBe('La connexion a échoué. Veuillez réessayer.');
  });

  it('matches elements by namespace, not by name: a unit of another vocabulary is not read', () => {
    const xml =
      toolFile(`    <o:unit xmlns:o="urn:example:other" id="retry"><o:segment><o:source>Erneut versuchen</o:source><o:target>Encore</o:target></o:segment></o:unit>
    <unit xmlns="urn:oasis:names:tc:xliff:document:2.0" id="retry"><segment><source>Erneut versuchen</source><target>Essayer encore</target></segment></unit>`);
    const read = readXliff('tool.xlf', xml);
    expect(read.files[0]!.units.map((u) => [u.id, u.target])).toEqual([['retry', 'Essayer encore']]);
    expect(() =>
      readXliff('old.xlf', '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file original="a" source-language="de"/></xliff>'),
    ).toThrow('old.xlf: XLIFF version 1.2; only XLIFF 2.0 is read');
    expect(() => readXliff('plain.xlf', '<xliff version="2.0" srcLang="de" trgLang="fr"/>')).toThrow(
      '<xliff> is in the namespace (none), not urn:oasis:names:tc:xliff:document:2.0',
    );
  });
});

describe('xliff reading of text', () => {
  const unit = (target: string) =>
    readXliff('t.xlf', toolFile(`<x:unit id="u"><x:segment><x:source>s</x:source><x:target>${target}</x:target></x:segment></x:unit>`)).files[0]!.units[0]!
      .target;

  it('decodes character references once: an escaped reference stays text, CDATA stays as written, CRLF reads as LF', () => {
    expect(unit('caf&#233; caf&#xE9; &lt;p&gt;')).toBe('café café <p>');
    expect(unit('&amp;#233;')).toBe('&#233;');
    expect(unit('<![CDATA[<b>&amp;</b>]]>')).toBe('<b>&amp;</b>');
    // A tool on Windows writes CRLF: XML reads it as LF, the YAML's line end; &#13; stays a CR.
    expect(unit('&lt;p&gt;a&lt;/p&gt;\r\n&lt;p&gt;b&#13;&lt;/p&gt;')).toBe('<p>a</p>\n<p>b\r</p>');
  });

  it('refuses an entity XML does not define, or a reference to a character XML forbids, with line and column', () => {
    expect(() => unit('a&nbsp;b')).toThrow(/^t\.xlf:4:60: &nbsp; is an entity XML does not define/);
    expect(() => unit('&#0;')).toThrow(/^t\.xlf:4:59: &#0; is a reference to a character XML does not allow/);
  });

  it('puts targets a tool reordered in their order', () => {
    const read = readXliff(
      't.xlf',
      toolFile(`<x:unit id="u">
        <x:segment><x:source>Eins.</x:source><x:target order="3">Un.</x:target></x:segment>
        <x:ignorable><x:source> </x:source><x:target order="2"> </x:target></x:ignorable>
        <x:segment><x:source>Zwei.</x:source><x:target order="1">Deux.</x:target></x:segment>
      </x:unit>`),
    );
    expect(read.files[0]!.units[0]).toMatchObject({ source: 'Eins. Zwei.', target: 'Deux. Un.' });
  });
});

describe('xliff export for translation tools', () => {
  it('marks units with {{placeholders}} or HTML canResegment="no", and no others', () => {
    const units = collectUnits(configDir, readLocales(configDir), 'fr', 'de').units;
    const xml = writeXliff(units, 'de', 'fr');
    const marked = new Set([...xml.matchAll(/<unit id="([^"]+):(?:[0-9a-f]{8}|none)" canResegment="no">/g)].map((m) => m[1]));
    expect(marked.has('app.session.countdown')).toBe(true);
    expect([...marked].some((id) => /^deposit-guarantee\..*\.html\.fr$/.test(id!))).toBe(true);
    expect(marked.has('footer.fr-fr.disclaimer')).toBe(true);
    expect(marked.has('app.skipToContent')).toBe(false);
    const expected = units.filter((u) => /\{\{|<[a-z/]/i.test(u.source + (u.target ?? ''))).map(exportName);
    expect([...marked].sort()).toEqual(expected.sort());
  });
});
