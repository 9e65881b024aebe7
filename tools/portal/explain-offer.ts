/**
 * `explain --offer ID [--list LIST]`: whether an offer of the local catalogue is on an offer
 * list for the persona, at which position, featured or not, and which rule of
 * config/offers/selection.yaml decided (src/engine/explain/offer.ts). An offer id the catalogue
 * does not hold, or a list the selection does not name, is a usage error with the nearest name.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Explanation } from '../../src/engine/explain/explanation.ts';
import { explainOffer } from '../../src/engine/explain/offer.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { holds } from '../../src/engine/rules/evaluate.ts';
import { closestName } from '../../src/node/closest-name.ts';
import { loadOfferContext } from '../rule-tests/offers.ts';
import { UsageError } from './persona.ts';

function didYouMean(name: string, candidates: Iterable<string>): string {
  const hint = closestName(name, candidates);
  return hint ? `; did you mean "${hint}"?` : '';
}

/**
 * One explanation per list: the one `list` names, else every list of a page the persona's
 * locale has whose own rule takes the offer (a term offer in de-de: the term list), else every
 * list (the offer fits none: each says so).
 */
export function explainOfferOnLists(
  repoRoot: string,
  config: CompiledConfig,
  facts: Facts,
  offerId: string,
  list: string | undefined,
  configDir?: string,
): Explanation[] {
  const offers = loadOfferContext(repoRoot, config, configDir);
  if (!offers) throw new UsageError('config/ has no offers/selection.yaml: no offer list to explain');
  const { selection, catalogue } = offers;
  const offer = catalogue.find((o) => o.id === offerId);
  if (!offer)
    throw new UsageError(
      `unknown offer "${offerId}": the catalogue (server/backend/product-offers.json, past the boundary check) has none${didYouMean(
        offerId,
        catalogue.map((o) => o.id),
      )}`,
    );
  const names = selection.pages.map((p) => p.page);
  if (list !== undefined && !names.includes(list))
    throw new UsageError(`unknown offer list "${list}": ${selection.file} names ${names.join(', ')}${didYouMean(list, names)}`);
  const pagesHere = new Set((config.pages[facts.page.locale] ?? []).map((p) => p.id));
  const taking = selection.pages.filter((p) => pagesHere.has(p.page) && holds(p.rule, { ...facts, offer })).map((p) => p.page);
  const lists = list !== undefined ? [list] : taking.length > 0 ? taking : names;
  return lists.map((name) => explainOffer(config, { selection, facts, catalogue, list: name, offerId })!.explanation);
}
