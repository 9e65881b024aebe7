/**
 * The long-lived processes reuse a file's parse while its text is the same (tools/config/load.ts):
 * that is only right while nothing changes parsed data. Frozen after the first validation, a
 * second one that changed it would throw; and its result must equal the first one's.
 */
import { describe, expect, it } from 'vitest';
import { parsedSources } from '../../../tools/config/load.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { repoRoot } from '../../support/config.ts';

function deepFreeze(value: unknown, seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child, seen);
}

describe('the parse of each config file, kept for the next validation', () => {
  it('is never changed by validating and compiling, and gives the same config again', () => {
    const first = validateConfig({ repoRoot });
    expect(first.problems).toEqual([]);
    const sources = parsedSources();
    expect(sources.length).toBeGreaterThan(50);
    for (const source of sources) deepFreeze(source.data);
    const second = validateConfig({ repoRoot });
    expect(second.problems).toEqual([]);
    expect(JSON.stringify(second.config)).toBe(JSON.stringify(first.config));
    expect(parsedSources().every((source, i) => source === sources[i])).toBe(true);
  });
});
