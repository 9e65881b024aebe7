/**
 * Words for a flag the cleaning left out (clean.ts), for a developer's console or a log. Apart
 * from clean.ts because the cleaning runs on first load and the words are needed only where
 * flags arrive from outside (the flag service's answer).
 */
import { FLAGS, type FlagDeclaration, type FlagTable } from './declaration.ts';
import type { FlagProblem } from './clean.ts';

function expected(declaration: FlagDeclaration): string {
  if (declaration.kind === 'boolean') return 'true or false (left out: off)';
  if (declaration.kind === 'enum') return `one of ${declaration.values.join(', ')} (left out: ${declaration.default})`;
  return 'a list of locale codes (other entries left out)';
}

/** A FlagProblem that says, in one line each, what was left out and what would be accepted. */
export function flagWarnings(log: (message: string) => void, table: FlagTable = FLAGS): FlagProblem {
  return (name, value, declaration) => {
    if (name === '' && !declaration) log(`Feature flags must be an object of name: value, got ${JSON.stringify(value)}; none used`);
    else if (!declaration) log(`Unknown feature flag "${name}" left out; known: ${Object.keys(table).join(', ')}`);
    else log(`Feature flag "${name}" is ${JSON.stringify(value)}, expected ${expected(declaration)}`);
  };
}
