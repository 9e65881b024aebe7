/**
 * `portal who (--item ID | --block ID | --page ID|PATH | --offer ID [--list LIST])`: every persona that sees it and
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
import { answerOffer, requireOfferAndList } from '../who/offer.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';

interface Row {
  persona: string;
  locale: string;
  page: string | null;
  /** --offer: the offer list asked about. */
  list?: string | null;
  sees: boolean;
  decision: Decision;
  explanation: Explanation;
}

function line(row: Row): string {
  const where = row.decision.where ? ` (${row.decision.where})` : '';
  const facts = row.decision.facts.length ? `; ${row.decision.facts.join(', ')}` : '';
  return `  ${row.persona}@${row.locale} ${row.page ?? ''}: ${row.decision.says}${where}${facts}`;
}

function formatText(subject: string, scope: string, rows: Row[]): string {
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
    '',
  ].join('\n');
}

export function runWho(args: string[], repoRoot: string): number {
  const { values } = parseArgs({
    args,
    options: {
      item: { type: 'string' }, block: { type: 'string' }, page: { type: 'string' }, offer: { type: 'string' }, list: { type: 'string' },
      locale: { type: 'string' }, format: { type: 'string' }, config: { type: 'string' },
    },
  });
  const asked = (['item', 'block', 'page', 'offer'] as const).filter((k) => values[k] !== undefined);
  if (asked.length !== 1) throw new UsageError('who needs exactly one of --item ID, --block ID, --page ID|PATH or --offer ID');
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

  let personas;
  try {
    personas = readPersonas(repoRoot);
  } catch (error) {
    if (error instanceof PersonaError) throw new UsageError(error.message);
    throw error;
  }
  const rows: Row[] = personas.map((original, index) => {
    const persona = locale ? withOverrides(original, { locale }) : original;
    const answer: Answer & { list?: string | null } =
      kind === 'offer' ? answerOffer(config, persona, offers!, id, values.list)
      : kind === 'item' ? answerItem(config, persona, id, known) : kind === 'block' ? answerBlock(config, persona, id) : answerPage(config, persona, id);
    return {
      persona: original.id ?? `persona #${index + 1} of personas/`,
      locale: answer.persona.context.locale.toLowerCase(),
      page: answer.persona.context.page ?? null,
      ...(answer.list !== undefined ? { list: answer.list } : {}),
      sees: answer.sees,
      // A listed offer: where it is listed (its last step, the order, decides nothing).
      decision: kind === 'offer' && answer.sees ? { says: answer.explanation.outcome, where: null, facts: [] } : decisionOf(answer.explanation),
      explanation: answer.explanation,
    };
  });
  const subject = kind === 'page' && id.startsWith('/') ? `page ${id}` : kind === 'offer' && values.list ? `offer "${id}" on list "${values.list}"` : `${kind} "${id}"`;
  const scope = `${locale ? `every persona moved to ${locale}` : 'each persona in its own locale'}${kind === 'offer' ? ', on the offer list page' : locale ? '' : ' and on its own page'}`;
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify({ subject, scope, sees: rows.filter((r) => r.sees), doesNotSee: rows.filter((r) => !r.sees) }, null, 2)}\n`);
  } else {
    process.stdout.write(formatText(subject, scope, rows));
  }
  return 0;
}
