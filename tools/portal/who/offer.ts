/**
 * `portal who --offer ID [--list LIST]`: for one persona, whether it is shown an
 * offer on an offer list of its locale, with explainOffer's steps (the rule of
 * config/offers/selection.yaml that decided, at its line). The persona is moved onto the list's
 * page, as a visitor of that list is; without --list, the lists of its locale whose own rule
 * takes the offer (a term offer: the term lists), else every list its locale has.
 */
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { Explanation } from '../../../src/engine/explain/explain.ts';
import { explainOffer } from '../../../src/engine/explain/offer.ts';
import { personaFacts } from './persona-facts.ts';
import { holds } from '../../../src/engine/rules/evaluate.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import type { OfferContext } from '../../rule-tests/offers.ts';
import { UsageError, withOverrides } from '../persona.ts';
import type { Answer } from './subjects.ts';

export interface OfferAnswer extends Answer {
  /** The list the answer is about; null when the locale has no offer list. */
  list: string | null;
}

/** Refuses an offer id the catalogue does not hold, or a list the selection does not name, with the nearest name. */
export function requireOfferAndList(offers: OfferContext, offerId: string, list: string | undefined): void {
  const ids = offers.catalogue.map((offer) => offer.id);
  if (!ids.includes(offerId)) {
    const hint = closestName(offerId, ids);
    throw new UsageError(
      `unknown offer "${offerId}": the catalogue (server/backend/product-offers.json, past the boundary check) has none${hint ? `; did you mean "${hint}"?` : ''}`,
    );
  }
  const names = offers.selection.pages.map((entry) => entry.page);
  if (list !== undefined && !names.includes(list)) {
    const hint = closestName(list, names);
    throw new UsageError(`unknown offer list "${list}": ${offers.selection.file} names ${names.join(', ')}${hint ? `; did you mean "${hint}"?` : ''}`);
  }
}

export function answerOffer(config: CompiledConfig, persona: Persona, offers: OfferContext, offerId: string, list: string | undefined): OfferAnswer {
  const { selection, catalogue } = offers;
  const locale = persona.context.locale.toLowerCase();
  const subject = `offer "${offerId}"`;
  const pages = config.pages[locale] ?? [];
  const here = selection.pages.filter((entry) => pages.some((page) => page.id === entry.page && page.path !== null));
  const asked = list !== undefined ? here.filter((entry) => entry.page === list) : here;
  if (asked.length === 0) {
    const says = list !== undefined ? `${locale} has no page with list "${list}"` : `${locale} has no offer list`;
    return {
      persona,
      sees: false,
      list: list ?? null,
      explanation: { subject, shown: false, outcome: `not in ${locale}`, steps: [{ says, passes: false, source: null }] },
    };
  }
  const offer = catalogue.find((o) => o.id === offerId)!;
  const onList = asked.map((entry) => {
    const path = pages.find((page) => page.id === entry.page)!.path!;
    const moved = withOverrides(persona, { page: path });
    const facts = personaFacts(moved, config);
    return { entry, moved, facts, takes: holds(entry.rule, { ...facts, offer }) };
  });
  // Without --list: the lists whose own rule takes the offer, else all (each says why not).
  const taking = list === undefined ? onList.filter((candidate) => candidate.takes) : onList;
  const answers = (taking.length > 0 ? taking : onList).map((candidate) => ({
    ...candidate,
    explanation: explainOffer(config, { selection, facts: candidate.facts, catalogue, list: candidate.entry.page, offerId })!.explanation,
  }));
  const chosen = answers.find((answer) => answer.explanation.shown) ?? answers[0]!;
  const explanation: Explanation = chosen.explanation;
  return { persona: chosen.moved, sees: explanation.shown, list: chosen.entry.page, explanation };
}
