/**
 * `expect: flags:` in a rule test: the value the flag service serves the test's persona for each
 * named flag (config/flags/ with the persona's own flags as targeting on its key; run.ts serves
 * them). A flag the persona is not served reads as its default, as in the portal.
 */
import type { CustomerData } from '../../src/engine/facts/derive.ts';
import { FLAGS, type FlagDeclaration } from '../../src/engine/flags/declaration.ts';
import { closestName } from '../../src/node/closest-name.ts';
import type { Failure } from './failure.ts';

function absent(declaration: FlagDeclaration): unknown {
  return declaration.kind === 'boolean' ? false : declaration.kind === 'enum' ? declaration.default : [];
}

export function checkFlags(data: CustomerData, expected: Record<string, unknown>): Failure[] {
  const failures: Failure[] = [];
  const served = (data.flags ?? {}) as Record<string, unknown>;
  for (const [name, want] of Object.entries(expected)) {
    const declaration = Object.hasOwn(FLAGS, name) ? (FLAGS as Record<string, FlagDeclaration>)[name] : undefined;
    if (!declaration) {
      const best = closestName(name, Object.keys(FLAGS));
      failures.push({ path: ['flags', name], message: `no flag "${name}" in config/flags/${best ? ` (did you mean "${best}"?)` : ''}`, explain: () => [] });
      continue;
    }
    const actual = Object.hasOwn(served, name) ? served[name] : absent(declaration);
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
