// One mistake, one message. Every shipped config file gets single-character
// mistakes (a bracket, brace or quote left open, a stray colon, one space of indentation too
// many or too few, a character deleted or replaced), chosen by a seeded generator
// (tests/support/config-mutations.ts), and `validateConfig` runs over the whole config with the
// broken file in place. The bar:
// - a mistake that makes the file unreadable YAML (yaml's own parser says so) gives exactly one
//   finding, in that file: at the bracket, brace or quote left open (line and column) when the
//   mistake left one open on its line, else on the line of the mistake (the next line that has
//   content when the mistake turned its line into a comment, since YAML no longer sees it);
// - any other mistake gives at most two findings, all in the mutated file. Two, because one
//   character can make two real problems in one place: a "-" typed into an item splits it into
//   two items, each missing what the other kept. A finding in another file is allowed in one
//   case only, and then alone: a definition used exactly once, misspelt, leaves that one use
//   unknown, and nothing tells which of the two is the typo; it is reported at the use, and its
//   message names the definition as now spelt.
// Cross-file cases that random sampling may miss (a misspelt named rule, locale code or
// reference-language key; a broken file others depend on) are tested one by one below, and so
// are a byte-order mark and CRLF line ends.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../tools/config/problems.ts';
import { parseYamlSource } from '../../tools/config/yaml-source.ts';
import { validateConfig } from '../../tools/config/validate.ts';
import { mutationsOf, type Mutation, type MutationBudget } from '../support/config-mutations.ts';
import { repoRoot } from '../support/config.ts';

/** The kinds that break structure, taken in turn. */
const STRUCTURAL = ['unclose', 'colon', 'open', 'indent'] as const;

/**
 * Mistakes for the index-th shipped file. Each validation reads the whole config (tens of
 * milliseconds), so by default every file gets one mistake: a character deleted or replaced
 * for every other file, a structural one (kind taken in turn) for the rest; and every file
 * but the UI string files (many, and all alike) a bracket, brace or quote left open besides.
 * About 160 validations. MISTAKES_PER_KIND=n gives every file n of every kind, for a deeper
 * run by hand.
 */
function budgetFor(index: number, rel: string): MutationBudget {
  const perKind = Number(process.env.MISTAKES_PER_KIND ?? 0);
  if (perKind > 0) return { unclose: perKind, open: perKind, colon: perKind, indent: perKind, char: perKind };
  const budget: MutationBudget = { unclose: 0, open: 0, colon: 0, indent: 0, char: 0 };
  budget[index % 2 === 0 ? 'char' : STRUCTURAL[((index - 1) / 2) % STRUCTURAL.length]!] += 1;
  if (!rel.startsWith('strings/')) budget[index % 4 < 2 ? 'unclose' : 'open'] += 1;
  return budget;
}

let work = '';
let configDir = '';
const shipped = new Map<string, string>();

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'one-mistake-'));
  configDir = join(work, 'config');
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
  for (const rel of yamlFiles(configDir)) shipped.set(rel, readFileSync(join(configDir, rel), 'utf8'));
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function yamlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? yamlFiles(join(dir, e.name), `${prefix}${e.name}/`) : /\.ya?ml$/.test(e.name) ? [`${prefix}${e.name}`] : []))
    .sort();
}

/** The path findings name for a config file of the copy. */
const fileOf = (rel: string) => relative(repoRoot, join(configDir, rel)).replace(/\\/g, '/');

/** Every finding of the whole config with `rel` holding each of `texts`, then the shipped file back. */
function validateEach(rel: string, texts: string[]): Problem[][] {
  const path = join(configDir, rel);
  try {
    return texts.map((text) => {
      writeFileSync(path, text);
      return validateConfig({ repoRoot, configDir }).problems;
    });
  } finally {
    writeFileSync(path, shipped.get(rel)!);
  }
}

const validateWith = (rel: string, text: string): Problem[] => validateEach(rel, [text])[0]!;

/** 1-based line and column of the first match. */
function lineOf(text: string, needle: string | RegExp): { line: number; col: number } {
  const index = typeof needle === 'string' ? text.indexOf(needle) : text.search(needle);
  if (index < 0) throw new Error(`${String(needle)} not found`);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

/** The shipped file with `from` (which must occur) replaced by `to` once. */
function edited(rel: string, from: string | RegExp, to: string): string {
  const text = shipped.get(rel)!;
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${String(from)} not in ${rel}`);
  return changed;
}

const where = (p: Problem) => `${p.file}:${p.line}:${p.col} ${p.code}`;
const describeRun = (problems: Problem[]) => (problems.length ? problems.map(formatProblem).join('\n    ') : 'no findings');

/** Line of the mistake as YAML sees it: a line made into a comment is gone, so the next line with content. */
function expectedLine(m: Mutation): number {
  const lines = m.text.split('\n');
  if (!/^\s*(#|$)/.test(lines[m.line - 1] ?? '')) return m.line;
  const next = lines.findIndex((l, i) => i >= m.line && !/^\s*(#|$)/.test(l));
  return next < 0 ? m.line : next + 1;
}

/** yaml's own parser cannot read it (a repeated key counts, as in validate). */
const unreadable = (text: string) => parseDocument(text, { uniqueKeys: true }).errors.length > 0;

/** What is wrong with the findings of one mistake, or null when they meet the bar. */
function judge(rel: string, m: Mutation, breaks: boolean, problems: Problem[]): string | null {
  const file = fileOf(rel);
  if (breaks) {
    if (problems.length !== 1 || problems[0]!.file !== file) return 'does not parse: expected exactly one finding, in the file';
    const p = problems[0]!;
    const line = expectedLine(m);
    if (m.openers.length > 0) {
      return p.line === m.line && m.openers.includes(p.col) ? null : `expected at the opener left open: line ${m.line}, column ${m.openers.join(' or ')}`;
    }
    // A repeated key is reported at its repeat, which names the first one.
    if (p.code === 'DUPLICATE_KEY' && p.message.includes(`first on line ${line})`)) return null;
    return p.line === line ? null : `expected on line ${line}`;
  }
  if (problems.length > 2) return 'expected at most two findings';
  const elsewhere = problems.filter((p) => p.file !== file);
  if (elsewhere.length === 0) return null;
  // The one exception: a lone finding at the use of a definition now misspelt, naming the new spelling.
  const words = (line: string) => new Set(line.match(/[\w.-]+/g) ?? []);
  const before = words(shipped.get(rel)!.split('\n')[m.line - 1] ?? '');
  const typed = [...words(m.text.split('\n')[m.line - 1] ?? '')].filter((w) => !before.has(w));
  const namesTypo = (p: Problem) => /^UNKNOWN_/.test(p.code) && typed.some((w) => p.message.includes(`"${w}"`) || p.message.includes(` ${w},`));
  return problems.length === 1 && namesTypo(elsewhere[0]!) ? null : 'expected every finding in the mutated file';
}

describe('one mistake, one message', () => {
  it('the shipped config has no findings (so every finding below comes from the mistake)', () => {
    expect(validateConfig({ repoRoot, configDir }).problems.map(formatProblem)).toEqual([]);
  });

  it('single-character mistakes in every shipped file: unreadable means one finding at the place; otherwise at most two, in the file', () => {
    const failures: string[] = [];
    const tally = { mutations: 0, unreadable: 0, atOpener: 0, other: 0, findingsOfOther: 0 };
    const kinds = new Set<string>();
    for (const [index, [rel, text]] of [...shipped].entries()) {
      const mutations = mutationsOf(text, rel, budgetFor(index, rel));
      // The schema comment losing its "#", once per folder.
      const folder = rel.split('/')[0]!;
      if (!kinds.has(folder)) mutations.push({ kind: 'char', what: 'delete "#" at 1:1', text: text.slice(1), line: 1, col: 1, openers: [] });
      kinds.add(folder);
      const runs = validateEach(
        rel,
        mutations.map((m) => m.text),
      );
      mutations.forEach((m, i) => {
        const problems = runs[i]!;
        const breaks = unreadable(m.text);
        const failure = judge(rel, m, breaks, problems);
        if (failure) failures.push(`${rel} ${m.what} (${m.kind}): ${failure}; got\n    ${describeRun(problems)}`);
        tally.mutations++;
        if (breaks) {
          tally.unreadable++;
          if (m.openers.length > 0) tally.atOpener++;
        } else {
          tally.other++;
          tally.findingsOfOther += problems.length;
        }
      });
    }
    console.info(
      `${tally.mutations} mistakes in ${shipped.size} files: ${tally.unreadable} unreadable (${tally.atOpener} with a bracket, brace or quote left open), ` +
        `${tally.other} readable with ${tally.findingsOfOther} findings in all`,
    );
    expect(failures).toEqual([]);
    // The sample must exercise both halves of the bar.
    expect(tally.atOpener).toBeGreaterThan(shipped.size / 3);
    expect(tally.other).toBeGreaterThan(shipped.size / 5);
  }, 300_000);
});

describe('one mistake that other files depend on, one message', () => {
  /** Uses of each named rule outside rules/named.yaml, by name. */
  const ruleUses = () => {
    const counts = new Map<string, number>();
    for (const [rel, text] of shipped) {
      if (rel === 'rules/named.yaml') continue;
      for (const m of text.matchAll(/\b(?:when|rule): ([a-z][a-z0-9-]*)\s*[}\n]/g)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
    }
    return counts;
  };
  const definedRules = () => [...shipped.get('rules/named.yaml')!.matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)].map((m) => m[1]!);

  it('a menu with a "[" never closed: one finding, at that "["', () => {
    const text = shipped.get('menus/de-de.yaml')!;
    const lines = text.split('\n');
    const index = lines.findIndex((l) => /\[.*\]\s*\}\s*$/.test(l));
    const line = lines[index]!;
    const close = line.lastIndexOf(']');
    let depth = 0;
    let open = close;
    for (; open >= 0; open--) {
      if (line[open] === ']') depth++;
      if (line[open] === '[' && --depth === 0) break;
    }
    lines[index] = line.slice(0, close) + line.slice(close + 1);
    const problems = validateWith('menus/de-de.yaml', lines.join('\n'));
    expect(problems.map(where)).toEqual([`${fileOf('menus/de-de.yaml')}:${index + 1}:${open + 1} YAML_SYNTAX`]);
    expect(problems[0]!.message).toContain('"[" is never closed');
  });

  it('a named rule used in many places, misspelt where it is defined: one finding, at the definition', () => {
    const uses = ruleUses();
    const name = definedRules().sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0))[0]!;
    expect(uses.get(name)).toBeGreaterThan(1);
    const typo = name.slice(0, -1);
    const problems = validateWith('rules/named.yaml', edited('rules/named.yaml', `\n  ${name}:\n`, `\n  ${typo}:\n`));
    const at = lineOf(shipped.get('rules/named.yaml')!, `\n  ${name}:\n`);
    expect(problems.map(where)).toEqual([`${fileOf('rules/named.yaml')}:${at.line + 1}:3 MISSPELT_DEFINITION`]);
    expect(problems[0]!.message).toContain(`did you mean "${name}"`);
  });

  it('a named rule used once, misspelt where it is defined: one finding, at the use, naming the definition', () => {
    const uses = ruleUses();
    const name = definedRules().find((n) => uses.get(n) === 1);
    expect(name).toBeDefined();
    const typo = `${name!}x`;
    const problems = validateWith('rules/named.yaml', edited('rules/named.yaml', `\n  ${name!}:\n`, `\n  ${typo}:\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.code).toBe('UNKNOWN_RULE');
    expect(problems[0]!.message).toContain(`did you mean "${typo}", defined in ${fileOf('rules/named.yaml')}`);
  });

  it('a named rule misspelt where it is used: one finding, at the use', () => {
    const name = definedRules().find((n) => shipped.get('menus/de-de.yaml')!.includes(`when: ${n}\n`))!;
    const problems = validateWith('menus/de-de.yaml', edited('menus/de-de.yaml', `when: ${name}\n`, `when: ${name}x\n`));
    const at = lineOf(shipped.get('menus/de-de.yaml')!, `when: ${name}\n`);
    expect(problems.map(where)).toEqual([`${fileOf('menus/de-de.yaml')}:${at.line}:${at.col + 6} UNKNOWN_RULE`]);
  });

  it('rules/named.yaml that does not parse: one finding, no unknown rule anywhere', () => {
    const problems = validateWith('rules/named.yaml', edited('rules/named.yaml', /when: \{ var: ([^}]*) \}/, 'when: { var: $1 '));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual([`${fileOf('rules/named.yaml')} YAML_SYNTAX`]);
  });

  it('a locale code misspelt in locales.yaml: one finding, at the code', () => {
    const problems = validateWith('markets/locales.yaml', edited('markets/locales.yaml', '{ code: fr-fr,', '{ code: fr-fx,'));
    const at = lineOf(shipped.get('markets/locales.yaml')!, 'fr-fr,');
    expect(problems.map(where)).toEqual([`${fileOf('markets/locales.yaml')}:${at.line}:${at.col} MISSPELT_DEFINITION`]);
    expect(problems[0]!.message).toContain('did you mean "fr-fr"');
  });

  it('markets/locales.yaml that does not parse: one finding', () => {
    const problems = validateWith('markets/locales.yaml', edited('markets/locales.yaml', '{ code: fr-fr,', '{ code: "fr-fr,'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual([`${fileOf('markets/locales.yaml')} YAML_SYNTAX`]);
  });

  it('a menu\'s locale field misspelt: one finding, in the menu (not "market has no menu")', () => {
    const problems = validateWith('menus/fr-fr.yaml', edited('menus/fr-fr.yaml', /^locale: fr-fr$/m, 'locale: fr-fx'));
    expect(problems.map(where)).toEqual([`${fileOf('menus/fr-fr.yaml')}:${lineOf(shipped.get('menus/fr-fr.yaml')!, /^locale: /m).line}:9 LOCALE_MISMATCH`]);
  });

  it('a market\'s locale misspelt: one finding, in markets.yaml (not "menu is not a market")', () => {
    const problems = validateWith('markets/markets.yaml', edited('markets/markets.yaml', /locale: fr-fr\b/, 'locale: fr-fx'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual([`${fileOf('markets/markets.yaml')} LOCALE_MISMATCH`]);
  });

  it('a key of the reference language misspelt: one finding, at that key (not a missing translation in every other language)', () => {
    const text = shipped.get('strings/header/en.yaml')!;
    const key = /^([A-Za-z][\w.]*):/m.exec(text.split('\n').slice(1).join('\n'))![1]!;
    const problems = validateWith('strings/header/en.yaml', edited('strings/header/en.yaml', new RegExp(`^${key}:`, 'm'), `${key}x:`));
    const at = lineOf(text, new RegExp(`^${key}:`, 'm'));
    expect(problems.map(where)).toEqual([`${fileOf('strings/header/en.yaml')}:${at.line}:1 MISSPELT_DEFINITION`]);
  });

  it.each(['strings/header/en.yaml', 'strings/header/fr.yaml'])('%s that does not parse: one finding (no missing translations)', (rel) => {
    const problems = validateWith(rel, edited(rel, /^([A-Za-z][\w.]*): (.*)$/m, '$1: "$2'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual([`${fileOf(rel)} YAML_SYNTAX`]);
  });

  it('a menu that breaks its schema: one finding (the header that names its actions stays quiet)', () => {
    const problems = validateWith('menus/de-de.yaml', edited('menus/de-de.yaml', /^( +)type: (basic|advanced)$/m, '$1type: $2x'));
    expect(problems.map((p) => `${p.file} ${p.code}`)).toEqual([`${fileOf('menus/de-de.yaml')} INVALID_VALUE`]);
  });
});

describe('a byte-order mark and CRLF line ends', () => {
  const rel = 'menus/de-de.yaml';
  const crlfWithBom = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`;

  it('read as the same data, and the config stays valid', () => {
    const text = shipped.get(rel)!;
    expect(parseYamlSource('bom-crlf.yaml', crlfWithBom(text)).data).toEqual(parseYamlSource('lf.yaml', text).data);
    expect(validateWith(rel, crlfWithBom(text)).map(formatProblem)).toEqual([]);
  });

  it('locate findings at the same line and column as without them', () => {
    const text = shipped.get(rel)!;
    // A schema finding (an unknown property) and a syntax finding (a "{" never closed).
    const mistakes = [edited(rel, /^( +)title: /m, '$1titel: '), edited(rel, /^( +)area: /m, '$1area: {')];
    for (const broken of mistakes) {
      const plain = validateWith(rel, broken);
      expect(plain).toHaveLength(1);
      expect(validateWith(rel, crlfWithBom(broken)).map(where)).toEqual(plain.map(where));
    }
    const titel = lineOf(text, /^ +title: /m);
    expect(validateWith(rel, crlfWithBom(mistakes[0]!)).map(where)).toEqual([
      `${fileOf(rel)}:${titel.line}:${text.split('\n')[titel.line - 1]!.indexOf('title') + 1} UNKNOWN_PROPERTY`,
    ]);
  });
});
