import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { personaStoriesSource, STORIES_FILE } from '../../tools/storybook/persona-stories.ts';
import { readdirSync } from 'node:fs';

describe('persona stories', () => {
  it('has a story per persona and design version, regenerated after personas change', () => {
    const committed = readFileSync(STORIES_FILE, 'utf8');
    expect(committed, 'run: npx tsx tools/storybook/persona-stories.ts').toBe(personaStoriesSource());
    const personas = readdirSync('personas').filter((f) => f.endsWith('.json')).length;
    expect(committed.match(/^export const \w+: Story/gm)).toHaveLength(personas * 2);
  });
});
