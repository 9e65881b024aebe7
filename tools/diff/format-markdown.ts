/**
 * The report as a pull-request comment: a headline, a summary table of the changes, and per
 * change a collapsed list of who sees it, by locale. Kept under GitHub's comment limit.
 */
import type { ChangeGroup, DiffResult } from './diff-configs.ts';
import { NO_DIFFERENCE, scopeWords, type Sides } from './format-text.ts';
import { counted } from '../portal/counted.ts';
import { personasOf } from './view-list.ts';
import { byGiven, derivedChanges, derivedWords, givenLine } from './derived-list.ts';

/** GitHub refuses comments over 65,536 characters; leave room for a wrapper's own text. */
const LIMIT = 60_000;

/** Markdown punctuation escaped so a title like `*new*` or `a | b` stays text in a table. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~]/g, (c) => `\\${c}`).replace(/\n/g, ' ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function byLocale(change: ChangeGroup): string[] {
  // Seen only with derived facts: per set of facts, as --given takes them.
  if (change.derived) return byGiven(change.views).map((group) => `- ${escapeMarkdown(givenLine(group, null))}`);
  const personas = new Map<string, string[]>();
  for (const view of change.views) personas.set(view.locale, [...(personas.get(view.locale) ?? []), view.persona]);
  return [...personas.entries()].map(([locale, ids]) => `- \`${locale}\`: ${ids.map(escapeMarkdown).join(', ')}`);
}

export function formatMarkdown(result: DiffResult, sides: Sides): string {
  const title = `### Config diff: ${escapeMarkdown(sides.base)} → ${escapeMarkdown(sides.head)}`;
  const about = derivedWords(result);
  const scope = `Compared ${scopeWords(result)}${about ? `, and with ${about}` : ''}.`;
  if (result.changes.length === 0) return `${title}\n\n**${NO_DIFFERENCE}.** ${scope}\n`;
  const seen = result.changes.filter((c) => !c.derived);
  const derived = derivedChanges(result);

  const out = [
    title,
    '',
    (seen.length
      ? `**${seen.length} change${seen.length === 1 ? '' : 's'}**, seen in ${result.changedViews} of ${counted(result.views, 'view')} ` +
        `(${result.changedPersonas} of ${counted(result.personas, 'persona')})`
      : `None of the ${counted(result.personas, 'persona')} sees a difference as written`) +
      (derived.length ? `; **${derived.length} change${derived.length === 1 ? '' : 's'} seen only with facts derived from the rules** (marked †)` : '') +
      `. ${scope}`,
    '',
    '| change | views | personas |',
    '| --- | ---: | ---: |',
  ];
  let size = out.join('\n').length;
  let rowsLeft = 0;
  for (const change of result.changes) {
    const row = `| ${escapeMarkdown(change.text)}${change.derived ? ' †' : ''} | ${change.views.length} | ${personasOf(change.views)} |`;
    if (size + row.length > LIMIT / 2) rowsLeft++;
    else {
      out.push(row);
      size += row.length + 1;
    }
  }
  if (rowsLeft > 0) out.push('', `_${rowsLeft} more change${rowsLeft === 1 ? '' : 's'} left out of the table to fit a comment._`);
  out.push('');
  let omitted = 0;
  for (const change of result.changes) {
    const block = [
      `<details><summary>${escapeHtml(change.text)} (${change.views.length} view${change.views.length === 1 ? '' : 's'}${change.derived ? ', only with facts derived from the rules' : ''})</summary>`,
      '',
      ...byLocale(change),
      '',
      '</details>',
    ].join('\n');
    if (size + block.length > LIMIT) {
      omitted++;
      continue;
    }
    out.push(block);
    size += block.length + 1;
  }
  if (omitted > 0)
    out.push('', `_Who sees ${omitted} more change${omitted === 1 ? '' : 's'} is left out to fit a comment: \`portal diff --format json\` has everything._`);
  return `${out.join('\n')}\n`;
}
