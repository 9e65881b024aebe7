/**
 * `portal history ITEM`: who changed an item's rule or text, when, and what each change did to
 * which persona. Walks the newest commits that changed config/ (--scan, bounded),
 * keeps those that changed a definition with the item's id (menu item, footer link, page,
 * block), newest first, at most --max; for each, the item's part of `portal diff` between the
 * commit and its parent, for today's personas in their own locale.
 * Exit 0 (also when nothing changed the item), 2 for bad usage or no git history.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { UsageError } from '../persona.ts';
import { counted } from '../counted.ts';
import { RevisionError } from '../../diff/base-revision.ts';
import { PersonaError, readPersonas } from '../../diff/personas.ts';
import { compactViews, personasOf } from '../../diff/view-list.ts';
import { changedFiles, configCommits, fileAt, type Commit } from '../../history/git.ts';
import { itemChanges, namedRuleChanges, namedRulesUsed, type ItemChange } from '../../history/item-changes.ts';
import { ConfigAtCommits, itemEffect, type Effect } from '../../history/effect.ts';

const FORMATS = ['text', 'json'] as const;
const SHOWN = 10;

interface Entry {
  commit: Commit;
  changes: ItemChange[];
  effect: Effect | null;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} takes a whole number from 1, not ${value}`);
  return n;
}

export function runHistory(args: string[], defaultRepo: string): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      max: { type: 'string' },
      scan: { type: 'string' },
      format: { type: 'string' },
      repo: { type: 'string' },
      'no-effect': { type: 'boolean' },
      'all-personas': { type: 'boolean' },
    },
  });
  if (positionals.length !== 1) throw new UsageError('history needs one item id: history payment-methods [--max 5]');
  const id = positionals[0]!;
  const max = positiveInt(values.max, 5, 'max');
  const scan = positiveInt(values.scan, 300, 'scan');
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format takes ${FORMATS.join(', ')}, not ${format}`);
  const repo = resolvePath(values.repo ?? defaultRepo);

  let commits: Commit[];
  try {
    commits = configCommits(repo, scan);
  } catch (error) {
    if (error instanceof RevisionError) throw new UsageError(error.message);
    throw error;
  }
  let personas;
  try {
    personas = values['no-effect'] ? [] : readPersonas(repo);
  } catch (error) {
    if (error instanceof PersonaError) throw new UsageError(error.message);
    throw error;
  }

  const entries: Entry[] = [];
  const configs = new ConfigAtCommits(repo);
  const today = listConfigYaml(repo).filter((file) => (readText(repo, file) ?? '').includes(id));
  for (const commit of commits) {
    if (entries.length >= max) break;
    const files = changedFiles(repo, commit);
    const changes = files
      .filter((file) => file !== NAMED_RULES)
      .flatMap((file) => itemChanges(file, fileAt(repo, commit.parent, file), fileAt(repo, commit.hash, file), id));
    if (files.includes(NAMED_RULES)) changes.push(...namedRuleChangesAt(repo, commit, id, itemFiles(today, files)));
    if (changes.length === 0) continue;
    const effect = values['no-effect'] ? null : itemEffect(configs, commit.hash, commit.parent, personas, id);
    entries.push({ commit, changes, effect });
  }
  const reachedEnd = commits.length < scan;
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify({ item: id, scanned: commits.length, entries }, null, 2)}\n`);
  } else {
    process.stdout.write(formatHistory(id, entries, commits.length, reachedEnd, max, values['all-personas'] === true));
  }
  return 0;
}

const NAMED_RULES = 'config/rules/named.yaml';

/** The files that may define the item: where the working tree has it, and the commit's changed files. */
function itemFiles(today: string[], changed: string[]): string[] {
  return [...new Set([...today, ...changed.filter((f) => f !== NAMED_RULES)])];
}

/** Named rules the item used on either side of the commit, and how the commit changed them. */
function namedRuleChangesAt(repo: string, commit: Commit, id: string, files: string[]): ItemChange[] {
  const before = fileAt(repo, commit.parent, NAMED_RULES);
  const after = fileAt(repo, commit.hash, NAMED_RULES);
  const names = new Set([
    ...namedRulesUsed(
      files.map((f) => fileAt(repo, commit.parent, f)),
      before,
      id,
    ),
    ...namedRulesUsed(
      files.map((f) => fileAt(repo, commit.hash, f)),
      after,
      id,
    ),
  ]);
  return names.size === 0 ? [] : namedRuleChanges(NAMED_RULES, before, after, names);
}

function readText(repo: string, file: string): string | null {
  try {
    return readFileSync(join(repo, file), 'utf8');
  } catch {
    return null;
  }
}

function listConfigYaml(repo: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(repo, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.isFile() && entry.name.endsWith('.yaml')) out.push(`${dir}/${entry.name}`);
    }
  };
  walk('config');
  return out;
}

function formatHistory(id: string, entries: Entry[], scanned: number, reachedEnd: boolean, max: number, all: boolean): string {
  const range = reachedEnd
    ? `all ${counted(scanned, 'commit')} that changed config/`
    : `the last ${counted(scanned, 'commit')} that changed config/ (--scan for more)`;
  if (entries.length === 0) return `${id}: no change to an item with this id in ${range}\n`;
  const more = entries.length === max ? `; the newest ${max} shown (--max for more)` : '';
  const lines = [`${id}: ${counted(entries.length, 'change')} in ${range}, newest first${more}`];
  for (const { commit, changes, effect } of entries) {
    lines.push('', `${commit.hash.slice(0, 7)}  ${commit.date.replace('T', ' ').slice(0, 16)}  ${commit.author} <${commit.email}>  ${commit.subject}`);
    for (const change of changes) lines.push(`  ${change.file} (${change.where}): ${change.what.join(', ')}`);
    if (!effect) continue;
    if (!effect.ok) {
      lines.push(`  effect: unknown, ${effect.reason}`);
      continue;
    }
    if (effect.changes.length === 0) lines.push('  effect: no persona sees a difference in this item');
    for (const group of effect.changes) {
      const who = compactViews(group.views, []);
      const limit = all ? who.length : SHOWN;
      const shown = who.slice(0, limit).join(', ') + (who.length > limit ? `, … ${who.length - limit} more (--all-personas names them)` : '');
      lines.push(
        `  effect: ${group.text}: ${group.views.length === 0 ? 'no persona reaches it' : `${shown} (${counted(personasOf(group.views), 'persona')})`}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
