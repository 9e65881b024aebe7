/**
 * The `portal` command (DESIGN.md): validate config, resolve a persona's view model, explain
 * why an item shows. Machine output on stdout, messages on stderr; exit 0 ok, 1 findings, 2 usage.
 */
import { parseArgs } from 'node:util';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadValidConfig, ConfigInvalidError } from '../config/validate.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { resolve } from '../../src/engine/resolve/index.ts';
import { explainItem, explainRedirect, type Explanation } from '../../src/engine/explain/explain.ts';
import { formatExplanation } from '../../src/engine/explain/format.ts';
import { readPersona, UsageError, withOverrides } from './persona.ts';
import { runDiff } from './commands/diff.ts';
import { runTest } from './commands/test.ts';
import { runCoverage } from './commands/coverage.ts';
import { runValidate } from './commands/validate.ts';
import { runXliff } from './commands/xliff.ts';
import { runHistory } from './commands/history.ts';
import { runSchedule } from './commands/schedule.ts';
import { runReview } from './commands/review.ts';
import { runWho } from './commands/who.ts';
import { runLsp } from './commands/lsp.ts';
import { knownIds, requireKnown } from './known-ids.ts';
import { explainAnyItem } from './explain-item.ts';
import { explainOfferOnLists } from './explain-offer.ts';
import { asServed } from './served-page.ts';
import { joinFlagsValues, parseWhatIf, WHAT_IF_OPTIONS, whatIfWords, withWhatIf } from './what-if.ts';
import { decisionsNotOverridden, withWhatIfNotes } from './what-if-explain.ts';
import { servedFlags } from '../flags/served-flags.ts';
import { withFlagDecisions } from '../flags/explain-flags.ts';

const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE = `usage: npm run --silent portal -- <command> [options]

  validate [paths...] [--format text|json|github|junit|sarif] [--config DIR]
      check every config file (default: all of config/); given files are checked
      in the context of the config folder, standing in for the file at their place
  resolve --persona ID|FILE [--locale L] [--page PATH] [--host HOST]
      print the view model as JSON (the persona's own locale and page unless given)
  explain --persona ID|FILE [--locale L] [--page PATH] [--host HOST] (--item ID | --href HREF | --redirect | --offer ID [--list LIST]) [--format json]
      say why an item, page block or footer link is shown or hidden, or why a redirect applies;
      --offer: whether an offer is on an offer list (config/offers/selection.yaml), where, and which rule decided
  who (--item ID | --block ID | --page ID|PATH | --rule NAME | --flag NAME) [--locale L] [--format text|json] [--config DIR]
      every persona that sees it and every one that does not, each with the deciding rule and facts;
      --rule: every persona a named rule of config/rules/named.yaml holds for, and every one it does not;
      --flag: the value the flag service serves each persona and the flag rule and variant that decided
  what-if options of resolve, explain, who and diff:
      --flags NAME,-NAME  flags on or off over those the flag service serves (the syntax of ?flags=: designVersion:v1)
      --given FACT=VALUE  a fact of schemas/facts.schema.json set over the derived one (repeatable)
      --at TIME           resolve at that time ("2026-12-01T08:00", the market's time of the locale, or
                          with an offset); default the persona's context.now, else the real time
      who and diff also try the personas with fact combinations derived from the rules, and name them
      (persona@locale given FACT=VALUE, ...); --personas-only leaves them out
  schedule [paths...] [--at TIME] [--until TIME] [--format text|json] [--config DIR]
      the times still to come at which a rule's comparison with now changes (rebuild the static pages then)
  test [files...] [--format text|json|github|junit|sarif] [--config DIR]
      run the rule tests of config/tests/ (or the given files): exit 1 on a failure, 2 on a malformed test
  coverage [--format text|json|github|junit|sarif] [--config DIR]
      which rules the personas and rule tests made true and false, and which menu items someone saw;
      exit 1 below the bar of config/tests/coverage.yaml
  diff --base REV [--format text|markdown|json] [--locales all|own] [--all-personas] [--at TIME] [--fail-on-change] [--repo DIR]
      what every persona sees differently between the config at git revision REV and the working tree
  xliff export --language L [--source L] [--out FILE] [--config DIR]
      every UI string and page text of a language with its source text, as XLIFF 2.0 for translators
  xliff import FILE [--dry-run] [--config DIR]
      write a translated XLIFF file into the YAML; lists untranslated and outdated texts
  lsp --stdio [--repo DIR]
      a language server for editors (beside the YAML language server): validate's findings as you type,
      who sees it on hover, go to a named rule, evaluator or flag, completion of facts, rules and flags
  review [--base REV] [--out DIR] [--max-views N] [--repo DIR] [--dist DIR]
      the customer views the change (working tree against REV, default main) affects, drawn before and
      after by the built portal in Chromium, desktop and phone, the change boxed, with the text diff:
      DIR/index.html (default review/), one file to attach to a pull request
  history ITEM [--max N] [--scan N] [--no-effect] [--all-personas] [--format text|json] [--repo DIR]
      who changed the rule or text of the item (menu item, footer link, page, block) and when, with each change's effect per persona
`;

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const PERSONA_OPTIONS = {
  persona: { type: 'string' },
  locale: { type: 'string' },
  page: { type: 'string' },
  host: { type: 'string' },
  config: { type: 'string' },
  ...WHAT_IF_OPTIONS,
} as const;

function loadPersonaAndConfig(values: {
  persona?: string;
  locale?: string;
  page?: string;
  host?: string;
  at?: string;
  config?: string;
  flags?: string[];
  given?: string[];
}) {
  const whatIf = parseWhatIf(values, repoRoot);
  if (!values.persona) throw new UsageError('--persona ID|FILE is required (a persona id such as active-de, or a file)');
  const configDir = values.config ? resolvePath(values.config) : undefined;
  // The flags as the flag service serves them: config/flags/ with the persona's own as targeting on its key;
  // then the question's --flags over them (as ?flags= over the service's answer) and its --given facts.
  const served = servedFlags(repoRoot, withOverrides(readPersona(repoRoot, values.persona), values), configDir);
  const persona = withWhatIf(served.persona, whatIf);
  const decisions = decisionsNotOverridden(served.decisions, whatIf);
  if (Object.keys(whatIf.flags).length > 0 || Object.keys(whatIf.given).length > 0) process.stderr.write(`${whatIfWords(whatIf)}\n`);
  const { config, strings } = loadValidConfig(repoRoot, configDir);
  // The page as the build serves it: offers in the offer blocks, an offer the build does not list not found.
  const servedConfig = asServed({ repoRoot, config, strings, ...(configDir ? { configDir } : {}) }, deriveFacts(persona, config));
  return { persona, config: servedConfig, facts: deriveFacts(persona, servedConfig), decisions, whatIf };
}

function runResolve(args: string[]): number {
  const { values } = parseArgs({ args, options: PERSONA_OPTIONS });
  const { persona, config, facts } = loadPersonaAndConfig(values);
  process.stdout.write(`${JSON.stringify(resolve(config, facts, persona), null, 2)}\n`);
  return 0;
}

function runExplain(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: {
      ...PERSONA_OPTIONS,
      item: { type: 'string' },
      href: { type: 'string' },
      redirect: { type: 'boolean' },
      offer: { type: 'string' },
      list: { type: 'string' },
      format: { type: 'string' },
    },
  });
  const asked = [values.item, values.href, values.redirect, values.offer].filter((v) => v !== undefined && v !== false).length;
  if (asked !== 1) throw new UsageError('explain needs exactly one of --item ID, --href HREF, --redirect or --offer ID');
  if (values.list !== undefined && values.offer === undefined) throw new UsageError('--list LIST goes with --offer ID');
  const { persona, config, facts, decisions, whatIf } = loadPersonaAndConfig(values);
  if (values.offer !== undefined) {
    const configDir = values.config ? resolvePath(values.config) : undefined;
    return printExplanations(withWhatIfNotes(explainOfferOnLists(repoRoot, config, facts, values.offer, values.list, configDir), whatIf), values.format);
  }
  const known = values.item ? knownIds(config) : null;
  // An id no locale defines is a typo, not a hidden item; a footer link's own explanation.
  if (values.item && known) requireKnown(values.item, 'item', 'no menu, page body or footer of config/', known.items, known.blocks, known.footerLinks);
  const explanations = values.redirect
    ? [explainRedirect(config, facts, persona)]
    : values.item && known
      ? explainAnyItem(config, facts, persona, values.item, known)
      : explainItem(config, facts, persona, { href: values.href! });
  return printExplanations(withWhatIfNotes(withFlagDecisions(explanations, decisions, `personas/${persona.id}.json`), whatIf), values.format);
}

function printExplanations(explanations: Explanation[], format: string | undefined): number {
  if (format === 'json') process.stdout.write(`${JSON.stringify(explanations, null, 2)}\n`);
  else process.stdout.write(`${explanations.map(formatExplanation).join('\n\n')}\n`);
  return 0;
}

function main(argv: string[]): number {
  const [command, ...given] = argv;
  const rest = joinFlagsValues(given);
  switch (command) {
    case 'validate':
      return runValidate(rest, repoRoot);
    case 'resolve':
      return runResolve(rest);
    case 'explain':
      return runExplain(rest);
    case 'diff':
      return runDiff(rest, repoRoot);
    case 'who':
      return runWho(rest, repoRoot);
    case 'test':
      return runTest(rest, repoRoot);
    case 'coverage':
      return runCoverage(rest, repoRoot);
    case 'xliff':
      return runXliff(rest, repoRoot);
    case 'history':
      return runHistory(rest, repoRoot);
    case 'schedule':
      return runSchedule(rest, repoRoot);
    case 'lsp':
      return runLsp(rest, repoRoot);
    case 'review':
      return runReview(rest, repoRoot);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) fail(`portal: ${(error as Error).message}`, 2);
  if (error instanceof ConfigInvalidError) fail(`portal: ${error.message}\nrun: npm run --silent portal -- validate`, 1);
  fail(`portal: unexpected error: ${(error as Error).message}`, 1);
}
