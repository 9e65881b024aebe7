/**
 * The times the offer lists change, for `portal schedule`: the offer selection's
 * rules (config/offers/selection.yaml) compare `now` with literal times and with `from`/`until`
 * like any rule, and with the offers' own dates, `{ "<=": [{ var: offer.availableFrom }, { var:
 * now.date }] }`. Each such date of the catalogue the build reads (the local product-offer
 * service, server/backend/product-offers.json) is a change: on that day the offer comes onto or
 * goes off the lists of its markets, and the prerendered lists are out of date until a rebuild.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { instantOf, timeZoneOf } from '../../src/engine/facts/now.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import { besideWindow, dayAfter } from '../../src/engine/rules/window.ts';
import { offerField, varName } from '../offers/visitor.ts';
import { findRules } from '../rule-coverage/subjects.ts';
import { localesWhoseListsChange, offerListsAt } from './list-changes.ts';
import { timesOfRules, type ScheduledTime } from './scheduled-times.ts';

const MOMENTS = new Set(['now.iso', 'now.date', 'now.timestamp']);
/** The operator seen from `now`'s side: offer.availableFrom <= now.date is now.date >= offer.availableFrom. */
const FLIPPED: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '===': '===', '!=': '!=', '!==': '!==' };

interface OfferComparison {
  fact: string;
  /** As seen from now: now.date >= offer.availableFrom. */
  operator: string;
  field: string;
}

/** Every comparison of a `now` moment with an offer field inside a rule as written. */
function offerComparisons(logic: unknown, out: OfferComparison[] = []): OfferComparison[] {
  if (Array.isArray(logic))
    logic.forEach((part) => {
      offerComparisons(part, out);
    });
  else if (logic && typeof logic === 'object') {
    for (const [operator, args] of Object.entries(logic)) {
      const names = Array.isArray(args) && args.length === 2 && operator in FLIPPED ? args.map(varName) : null;
      const nowAt = names ? names.findIndex((name) => name !== null && MOMENTS.has(name)) : -1;
      const other = names && nowAt >= 0 ? names[1 - nowAt] : null;
      if (names && other?.startsWith('offer.'))
        out.push({ fact: names[nowAt]!, operator: nowAt === 0 ? operator : FLIPPED[operator]!, field: other.slice('offer.'.length) });
      else offerComparisons(args, out);
    }
  }
  return out;
}

/**
 * The days on which `now.date OP value` changes its outcome: at the start of the value's day for
 * >= and < (from that day on), of the day after for > and <= (the value's day still counts).
 */
function changeDays(operator: string, value: string): string[] {
  if (operator === '>=' || operator === '<') return [value];
  if (operator === '>' || operator === '<=') return [dayAfter(value)];
  return [value, dayAfter(value)];
}

/** The instants a comparison of `fact` with this value changes at in a zone. */
function changesIn(fact: string, operator: string, value: unknown, timeZone: string): number[] {
  if (fact === 'now.date') {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return [];
    return changeDays(operator, value).flatMap((day) => instantOf(day, timeZone) ?? []);
  }
  if (fact === 'now.timestamp') return typeof value === 'number' ? [value] : [];
  const at = typeof value === 'string' ? instantOf(value, timeZone) : null;
  return at === null ? [] : [at];
}

/**
 * The selection's scheduled times: its rules' own (literal times, from/until) and, for each
 * comparison of `now` with an offer field, one per value of that field in the catalogue, in the
 * locales of the offers that have it (their `markets` the config knows). Each time is kept for
 * the locales whose lists it changes only (list-changes.ts), and dropped when it changes none.
 */
export function offerScheduledTimes(config: CompiledConfig, selection: CompiledOfferSelection, catalogue: readonly ProductOffer[]): ScheduledTime[] {
  const found = findRules({ offerSelection: selection });
  const times = timesOfRules(config, found);
  for (const { key, rule } of found) {
    for (const comparison of offerComparisons(besideWindow(rule, 'original'))) {
      const byValue = new Map<string, ProductOffer[]>();
      for (const offer of catalogue) {
        const value = offerField(offer, comparison.field);
        if (typeof value === 'string' || typeof value === 'number') byValue.set(String(value), [...(byValue.get(String(value)) ?? []), offer]);
      }
      for (const [value, offers] of byValue) {
        const written = typeof offerField(offers[0]!, comparison.field) === 'number' ? Number(value) : value;
        const locales = [...new Set(offers.flatMap((offer) => offer.markets))].filter((code) => Object.hasOwn(config.locales.byCode, code)).sort();
        const instants = locales.flatMap((locale) => {
          const timeZone = timeZoneOf(config.locales.byCode[locale]);
          return changesIn(comparison.fact, comparison.operator, written, timeZone).map((at) => ({ locale, timeZone, at }));
        });
        if (instants.length === 0) continue;
        const ids = offers.map((offer) => offer.id);
        const named = ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more` : ids.join(', ');
        times.push({
          source: rule.source,
          place: key,
          fact: comparison.fact,
          operator: comparison.operator,
          written,
          instants: instants.sort((a, b) => a.at - b.at || a.locale.localeCompare(b.locale)),
          text: `${comparison.fact} ${comparison.operator} offer.${comparison.field} ${JSON.stringify(written)}: ${ids.length === 1 ? 'offer' : `${ids.length} offers`} ${named}`,
        });
      }
    }
  }
  const listsAt = offerListsAt(config, selection, catalogue);
  return times.flatMap((time) => {
    const instants = localesWhoseListsChange(time.instants, listsAt);
    return instants.length === 0 ? [] : [{ ...time, instants }];
  });
}
