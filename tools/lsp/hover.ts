/**
 * Hover: who sees the thing under the cursor, as `portal who` answers it (the example personas,
 * then the personas with facts derived from the deciding rules), shortened for a hover: the
 * personas grouped by the reason that decided, five names a group.
 */
import type { Hover } from 'vscode-languageserver/node';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { askWho, type WhoAnswers, type WhoRow } from '../portal/who/ask.ts';
import { formatDerived } from '../portal/who/derived.ts';
import { givenText } from '../portal/what-if.ts';
import type { Subject } from './subject.ts';

const NAMES_PER_GROUP = 5;

function groups(rows: readonly WhoRow[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const row of rows) {
    const where = row.decision.where ? ` (${row.decision.where})` : '';
    const key = `${row.decision.says}${where}`;
    byReason.set(key, [...(byReason.get(key) ?? []), `${row.persona}@${row.locale}`]);
  }
  if (byReason.size === 0) return ['  nobody'];
  return [...byReason]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .map(
      ([reason, names]) =>
        `  ${names.length}× ${reason}: ${names.slice(0, NAMES_PER_GROUP).join(', ')}${names.length > NAMES_PER_GROUP ? `, … ${names.length - NAMES_PER_GROUP} more` : ''}`,
    );
}

export function whoText(subject: Subject, answers: WhoAnswers): string {
  const [yes, no] = subject.kind === 'rule' ? ['holds for', 'does not hold for'] : ['sees it', 'does not see it'];
  const sees = answers.rows.filter((r) => r.sees);
  const not = answers.rows.filter((r) => !r.sees);
  const title = subject.label ?? answers.subject;
  return [
    `who: ${title} (${answers.scope}): ${sees.length} of ${answers.rows.length} personas`,
    '',
    `${yes} (${sees.length}):`,
    ...groups(sees),
    `${no} (${not.length}):`,
    ...groups(not),
    ...(answers.derived ? formatDerived(answers.derived, givenText, false) : []),
  ].join('\n');
}

/** Answers per config and subject: twenty hovers over the same item ask the personas once. */
export class WhoHover {
  private cache = new Map<string, string>();
  private cachedFor = -1;

  constructor(private readonly repoRoot: string) {}

  hover(subject: Subject, config: CompiledConfig, version: number): Hover {
    if (version !== this.cachedFor) {
      this.cache.clear();
      this.cachedFor = version;
    }
    const key = `${subject.kind}\u0000${subject.id}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      text = whoText(subject, askWho(this.repoRoot, { kind: subject.kind, id: subject.id }, config));
      this.cache.set(key, text);
    }
    return { contents: { kind: 'markdown', value: `\`\`\`text\n${text}\n\`\`\`` } };
  }
}
