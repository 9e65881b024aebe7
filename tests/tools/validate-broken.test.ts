// `portal validate` on deliberately broken config files (tests/fixtures/broken-config/<case>/…):
// each fixture stands in for the config file at its place, and every finding must name the
// exact file:line:col and code. Positions of hand-written fixtures are written here by hand;
// for fixtures that copy a real config file, they are found by searching the fixture's text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../tools/config/validate.ts';
import { inBatches, portal, type CliResult } from '../support/cli.ts';
import { repoRoot } from '../support/config.ts';

const FIXTURES = 'tests/fixtures/broken-config';

interface Expected {
  file: string;
  line: number;
  col: number;
  code: string;
  /** Words the message must contain. */
  says?: string[];
}

interface Case {
  name: string;
  files: string[];
  expected: Expected[];
}

const fixture = (path: string) => `${FIXTURES}/${path}`;

/** 1-based line and column of the first occurrence of `needle` in a fixture. */
function positionOf(path: string, needle: string, after?: string): { line: number; col: number } {
  const lines = readFileSync(join(repoRoot, fixture(path)), 'utf8').split('\n');
  const start = after === undefined ? 0 : lines.findIndex((l) => l.includes(after));
  const index = lines.findIndex((l, i) => i >= start && l.includes(needle));
  if (index < 0) throw new Error(`"${needle}" not in ${path}`);
  return { line: index + 1, col: lines[index]!.indexOf(needle) + 1 };
}

const CASES: Case[] = [
  {
    name: 'YAML_SYNTAX: bad indentation',
    files: ['yaml-syntax/menus/de-de.yaml'],
    expected: [{ file: 'yaml-syntax/menus/de-de.yaml', line: 8, col: 6, code: 'YAML_SYNTAX' }],
  },
  {
    name: 'DUPLICATE_KEY: a key twice in one map',
    files: ['duplicate-key/menus/de-de.yaml'],
    expected: [{ file: 'duplicate-key/menus/de-de.yaml', line: 9, col: 7, code: 'DUPLICATE_KEY' }],
  },
  {
    name: 'UNKNOWN_PROPERTY: the typo "titel" suggests "title"',
    files: ['unknown-property/menus/de-de.yaml'],
    expected: [{ file: 'unknown-property/menus/de-de.yaml', line: 8, col: 7, code: 'UNKNOWN_PROPERTY', says: ['"titel"', 'did you mean "title"'] }],
  },
  {
    name: 'MISSING_PROPERTY: an item without type',
    files: ['missing-property/menus/de-de.yaml'],
    expected: [{ file: 'missing-property/menus/de-de.yaml', line: 10, col: 7, code: 'MISSING_PROPERTY', says: ['"type"'] }],
  },
  {
    name: 'INVALID_VALUE: an unknown item type',
    files: ['invalid-value/menus/de-de.yaml'],
    expected: [{ file: 'invalid-value/menus/de-de.yaml', line: 7, col: 13, code: 'INVALID_VALUE', says: ['"dropdown"', 'basic'] }],
  },
  {
    name: 'rule mistakes: unknown fact, flag, rule and operator; a named rule as a bare string',
    files: ['rules/menus/de-de.yaml'],
    expected: [
      { file: 'rules/menus/de-de.yaml', line: 10, col: 20, code: 'UNKNOWN_FACT', says: ['customer.isUk', 'did you mean "customer.isUK"'] },
      { file: 'rules/menus/de-de.yaml', line: 15, col: 20, code: 'UNKNOWN_FLAG', says: ['flags.paymentMethod', 'flags.paymentMethods'] },
      { file: 'rules/menus/de-de.yaml', line: 20, col: 13, code: 'UNKNOWN_RULE', says: ['holds-term-deposits', 'did you mean "holds-term-deposit"'] },
      { file: 'rules/menus/de-de.yaml', line: 25, col: 15, code: 'UNKNOWN_OPERATOR', says: ['"xor"'] },
      { file: 'rules/menus/de-de.yaml', line: 30, col: 22, code: 'RULE_STRING_ARGUMENT', says: ['logged-in', '{ rule: logged-in }'] },
    ],
  },
  {
    name: 'RULE_CYCLE: named rules referring to each other',
    files: ['rule-cycle/rules/named.yaml'],
    expected: [
      {
        file: 'rule-cycle/rules/named.yaml',
        ...positionOf('rule-cycle/rules/named.yaml', 'cycle-a:'),
        code: 'RULE_CYCLE',
        says: ['cycle-a -> cycle-b -> cycle-a'],
      },
    ],
  },
  {
    name: 'DUPLICATE_ID: two items with one id',
    files: ['duplicate-id/menus/de-de.yaml'],
    expected: [{ file: 'duplicate-id/menus/de-de.yaml', line: 14, col: 11, code: 'DUPLICATE_ID', says: ['"press"', 'line 6'] }],
  },
  {
    name: 'UNSAFE_HREF: javascript:, data:, VBScript: and a conditional href with a leading space',
    files: ['unsafe-href/menus/de-de.yaml'],
    expected: [
      { file: 'unsafe-href/menus/de-de.yaml', line: 9, col: 13, code: 'UNSAFE_HREF', says: ['javascript:'] },
      { file: 'unsafe-href/menus/de-de.yaml', line: 13, col: 13, code: 'UNSAFE_HREF', says: ['data:'] },
      { file: 'unsafe-href/menus/de-de.yaml', line: 17, col: 13, code: 'UNSAFE_HREF', says: ['VBScript:'] },
      { file: 'unsafe-href/menus/de-de.yaml', line: 23, col: 20, code: 'UNSAFE_HREF', says: ['javascript:alert(2)'] },
    ],
  },
  {
    name: 'UNSAFE_HTML: a script in the footer disclaimer, located at the script',
    files: ['unsafe-html/footers/fr-fr.yaml'],
    expected: [{ file: 'unsafe-html/footers/fr-fr.yaml', line: 13, col: 3, code: 'UNSAFE_HTML', says: ['script'] }],
  },
  {
    // Links inside rich text (a page's HTML per language, an accordion item, the
    // footer disclaimer) are checked like every other link, at the link inside the HTML.
    name: 'NOT_A_PAGE and UNKNOWN_HOST inside rich text: page bodies, an accordion item and the footer disclaimer',
    files: ['rich-text-links/pages/rich-text-check.yaml', 'rich-text-links/footers/fr-fr.yaml'],
    expected: [
      {
        file: 'rich-text-links/pages/rich-text-check.yaml',
        ...positionOf('rich-text-links/pages/rich-text-check.yaml', '/einlagensicherung/'),
        code: 'NOT_A_PAGE',
        says: ['"/einlagensicherung/"', 'de-de'],
      },
      {
        file: 'rich-text-links/pages/rich-text-check.yaml',
        ...positionOf('rich-text-links/pages/rich-text-check.yaml', 'https://www.exmaple.org'),
        code: 'UNKNOWN_HOST',
        says: ['"www.exmaple.org"', 'config/links/hosts.yaml'],
      },
      {
        file: 'rich-text-links/pages/rich-text-check.yaml',
        ...positionOf('rich-text-links/pages/rich-text-check.yaml', '/deposit-garantee/'),
        code: 'NOT_A_PAGE',
        says: ['did you mean "/deposit-guarantee/"'],
      },
      {
        file: 'rich-text-links/footers/fr-fr.yaml',
        ...positionOf('rich-text-links/footers/fr-fr.yaml', '/garantie-des-depots/'),
        code: 'NOT_A_PAGE',
        says: ['fr-fr'],
      },
    ],
  },
  {
    name: 'UNSUPPORTED_TAG: <font> and <b> in rich text, at the tag, with what to use instead',
    files: ['rich-text-tags/pages/rich-text-tags.yaml'],
    expected: [
      {
        file: 'rich-text-tags/pages/rich-text-tags.yaml',
        ...positionOf('rich-text-tags/pages/rich-text-tags.yaml', '<font'),
        code: 'UNSUPPORTED_TAG',
        says: ['<font> (2 times)', '<span>'],
      },
      {
        file: 'rich-text-tags/pages/rich-text-tags.yaml',
        ...positionOf('rich-text-tags/pages/rich-text-tags.yaml', '<b>'),
        code: 'UNSUPPORTED_TAG',
        says: ['<b>', '<strong>'],
      },
    ],
  },
  {
    name: 'SCHEMA_COMMENT: the first line does not name the schema',
    files: ['schema-comment/markets/markets.yaml'],
    expected: [{ file: 'schema-comment/markets/markets.yaml', line: 1, col: 1, code: 'SCHEMA_COMMENT', says: ['markets.schema.json'] }],
  },
  {
    // The market it-it still has its menu file (it-it.yaml), whose field is the one mistake:
    // "market it-it has no menu" in markets.yaml would only be its consequence.
    name: 'LOCALE_MISMATCH: a locale field unlike the file name, reported in the menu only (not as a market without a menu)',
    files: ['locale-mismatch/menus/it-it.yaml', 'locale-mismatch/markets/markets.yaml'],
    expected: [{ file: 'locale-mismatch/menus/it-it.yaml', line: 3, col: 9, code: 'LOCALE_MISMATCH', says: ['"de-ch"', 'it-it.yaml'] }],
  },
  {
    name: 'MISSING_STRING: a language file without a key of en',
    files: ['missing-string/strings/header/fr.yaml'],
    expected: [{ file: 'missing-string/strings/header/fr.yaml', line: 1, col: 1, code: 'MISSING_STRING', says: ['closeMenu'] }],
  },
  {
    name: 'UNKNOWN_ID: a header variant names an unknown logo',
    files: ['unknown-id/headers/headers.yaml'],
    expected: [
      {
        file: 'unknown-id/headers/headers.yaml',
        ...positionOf('unknown-id/headers/headers.yaml', 'partner-zulu'),
        code: 'UNKNOWN_ID',
        says: ['"partner-zulu"'],
      },
    ],
  },
  {
    name: 'UNKNOWN_PAGE_KIND: redirects excluded on a page kind that does not exist',
    files: ['unknown-page-kind/rules/redirects.yaml'],
    expected: [
      {
        file: 'unknown-page-kind/rules/redirects.yaml',
        ...positionOf('unknown-page-kind/rules/redirects.yaml', 'checkout'),
        code: 'UNKNOWN_PAGE_KIND',
        says: ['"checkout"'],
      },
    ],
  },
  {
    // Spec 3: a tracking event's keys are a closed list; a typo used to pass and be dropped.
    name: 'UNKNOWN_PROPERTY in a tracking event: a misspelt key, and a field the portal fills itself',
    files: ['tracking-key/rules/redirects.yaml'],
    expected: [
      {
        file: 'tracking-key/rules/redirects.yaml',
        ...positionOf('tracking-key/rules/redirects.yaml', 'bounded_contxt', 'redirects:'),
        code: 'UNKNOWN_PROPERTY',
        says: ['"bounded_contxt"', 'did you mean "bounded_context"'],
      },
      {
        file: 'tracking-key/rules/redirects.yaml',
        ...positionOf('tracking-key/rules/redirects.yaml', 'customer_group', 'data_validity_confirmation'),
        code: 'UNKNOWN_PROPERTY',
        says: ['"customer_group"'],
      },
    ],
  },
];

const where = (p: { file: string; line: number; col: number; code: string }) => `${p.file}:${p.line}:${p.col} ${p.code}`;
const expectedWhere = (c: Case) => c.expected.map((e) => where({ ...e, file: fixture(e.file) })).sort();

describe('validateConfig with a broken file standing in for a config file', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = validateConfig({ repoRoot, overlay: c.files.map((f) => join(repoRoot, fixture(f))) });
    expect(result.problems.map(where).sort()).toEqual(expectedWhere(c));
    expect(result.config).toBeNull();
    for (const e of c.expected) {
      const problem = result.problems.find((p) => p.file === fixture(e.file) && p.line === e.line && p.col === e.col && p.code === e.code)!;
      for (const words of e.says ?? []) expect(problem.message).toContain(words);
    }
  });
});

describe('portal validate (CLI) with the broken files', () => {
  // Every case through the text output, three through --format json; spawned up front in
  // small batches, since each run loads the whole config.
  const JSON_CASES = CASES.filter((c) => /^(rule mistakes|LOCALE_MISMATCH|UNSAFE_HREF)/.test(c.name));
  let text: CliResult[] = [];
  let json: CliResult[] = [];

  beforeAll(async () => {
    const jobs = [
      ...CASES.map((c) => () => portal(['validate', ...c.files.map(fixture)])),
      ...JSON_CASES.map((c) => () => portal(['validate', '--format', 'json', ...c.files.map(fixture)])),
    ];
    const results = await inBatches(jobs);
    text = results.slice(0, CASES.length);
    json = results.slice(CASES.length);
  }, 180_000);

  it.each(CASES.map((c, i) => [c.name, c, i] as const))('%s: exit 1 and one `path:line:col: error CODE: message` line per finding', (_name, c, i) => {
    const { code, stdout, stderr } = text[i]!;
    expect(code).toBe(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    const lines = stdout.trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(/^[^\s:]+:\d+:\d+: error [A-Z_]+: \S.*$/);
    const parsed = lines.map((l) => {
      const m = /^([^:]+):(\d+):(\d+): error ([A-Z_]+): /.exec(l)!;
      return where({ file: m[1]!, line: Number(m[2]), col: Number(m[3]), code: m[4]! });
    });
    expect(parsed.sort()).toEqual(expectedWhere(c));
  });

  it.each(JSON_CASES.map((c, i) => [c.name, c, i] as const))('%s: --format json gives [{file, line, col, code, message}]', (_name, c, i) => {
    const { code, stdout } = json[i]!;
    expect(code).toBe(1);
    const problems = JSON.parse(stdout) as { file: string; line: number; col: number; code: string; message: string }[];
    for (const p of problems) {
      expect(Object.keys(p).sort()).toEqual(['code', 'col', 'file', 'line', 'message']);
      expect(typeof p.message).toBe('string');
    }
    expect(problems.map(where).sort()).toEqual(expectedWhere(c));
  });
});
