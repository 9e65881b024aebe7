/**
 * A question about one persona's view (resolve, explain): the persona as the flag service serves
 * it, with the question's what-if over it, and the config as the build serves the persona's page.
 */
import { resolve as resolvePath } from 'node:path';
import { keptValidConfig } from '../config/kept-config.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { readPersona, UsageError, withOverrides } from './persona.ts';
import { asServed } from './served-page.ts';
import { parseWhatIf, WHAT_IF_OPTIONS, whatIfWords, withWhatIf } from './what-if.ts';
import { decisionsNotOverridden } from './what-if-explain.ts';
import { keptServedFlags } from '../flags/kept-served-flags.ts';

export const PERSONA_OPTIONS = {
  persona: { type: 'string' },
  locale: { type: 'string' },
  page: { type: 'string' },
  host: { type: 'string' },
  config: { type: 'string' },
  ...WHAT_IF_OPTIONS,
} as const;

export async function loadPersonaAndConfig(
  repoRoot: string,
  values: {
    persona?: string;
    locale?: string;
    page?: string;
    host?: string;
    at?: string;
    config?: string;
    flags?: string[];
    given?: string[];
  },
) {
  const whatIf = parseWhatIf(values, repoRoot);
  if (!values.persona) throw new UsageError('--persona ID|FILE is required (a persona id such as active-de, or a file)');
  const configDir = values.config ? resolvePath(values.config) : undefined;
  // The flags as the flag service serves them: config/flags/ with the persona's own as targeting on its key;
  // then the question's --flags over them (as ?flags= over the service's answer) and its --given facts.
  const served = await keptServedFlags(repoRoot, withOverrides(readPersona(repoRoot, values.persona), values), configDir);
  const persona = withWhatIf(served.persona, whatIf);
  const decisions = decisionsNotOverridden(served.decisions, whatIf);
  if (Object.keys(whatIf.flags).length > 0 || Object.keys(whatIf.given).length > 0) process.stderr.write(`${whatIfWords(whatIf)}\n`);
  const { config, strings } = await keptValidConfig(repoRoot, configDir);
  // The page as the build serves it: offers in the offer blocks, an offer the build does not list not found.
  const servedConfig = asServed({ repoRoot, config, strings, ...(configDir ? { configDir } : {}) }, deriveFacts(persona, config));
  return { persona, config: servedConfig, facts: deriveFacts(persona, servedConfig), decisions, whatIf };
}
