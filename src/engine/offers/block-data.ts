/**
 * What an offer block (`offers`, `offer-detail`) carries besides its config: the build's
 * offers for the page's market, which of them a visitor was listed at build time (what the
 * prerendered HTML shows, so the browser's first render draws the same), the selection's
 * rules (so the live answer is selected the same way, with the visitor's own facts) and the
 * block's texts (config/strings/offers/, which travel with the offer pages only). The build
 * writes it into the page's body (tools/vite/portal-config-plugin.ts); Node tools that
 * compile config without the catalogue leave it out, and the block then draws nothing.
 */
import type { Facts } from '../facts/types.ts';
import type { OfferBlockData, OfferSelectionRules } from './block-data-types.ts';
import type { ProductOffer } from './offer.ts';
import { selectOffers, type SelectedOffer } from './select.ts';

export type { ListedOffer, OfferBlockData, OfferSelectionRules } from './block-data-types.ts';

/**
 * The offers `list` (a page entry of the selection) shows for these facts; every offer some
 * entry lists (each once, featured when any entry features it) when `list` is null.
 */
export function listOffers(selection: OfferSelectionRules, facts: Facts, offers: readonly ProductOffer[], list: string | null): SelectedOffer[] {
  if (list !== null) return selectOffers(selection, facts, offers, list) ?? [];
  const all = new Map<string, SelectedOffer>();
  for (const entry of selection.pages) {
    for (const selected of selectOffers(selection, facts, offers, entry.page) ?? []) {
      const known = all.get(selected.offer.id);
      all.set(selected.offer.id, { offer: selected.offer, featured: selected.featured || (known?.featured ?? false) });
    }
  }
  return [...all.values()];
}

/** The build-time list back as offers (ids the offers no longer hold are left out). */
export function listedAt(data: OfferBlockData): SelectedOffer[] {
  const byId = new Map(data.offers.map((offer) => [offer.id, offer]));
  return data.listed.flatMap(({ id, featured }) => {
    const offer = byId.get(id);
    return offer ? [{ offer, featured }] : [];
  });
}

/**
 * The detail block's data as one offer's page needs it (the page's data in that page's HTML,
 * engine/pages/page-data.ts): that offer alone, where the block carries every offer some page of
 * the locale lists. The live answer is selected from the service's offers as before.
 */
export function offerDataFor(data: OfferBlockData, id: string): OfferBlockData {
  return { ...data, offers: data.offers.filter((offer) => offer.id === id), listed: data.listed.filter((listed) => listed.id === id) };
}

/** A day in the market's zone as YYYY-MM-DD (the form `now.date` and the offers' dates share). */
export function dateIn(timeZone: string, at: number): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return new Date(at).toISOString().slice(0, 10);
  }
}

/**
 * The wall-clock time of `at` in the market's zone as `now.time` ("08:00") and `now.iso`
 * ("2026-12-01T08:00:00+01:00") write it: a rule of the selection may compare either (a
 * `from`/`until` without an offset is a `now.iso` comparison, rules/window.ts). Null when the
 * zone is unknown to Intl: the build's values stay.
 */
export function clockIn(timeZone: string, at: number): { time: string; iso: string } | null {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    }).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    // "GMT+01:00", or "GMT" for UTC itself.
    const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
    const time = `${part('hour')}:${part('minute')}`;
    return { time, iso: `${part('year')}-${part('month')}-${part('day')}T${time}:${part('second')}${offset}` };
  } catch {
    return null;
  }
}

/**
 * The facts the live answer is selected with: a visitor's on this page, on the visit's day in
 * the market's zone (the selection's rules compare days: `now.date` with an offer's
 * availability). Not the engine's whole clock (facts/now.ts): that is a lazy chunk of its own,
 * and importing it here would split it into a file every page's first load names. A logged-in
 * customer's list blocks put the customer's facts over these (app/offers/live-offers.ts).
 */
export function visitFacts(data: OfferBlockData, at: number): Facts {
  const built = data.visitorFacts as unknown as Facts;
  return { ...built, now: { ...built.now, ...clockIn(built.now.timeZone, at), date: dateIn(built.now.timeZone, at), timestamp: at } };
}

/** The data of one offer block for one locale at build time, for a visitor (no customer facts). */
export function offerBlockData(input: {
  selection: OfferSelectionRules;
  visitorFacts: Facts;
  catalogue: readonly ProductOffer[];
  list: string | null;
  texts: Record<string, string>;
  detailPath: string | null;
  bankPath?: string | null;
}): OfferBlockData {
  const { selection, visitorFacts, catalogue, list } = input;
  const everyListed = listOffers(selection, visitorFacts, catalogue, null);
  const listed = list === null ? everyListed : listOffers(selection, visitorFacts, catalogue, list);
  return {
    // A list block needs its own offers only; the detail block every offer it may be asked for.
    offers: listed.map((selected) => selected.offer),
    listed: listed.map(({ offer, featured }) => ({ id: offer.id, featured })),
    builtOn: visitorFacts.now.date,
    selection,
    visitorFacts: visitorFacts as unknown as Record<string, unknown>,
    texts: input.texts,
    detailPath: input.detailPath,
    bankPath: input.bankPath ?? null,
  };
}
