/**
 * The question `portal who` answers, apart from how it is printed: every persona asked about one
 * menu item, block, page, offer or named rule, with the rule that decided, and (unless left out) the personas
 * again with fact combinations derived from the deciding rules. The command prints it; the
 * language server (tools/lsp/) shows it on hover, for the config in the editor's buffers.
 */
import { join } from 'node:path';
import { decisionOf, type Decision } from '../../../src/engine/explain/deciding.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { loadCompiledConfig } from '../../config/validate.ts';
import { PersonaError, readPersonas } from '../../diff/personas.ts';
import { flagServer } from '../../flags/served-flags.ts';
import { keptServedFlagsOfAll } from '../../flags/kept-served-flags.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';
import { factVocabulary } from '../fact-vocabulary.ts';
import { knownIds, pagePath, requireKnown } from '../known-ids.ts';
import { UsageError, withOverrides } from '../persona.ts';
import { hasWhatIf, NO_WHAT_IF, whatIfWords, withWhatIf, type WhatIf } from '../what-if.ts';
import { derivedAnswers, type Asked, type DerivedAnswers } from './derived.ts';
import { answerOffer, requireOfferAndList } from './offer.ts';
import { answerRule } from './rule.ts';
import { answerBlock, answerItem, answerPage, type Answer, type SubjectKind } from './subjects.ts';

export interface WhoRow {
  persona: string;
  locale: string;
  page: string | null;
  sees: boolean;
  /** --offer: the offer list asked about. */
  list?: string | null;
  decision: Decision;
  explanation: Explanation;
}

export interface WhoQuestion {
  kind: SubjectKind | 'offer' | 'rule';
  id: string;
  /** --offer: the offer list. */
  list?: string;
  /** Every persona moved to this locale. */
  locale?: string;
  whatIf?: WhatIf;
  /** Leave out the derived fact combinations. */
  personasOnly?: boolean;
  configDir?: string;
}

export interface WhoAnswers {
  subject: string;
  scope: string;
  rows: WhoRow[];
  derived: DerivedAnswers | null;
  /** What the what-if options changed, in words; empty without any. */
  whatIf: string;
}

export function personasOf(repoRoot: string): Persona[] {
  try {
    return readPersonas(repoRoot);
  } catch (error) {
    if (error instanceof PersonaError) throw new UsageError(error.message);
    throw error;
  }
}

/** Asks every persona; `config` is the compiled config to ask (default: config/ as on disk). Throws a UsageError for an unknown id. */
export function askWho(repoRoot: string, question: WhoQuestion, config: CompiledConfig = loadCompiledConfig(repoRoot, question.configDir)): WhoAnswers {
  const { kind, id, configDir } = question;
  const whatIf = question.whatIf ?? NO_WHAT_IF;
  const offers = kind === 'offer' ? loadOfferContext(repoRoot, config, configDir) : null;
  if (kind === 'offer' && !offers) throw new UsageError('config/ has no offers/selection.yaml: no offer list to ask about');
  if (offers) requireOfferAndList(offers, id, question.list);
  const known = knownIds(config);
  const locales = new Set(config.locales.list.map((l) => l.code));
  // A path that starts with a locale asks about that locale's page: everyone is moved there.
  const firstSegment = kind === 'page' && id.startsWith('/') ? id.split('/')[1]!.toLowerCase() : '';
  const pathLocale = locales.has(firstSegment) ? firstSegment : '';
  const locale = question.locale?.toLowerCase() ?? (pathLocale || undefined);
  if (locale && !locales.has(locale)) requireKnown(locale, 'locale', 'no locale of config/markets/', locales);
  if (kind === 'item') requireKnown(id, 'item', 'no menu or footer of config/', known.items, known.footerLinks, () => known.blocks);
  if (kind === 'rule') requireKnown(id, 'rule', 'no rule of config/rules/named.yaml', new Set(Object.keys(config.namedRules)));
  if (kind === 'block') requireKnown(id, 'block', 'no page body of config/pages/', known.blocks);
  if (kind === 'page' && !id.startsWith('/')) requireKnown(id, 'page', 'no file of config/pages/', known.pages);
  if (kind === 'page' && id.startsWith('/')) requireKnown(pagePath(id, pathLocale), 'page path', 'no page of config/pages/ in any locale', known.pagePaths);

  const personas = personasOf(repoRoot);
  // Each persona with the flags the flag service serves it (config/flags/ targeting included).
  const answerFor = (persona: Persona): Answer & { list?: string | null } =>
    kind === 'offer'
      ? answerOffer(config, persona, offers!, id, question.list)
      : kind === 'rule'
        ? answerRule(config, persona, id)
        : kind === 'item'
          ? answerItem(config, persona, id, known)
          : kind === 'block'
            ? answerBlock(config, persona, id)
            : answerPage(config, persona, id);
  const moved = personas.map((original) => withOverrides(original, { ...(locale ? { locale } : {}), ...(whatIf.at !== undefined ? { at: whatIf.at } : {}) }));
  const served = keptServedFlagsOfAll(repoRoot, moved, configDir ?? join(repoRoot, 'config'), () => flagServer(repoRoot, configDir));
  const answered: Asked[] = [];
  const rows: WhoRow[] = personas.map((original, index) => {
    // The flags the service serves, the question's --flags over them, and its --given facts.
    const persona = withWhatIf(served[index]!.persona, whatIf);
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
  const subject =
    kind === 'page' && id.startsWith('/') ? `page ${id}` : kind === 'offer' && question.list ? `offer "${id}" on list "${question.list}"` : `${kind} "${id}"`;
  const scope = `${locale ? `every persona moved to ${locale}` : 'each persona in its own locale'}${kind === 'offer' ? ', on the offer list page' : locale ? '' : ' and on its own page'}${kind === 'rule' ? '; sees it: the rule holds for it' : ''}`;
  const derived = question.personasOnly ? null : derivedAnswers(config, answered, answerFor, factVocabulary(repoRoot));
  return { subject, scope, rows, derived, whatIf: hasWhatIf(whatIf) ? whatIfWords(whatIf) : '' };
}
