/**
 * `portal who (--item ID | --block ID | --page ID|PATH | --offer ID [--list LIST] | --rule NAME | --flag NAME)`: every persona that sees it and
 * every one that does not, each with the rule that decided (file:line:col) and the facts that
 * rule read. Each persona is asked in its own locale and on its own page (a block or page: on
 * the page that has it), unless --locale moves them all. Exit 0; 2 for an unknown id.
 */
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { UsageError, withOverrides } from '../persona.ts';
import type { SubjectKind } from '../who/subjects.ts';
import { formatWhoFlag, whoFlag } from '../who/flag.ts';
import { givenText, parseWhatIf, WHAT_IF_OPTIONS } from '../what-if.ts';
import { formatDerived } from '../who/derived.ts';
import { askWho, personasOf, type WhoRow as Row } from '../who/ask.ts';

function line(row: Row): string {
  const where = row.decision.where ? ` (${row.decision.where})` : '';
  const facts = row.decision.facts.length ? `; ${row.decision.facts.join(', ')}` : '';
  return `  ${row.persona}@${row.locale} ${row.page ?? ''}: ${row.decision.says}${where}${facts}`;
}

function formatText(subject: string, scope: string, rows: Row[], derived: string[]): string {
  const sees = rows.filter((r) => r.sees);
  const not = rows.filter((r) => !r.sees);
  return [
    `who sees ${subject} (${scope}): ${sees.length} of ${rows.length} personas see it`,
    '',
    `sees it (${sees.length}):`,
    ...(sees.length ? sees.map(line) : ['  nobody']),
    '',
    `does not see it (${not.length}):`,
    ...(not.length ? not.map(line) : ['  nobody']),
    ...derived,
    '',
  ].join('\n');
}

function runWhoFlag(
  repoRoot: string,
  values: {
    flag?: string;
    item?: string;
    block?: string;
    page?: string;
    locale?: string;
    format?: string;
    config?: string;
    at?: string;
    flags?: string[];
    given?: string[];
  },
): number {
  if (values.item !== undefined || values.block !== undefined || values.page !== undefined)
    throw new UsageError('who takes --flag NAME alone, not with --item, --block or --page');
  if (values.flags !== undefined || values.given !== undefined)
    throw new UsageError('who --flag NAME shows what the flag service serves each persona; --flags and --given do not change that (--at and --locale do)');
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes text or json, not ${format}`);
  const personas = personasOf(repoRoot).map((persona) =>
    withOverrides(persona, { ...(values.locale ? { locale: values.locale } : {}), ...(values.at !== undefined ? { at: values.at } : {}) }),
  );
  const rows = whoFlag(repoRoot, values.config ? resolvePath(values.config) : undefined, personas, values.flag!);
  process.stdout.write(format === 'json' ? `${JSON.stringify({ flag: values.flag, personas: rows }, null, 2)}\n` : formatWhoFlag(values.flag!, rows));
  return 0;
}

export function runWho(args: string[], repoRoot: string): number {
  const { values } = parseArgs({
    args,
    options: {
      item: { type: 'string' },
      rule: { type: 'string' },
      block: { type: 'string' },
      page: { type: 'string' },
      offer: { type: 'string' },
      list: { type: 'string' },
      flag: { type: 'string' },
      locale: { type: 'string' },
      format: { type: 'string' },
      config: { type: 'string' },
      'personas-only': { type: 'boolean' },
      'all-personas': { type: 'boolean' },
      ...WHAT_IF_OPTIONS,
    },
  });
  const whatIf = parseWhatIf(values, repoRoot);
  if (values.flag !== undefined) return runWhoFlag(repoRoot, values);
  const asked = (['item', 'block', 'page', 'offer', 'rule'] as const).filter((k) => values[k] !== undefined);
  if (asked.length !== 1) throw new UsageError('who needs exactly one of --item ID, --block ID, --page ID|PATH, --offer ID, --rule NAME or --flag NAME');
  if (values.list !== undefined && values.offer === undefined) throw new UsageError('--list LIST goes with --offer ID');
  const kind: SubjectKind | 'offer' | 'rule' = asked[0]!;
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes text or json, not ${format}`);
  const answers = askWho(repoRoot, {
    kind,
    id: values[kind]!,
    whatIf,
    ...(values.list !== undefined ? { list: values.list } : {}),
    ...(values.locale !== undefined ? { locale: values.locale } : {}),
    ...(values['personas-only'] ? { personasOnly: true } : {}),
    ...(values.config ? { configDir: resolvePath(values.config) } : {}),
  });
  const { subject, scope, rows, derived } = answers;
  if (answers.whatIf) process.stderr.write(`portal who: ${answers.whatIf} (for every persona)\n`);
  if (format === 'json') {
    const more = derived
      ? {
          derived: {
            rules: derived.rules,
            assignments: derived.assignments,
            asked: derived.asked,
            cut: derived.cut,
            sees: derived.rows.filter((r) => r.sees),
            doesNotSee: derived.rows.filter((r) => !r.sees),
          },
        }
      : {};
    process.stdout.write(
      `${JSON.stringify({ subject, scope, sees: rows.filter((r) => r.sees), doesNotSee: rows.filter((r) => !r.sees), ...more }, null, 2)}\n`,
    );
  } else {
    process.stdout.write(formatText(subject, scope, rows, derived ? formatDerived(derived, givenText, values['all-personas'] === true) : []));
  }
  return 0;
}
