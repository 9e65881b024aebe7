/**
 * `portal who (--item ID | --block ID | --page ID|PATH | --offer ID [--list LIST] | --flag NAME)`: every persona that sees it and
 * every one that does not, each with the rule that decided (file:line:col) and the facts that
 * rule read. Each persona is asked in its own locale and on its own page (a block or page: on
 * the page that has it), unless --locale moves them all. Exit 0; 2 for an unknown id.
 */
import { parseArgs } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { decisionOf, type Decision } from '../../../src/engine/explain/deciding.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import { loadCompiledConfig } from '../../config/validate.ts';
import { PersonaError, readPersonas } from '../../diff/personas.ts';
import { knownIds, pagePath, requireKnown } from '../known-ids.ts';
import { UsageError, withOverrides } from '../persona.ts';
import { answerBlock, answerItem, answerPage, type Answer, type SubjectKind } from '../who/subjects.ts';
import { formatWhoFlag, whoFlag } from '../who/flag.ts';
import { flagServer } from '../../flags/served-flags.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { factVocabulary } from '../fact-vocabulary.ts';
import { givenText, hasWhatIf, parseWhatIf, WHAT_IF_OPTIONS, whatIfWords, withWhatIf } from '../what-if.ts';
import { derivedAnswers, formatDerived, type Asked } from '../who/derived.ts';
import { answerOffer, requireOfferAndList } from '../who/offer.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';

interface Row {
  persona: string;
  locale: string;
  page: string | null;
  sees: boolean;
  /** --offer: the offer list asked about. */
  list?: string | null;
  decision: Decision;
  explanation: Explanation;
}

function line(row: Row): string {
  const where = row.decision.where ? ` (${row.decision.where})` : '';
  const facts = row.decision.facts.length ? `; ${row.decision.facts.join(', ')}` : '';
  return `  ${row.persona}@${row.locale} ${row.page ?? ''}: ${row.decision.says}${where}${facts}`;
}

function formatText(subject: string, scope: string, rows: Row[], derived: string[]): string {
  const sees = rows.filter((r) => r.sees);
  const not = rows.filter((r) => !r.sees);
  return [
    `who sees ${subject} (${scope}): ${sees.length} of ${rows.length} personas see it`,
    '',
    `sees it (${sees.length}):`,
    ...(sees.length ? sees.map(line) : ['  nobody']),
    '',
    `does not see it (${not.length}):`,
    ...(not.length ? not.map(line) : ['  nobody']),
    ...derived,
    '',
  ].join('\n');
}

function personasOf(repoRoot: string) {
  try {
    return readPersonas(repoRoot);
  } catch (error) {
    if (error instanceof PersonaError) throw new UsageError(error.message);
    throw error;
  }
}

function runWhoFlag(repoRoot: string, values: { flag?: string; item?: string; block?: string; page?: string; locale?: string; format?: string; config?: string; at?: string; flags?: string[]; given?: string[] }): number {
  if (values.item !== undefined || values.block !== undefined || values.page !== undefined) throw new UsageError('who takes --flag NAME alone, not with --item, --block or --page');
  if (values.flags !== undefined || values.given !== undefined) throw new UsageError('who --flag NAME shows what the flag service serves each persona; --flags and --given do not change that (--at and --locale do)');
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes text or json, not ${format}`);
  const personas = personasOf(repoRoot).map((persona) => withOverrides(persona, { ...(values.locale ? { locale: values.locale } : {}), ...(values.at !== undefined ? { at: values.at } : {}) }));
  const rows = whoFlag(repoRoot, values.config ? resolvePath(values.config) : undefined, personas, values.flag!);
  process.stdout.write(format === 'json' ? `${JSON.stringify({ flag: values.flag, personas: rows }, null, 2)}\n` : formatWhoFlag(values.flag!, rows));
  return 0;
}

export function runWho(args: string[], repoRoot: string): number {
  const { values } = parseArgs({
    args,
    options: {
      item: { type: 'string' }, block: { type: 'string' }, page: { type: 'string' }, offer: { type: 'string' }, list: { type: 'string' }, flag: { type: 'string' }, locale: { type: 'string' }, format: { type: 'string' }, config: { type: 'string' },
      'personas-only': { type: 'boolean' }, 'all-personas': { type: 'boolean' }, ...WHAT_IF_OPTIONS,
    },
  });
  const whatIf = parseWhatIf(values, repoRoot);
  if (values.flag !== undefined) return runWhoFlag(repoRoot, values);
  const asked = (['item', 'block', 'page', 'offer'] as const).filter((k) => values[k] !== undefined);
  if (asked.length !== 1) throw new UsageError('who needs exactly one of --item ID, --block ID, --page ID|PATH, --offer ID or --flag NAME');
  if (values.list !== undefined && values.offer === undefined) throw new UsageError('--list LIST goes with --offer ID');
  const kind: SubjectKind | 'offer' = asked[0]!;
  const id = values[kind]!;
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes text or json, not ${format}`);
  const configDir = values.config ? resolvePath(values.config) : undefined;
  const config = loadCompiledConfig(repoRoot, configDir);
  const offers = kind === 'offer' ? loadOfferContext(repoRoot, config, configDir) : null;
  if (kind === 'offer' && !offers) throw new UsageError('config/ has no offers/selection.yaml: no offer list to ask about');
  if (offers) requireOfferAndList(offers, id, values.list);
  const known = knownIds(config);
  const locales = new Set(config.locales.list.map((l) => l.code));
  // A path that starts with a locale asks about that locale's page: everyone is moved there.
  const firstSegment = kind === 'page' && id.startsWith('/') ? id.split('/')[1]!.toLowerCase() : '';
  const pathLocale = locales.has(firstSegment) ? firstSegment : '';
  const locale = values.locale?.toLowerCase() ?? (pathLocale || undefined);
  if (locale && !locales.has(locale)) requireKnown(locale, 'locale', 'no locale of config/markets/', locales);
  if (kind === 'item') requireKnown(id, 'item', 'no menu or footer of config/', known.items, known.footerLinks, known.blocks);
  if (kind === 'block') requireKnown(id, 'block', 'no page body of config/pages/', known.blocks);
  if (kind === 'page' && !id.startsWith('/')) requireKnown(id, 'page', 'no file of config/pages/', known.pages);
  if (kind === 'page' && id.startsWith('/')) requireKnown(pagePath(id, pathLocale), 'page path', 'no page of config/pages/ in any locale', known.pagePaths);

  const personas = personasOf(repoRoot);
  // Each persona with the flags the flag service serves it (config/flags/ targeting included).
  const serve = flagServer(repoRoot, values.config ? resolvePath(values.config) : undefined);
  const answerFor = (persona: Persona): Answer & { list?: string | null } =>
    kind === 'offer' ? answerOffer(config, persona, offers!, id, values.list)
    : kind === 'item' ? answerItem(config, persona, id, known) : kind === 'block' ? answerBlock(config, persona, id) : answerPage(config, persona, id);
  const answered: Asked[] = [];
  if (hasWhatIf(whatIf)) process.stderr.write(`portal who: ${whatIfWords(whatIf)} (for every persona)\n`);
  const rows: Row[] = personas.map((original, index) => {
    const moved = withOverrides(original, { ...(locale ? { locale } : {}), ...(whatIf.at !== undefined ? { at: whatIf.at } : {}) });
    // The flags the service serves, the question's --flags over them, and its --given facts.
    const persona = withWhatIf(serve(moved).persona, whatIf);
    const answer = answerFor(persona);
    answered.push({ name: original.id ?? `persona #${index + 1} of personas/`, persona, sees: answer.sees, explanation: answer.explanation });
    return {
      persona: original.id ?? `persona #${index + 1} of personas/`,
      locale: answer.persona.context.locale.toLowerCase(),
      page: answer.persona.context.page ?? null,
      sees: answer.sees,
      ...(answer.list !== undefined ? { list: answer.list } : {}),
      // A listed offer: where it is listed (its last step, the order, decides nothing).
      decision: kind === 'offer' && answer.sees ? { says: answer.explanation.outcome, where: null, facts: [] } : decisionOf(answer.explanation),
      explanation: answer.explanation,
    };
  });
  const subject = kind === 'page' && id.startsWith('/') ? `page ${id}` : kind === 'offer' && values.list ? `offer "${id}" on list "${values.list}"` : `${kind} "${id}"`;
  const scope = `${locale ? `every persona moved to ${locale}` : 'each persona in its own locale'}${kind === 'offer' ? ', on the offer list page' : locale ? '' : ' and on its own page'}`;
  const derived = values['personas-only'] ? null : derivedAnswers(config, answered, answerFor, factVocabulary(repoRoot));
  if (format === 'json') {
    const more = derived ? { derived: { rules: derived.rules, assignments: derived.assignments, asked: derived.asked, cut: derived.cut, sees: derived.rows.filter((r) => r.sees), doesNotSee: derived.rows.filter((r) => !r.sees) } } : {};
    process.stdout.write(`${JSON.stringify({ subject, scope, sees: rows.filter((r) => r.sees), doesNotSee: rows.filter((r) => !r.sees), ...more }, null, 2)}\n`);
  } else {
    process.stdout.write(formatText(subject, scope, rows, derived ? formatDerived(derived, givenText, values['all-personas'] === true) : []));
  }
  return 0;
}
