/**
 * `portal diff --base REV`: what every persona sees differently between the config at a git
 * revision and the working tree's config. A report: exit 0 with or without differences
 * (1 with --fail-on-change when there are some); 1 when the working tree's config is not
 * valid; 2 for bad usage, an unknown revision, or a base config today's code cannot read.
 */
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { checkoutBase, RevisionError } from '../../diff/base-revision.ts';
import { diffConfigs } from '../../diff/diff-configs.ts';
import { compileSide, diffWithBase } from '../../diff/diff-with-base.ts';
import { formatText } from '../../diff/format-text.ts';
import { formatMarkdown } from '../../diff/format-markdown.ts';
import { PersonaError, readPersonas } from '../../diff/personas.ts';
import { flagServer } from '../../flags/served-flags.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import type { LocaleScope } from '../../diff/views.ts';
import { UsageError, withOverrides } from '../persona.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';
import { NO_WHAT_IF, parseWhatIf, type WhatIf, WHAT_IF_OPTIONS, whatIfWords, withWhatIf } from '../what-if.ts';

const FORMATS = ['text', 'markdown', 'json'] as const;
const SCOPES: readonly LocaleScope[] = ['all', 'own'];
export function runDiff(args: string[], defaultRepo: string): number {
  const { values } = parseArgs({
    args,
    options: {
      base: { type: 'string' },
      format: { type: 'string' },
      locales: { type: 'string' },
      repo: { type: 'string' },
      'fail-on-change': { type: 'boolean' },
      'all-personas': { type: 'boolean' },
      'personas-only': { type: 'boolean' },
      ...WHAT_IF_OPTIONS,
    },
  });
  if (!values.base && values.at === undefined)
    throw new UsageError('diff needs --base (the version to compare with, a branch name or a commit hash) or --at (the time to compare now with)');
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format takes ${FORMATS.join(', ')}, not ${format}`);
  const scope = (values.locales ?? 'all') as LocaleScope;
  if (!SCOPES.includes(scope)) throw new UsageError(`--locales takes ${SCOPES.join(' or ')}, not ${values.locales}`);
  const repo = resolvePath(values.repo ?? defaultRepo);
  // The schemas are the working tree's on both sides (base-revision.ts): one vocabulary of facts.
  const whatIf = parseWhatIf(values, repo);
  if (Object.keys(whatIf.flags).length > 0 || Object.keys(whatIf.given).length > 0)
    process.stderr.write(`portal diff: ${whatIfWords(whatIf)} (for every persona, on both sides)\n`);

  let personas;
  try {
    // Both sides at one time: --at (the market's time of each view's locale), else now (a persona's own context.now stays).
    // Without --base, --at is the later side only: the personas start at now.
    const sameTime = values.base !== undefined && values.at !== undefined;
    const at = sameTime ? values.at! : new Date().toISOString();
    personas = readPersonas(repo).map((p) => withWhatIf(p.context.now && !sameTime ? p : withOverrides(p, { at }), { ...whatIf, flags: {} }));
  } catch (error) {
    if (error instanceof PersonaError) throw new UsageError(error.message);
    throw error;
  }

  // --at without --base: the working tree's config now against the same config at --at (a window's from/until).
  if (!values.base)
    return diffInTime(repo, personas, values.at!, {
      scope,
      format,
      all: values['all-personas'] === true,
      failOnChange: values['fail-on-change'] === true,
      whatIfFlags: whatIf.flags,
    });

  let checkout;
  try {
    checkout = checkoutBase(repo, values.base);
  } catch (error) {
    if (error instanceof RevisionError) {
      process.stderr.write(`portal diff: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const baseLabel = `${values.base} (${checkout.commit.slice(0, 7)})`;
  let outcome;
  try {
    outcome = diffWithBase(repo, checkout, personas, {
      command: 'portal diff',
      baseLabel,
      scope,
      whatIfFlags: whatIf.flags,
      derived: !values['personas-only'],
    });
  } finally {
    checkout.cleanup();
  }
  if (outcome.kind === 'invalid-head') {
    process.stderr.write('run: npm run --silent portal -- validate\n');
    return 1;
  }
  if (outcome.kind === 'invalid-base') {
    process.stderr.write('a diff needs both sides to validate: pick a later --base, or compare by hand with portal resolve\n');
    return 2;
  }
  const { result } = outcome;
  const sides = { base: baseLabel, head: 'working tree' };
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify({ base: { revision: values.base, commit: checkout.commit }, head: 'working tree', ...result }, null, 2)}\n`);
  } else {
    process.stdout.write(format === 'markdown' ? formatMarkdown(result, sides) : formatText(result, sides, { all: values['all-personas'] === true }));
  }
  return values['fail-on-change'] && result.changes.length > 0 ? 1 : 0;
}

interface InTimeOptions {
  scope: LocaleScope;
  format: string;
  all: boolean;
  failOnChange: boolean;
  whatIfFlags: WhatIf['flags'];
}

/** `portal diff --at TIME`: one config, every view now and at TIME (a persona's own context.now is its now). */
function diffInTime(repo: string, personas: Persona[], at: string, options: InTimeOptions): number {
  const config = compileSide('portal diff', repo, "the working tree's config");
  if (!config) {
    process.stderr.write('run: npm run --silent portal -- validate\n');
    return 1;
  }
  const served = flagServer(repo);
  const flags = { ...NO_WHAT_IF, flags: options.whatIfFlags };
  const flagsFor = {
    base: (persona: Persona) => withWhatIf(served(persona).persona, flags),
    head: (persona: Persona) => withWhatIf(served(withOverrides(persona, { at })).persona, flags),
  };
  const offers = loadOfferContext(repo, config);
  const result = diffConfigs(config, config, personas, { scope: options.scope, flagsFor, offers: { base: offers, head: offers } });
  const sides = { base: 'now', head: at };
  if (options.format === 'json') process.stdout.write(`${JSON.stringify({ base: 'now', head: { at }, ...result }, null, 2)}\n`);
  else process.stdout.write(options.format === 'markdown' ? formatMarkdown(result, sides) : formatText(result, sides, { all: options.all }));
  return options.failOnChange && result.changes.length > 0 ? 1 : 0;
}
