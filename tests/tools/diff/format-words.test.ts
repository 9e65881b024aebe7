// The diff's headline counts in words: one persona is "1 persona", never "1 personas".
import { describe, expect, it } from 'vitest';
import type { DiffResult } from '../../../tools/diff/diff-configs.ts';
import { formatMarkdown } from '../../../tools/diff/format-markdown.ts';
import { formatText } from '../../../tools/diff/format-text.ts';

const SIDES = { base: 'main (abc1234)', head: 'working tree' };

function result(personas: number, views: number): DiffResult {
  return {
    personas,
    locales: ['de-de'],
    scope: 'all',
    views,
    changedViews: 1,
    changedPersonas: 1,
    changes: [
      {
        area: 'redirect',
        kind: 'changed',
        text: '~ redirect: none → reference-account',
        path: ['redirect'],
        views: [{ persona: 'active-de', locale: 'de-de', own: true }],
      },
    ],
  };
}

describe('portal diff words', () => {
  it('one persona, one locale, one view: singular everywhere', () => {
    const text = formatText(result(1, 1), SIDES);
    expect(text).toContain('(1 persona in 1 locale, 1 view)');
    expect(text).toContain('seen in 1 of 1 view (1 of 1 persona)');
    expect(formatMarkdown(result(1, 1), SIDES)).toContain('seen in 1 of 1 view (1 of 1 persona)');
    expect(`${text}${formatMarkdown(result(1, 1), SIDES)}`).not.toMatch(/\b1 (personas|views|locales)\b/);
  });

  it('more than one: plural', () => {
    expect(formatText(result(2, 3), SIDES)).toContain('(2 personas in 1 locale, 3 views)');
  });
});
