/**
 * `expect: flags:` in a rule test: the value the flag service serves the test's persona for each
 * named flag (config/flags/ with the persona's own flags as targeting on its key; run.ts serves
 * them). A flag the persona is not served reads as its default, as in the portal.
 */
import type { CustomerData } from '../../src/engine/facts/derive.ts';
import type { FlagTable } from '../../src/engine/flags/declaration.ts';
import { absentValue } from '../../src/engine/flags/table-of.ts';
import { closestName } from '../../src/node/closest-name.ts';
import type { Failure } from './failure.ts';

/** `table`: the flags config/flags/ defines (the compiled config's), so a flag from the YAML alone is known. */
export function checkFlags(data: CustomerData, expected: Record<string, unknown>, table: FlagTable): Failure[] {
  const failures: Failure[] = [];
  const served = (data.flags ?? {}) as Record<string, unknown>;
  for (const [name, want] of Object.entries(expected)) {
    const declaration = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!declaration) {
      const best = closestName(name, Object.keys(table));
      failures.push({ path: ['flags', name], message: `no flag "${name}" in config/flags/${best ? ` (did you mean "${best}"?)` : ''}`, explain: () => [] });
      continue;
    }
    const actual = Object.hasOwn(served, name) ? served[name] : absentValue(declaration);
    if (JSON.stringify(actual) !== JSON.stringify(want)) {
      failures.push({
        path: ['flags', name],
        message: `expected flag ${name} to be ${JSON.stringify(want)}, but the flag service serves ${JSON.stringify(actual)} (npm run --silent portal -- who --flag ${name} says which rule decided)`,
        explain: () => [],
      });
    }
  }
  return failures;
}
