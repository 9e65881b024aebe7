/** `portal resolve --persona ID|FILE …`: the persona's view model as JSON. */
import { parseArgs } from 'node:util';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import { loadPersonaAndConfig, PERSONA_OPTIONS } from '../persona-question.ts';

export async function runResolve(args: string[], repoRoot: string): Promise<number> {
  const { values } = parseArgs({ args, options: PERSONA_OPTIONS });
  const { persona, config, facts } = await loadPersonaAndConfig(repoRoot, values);
  process.stdout.write(`${JSON.stringify(resolve(config, facts, persona), null, 2)}\n`);
  return 0;
}
