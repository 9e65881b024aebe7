/**
 * The `portal` command line: its usage, its commands, and the exit code and message of each
 * failure (exit 0 ok, 1 findings, 2 usage). Run once per process by main.ts, and question after
 * question by the answer service (answer-service/serve.ts), which npm start keeps warm.
 */
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UsageError } from './usage-error.ts';
import { ConfigInvalidError } from '../config/config-invalid.ts';
import { joinFlagsValues } from './flags-argument.ts';

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
  answer-service [--verbose]
      answer validate, test, schedule, resolve, explain and who warm, from one process that keeps the config it validated
      (npm start runs it beside the portal; each command then asks it, and answers alone without it)
`;

/** A failure's message on stderr; its exit code returned (never process.exit: the answer service lives on). */
function failed(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

/**
 * Each command's code is imported when it is the one asked for: a run loads its own command, not
 * every command's packages (the language server's, the review's, the XLIFF parser).
 */
const COMMANDS: Record<string, () => Promise<(args: string[], repoRoot: string) => number | Promise<number>>> = {
  validate: async () => (await import('./commands/validate.ts')).runValidate,
  resolve: async () => (await import('./commands/resolve.ts')).runResolve,
  explain: async () => (await import('./commands/explain.ts')).runExplain,
  diff: async () => (await import('./commands/diff.ts')).runDiff,
  who: async () => (await import('./commands/who.ts')).runWho,
  test: async () => (await import('./commands/test.ts')).runTest,
  coverage: async () => (await import('./commands/coverage.ts')).runCoverage,
  xliff: async () => (await import('./commands/xliff.ts')).runXliff,
  history: async () => (await import('./commands/history.ts')).runHistory,
  schedule: async () => (await import('./commands/schedule.ts')).runSchedule,
  lsp: async () => (await import('./commands/lsp.ts')).runLsp,
  review: async () => (await import('./commands/review.ts')).runReview,
  // Handed the command line, which it runs question after question.
  'answer-service': async () => {
    const { runAnswerService } = await import('./answer-service/serve.ts');
    return (args, repoRoot) => runAnswerService(args, repoRoot, runCommandLine);
  },
};

async function main(argv: string[]): Promise<number> {
  const [command, ...given] = argv;
  const rest = joinFlagsValues(given);
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return command === undefined ? 2 : 0;
  }
  const load = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!load) throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  return await (await load())(rest, repoRoot);
}

/** Runs one command line to its end: the exit code, every message written. */
export async function runCommandLine(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) return failed(`portal: ${(error as Error).message}`, 2);
    if (error instanceof ConfigInvalidError) return failed(`portal: ${error.message}\nrun: npm run --silent portal -- validate`, 1);
    return failed(`portal: unexpected error: ${(error as Error).message}`, 1);
  }
}
