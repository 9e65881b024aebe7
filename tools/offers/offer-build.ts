/**
 * What the build adds to the offer pages: each offer block's data (the
 * catalogue of the local product-offer service as the build reads it, through the same
 * boundary check and selection the browser uses, for a visitor at the build's time; the
 * selection's rules; the texts of config/strings/offers/) and a route per offer detail page,
 * so the servers prerender, answer and list in the sitemap exactly the offers each locale
 * lists, and answer any other offer id with the not-found page. The bank pages the
 * same way: the banks list's banks, each bank page's offers, a route per bank with an offer
 * listed in the locale, any other bank id not found.
 */
import { visitorFacts } from './visitor.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { partForBrowser } from '../../src/engine/config/for-browser.ts';
import { offerBlockData, listOffers, type OfferBlockData } from '../../src/engine/offers/block-data.ts';
import { checkOffersAnswer } from '../../src/engine/offers/check-offer.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import { offerPageSubjects } from '../../src/engine/offers/page-subject.ts';
import { bankListData, bankPageSubjects, banksOf } from '../../src/engine/offers/banks.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import type { CompiledBlock } from '../../src/blocks/types.generated.ts';
import type { CompiledPage, PageBody } from '../../src/engine/pages/compiled.ts';
import type { RouteEntry, RoutesManifest } from '../../src/engine/pages/routes-manifest.ts';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { loadOfferSelection } from './load-selection.ts';

/** The strings namespace of the offer blocks: it travels with the offer pages' bodies, not the locale's first load. */
export const OFFERS_NAMESPACE = 'offers';

export interface OfferBuild {
  /** The page body with its offer blocks' data written in (other bodies come back as they were). */
  body(code: string, page: CompiledPage, body: PageBody): PageBody;
  /** The route table with one exact route per offer in place of each offer detail page's prefix route. */
  routes(manifest: RoutesManifest): RoutesManifest;
  /** The offers each locale lists, as worked out so far (a later build of the same offers may start from them). */
  listings(): ReadonlyMap<string, readonly ProductOffer[]>;
}

/** Texts only the detail page shows: a list block leaves them out of its page's body. */
const DETAIL_ONLY_TEXTS = /^(detail|calc|payment)\./;

/** The fact paths (`var`) a JSON-Logic rule reads; `offer.*` is the offer under decision, not a fact. */
function factPaths(logic: unknown, out = new Set<string>(), seen = new Set<object>()): Set<string> {
  // A named rule is one object wherever it is used: read once.
  if (!logic || typeof logic !== 'object' || seen.has(logic)) return out;
  seen.add(logic);
  if (Array.isArray(logic)) for (const part of logic) factPaths(part, out, seen);
  else {
    for (const [operator, args] of Object.entries(logic)) {
      const name = operator === 'var' ? (Array.isArray(args) ? args[0] : args) : undefined;
      if (typeof name === 'string') {
        if (name !== 'offer' && !name.startsWith('offer.')) out.add(name);
      } else factPaths(args, out, seen);
    }
  }
  return out;
}

/** Only the facts at `paths` (and `now`, which the browser moves to the visit's day): what the page's body needs to carry. */
function factsAt(facts: object, paths: Iterable<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { now: (facts as { now: unknown }).now };
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = facts;
    for (const key of keys) from = from !== null && typeof from === 'object' ? (from as Record<string, unknown>)[key] : undefined;
    if (from === undefined) continue;
    let into = out;
    keys.slice(0, -1).forEach((key) => {
      const next = into[key];
      into = (into[key] = next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    });
    into[keys[keys.length - 1]!] = from;
  }
  return out;
}

/**
 * What one block's data needs of the whole (its page's body is part of the page's first load):
 * the selection's entry of its list only, the facts those rules read, each offer's markets
 * cut to this locale (the only one its rules ask about), a list without the detail page's texts.
 */
function trimmed(data: OfferBlockData, code: string, list: string | null): OfferBlockData {
  const pages = list === null ? data.selection.pages : data.selection.pages.filter((entry) => entry.page === list);
  // The selection's file name is explain's (Node); the browser's copy leaves it out, so a page does not
  // change with the folder the config is read from.
  const selection = { ...data.selection, file: '', pages };
  const rules = [selection.forSale, ...selection.restrictions.map((r) => r.rule), ...pages.flatMap((p) => [p.rule, ...p.featured.map((f) => f.rule)])];
  const paths = new Set<string>();
  for (const rule of rules) factPaths(rule.logic, paths);
  return {
    ...data,
    offers: data.offers.map((offer) => ({ ...offer, markets: offer.markets.filter((market) => market === code) })),
    selection,
    visitorFacts: factsAt(data.visitorFacts, paths),
    texts: list === null ? data.texts : Object.fromEntries(Object.entries(data.texts).filter(([key]) => !DETAIL_ONLY_TEXTS.test(key))),
  };
}

/** The block types the build writes offers into (lists, an offer's page, the banks list, a bank's page). */
const OFFER_BLOCK_TYPES: ReadonlySet<string> = new Set(['offers', 'offer-detail', 'bank-list', 'bank-profile']);

/**
 * Whether an offer block is among the blocks, nested ones included. A walk of the blocks, not a
 * JSON of them: JSON reads each source reference's line, which parses the file with positions
 * (half a second of a `portal resolve`, and of every save under `npm start`).
 */
export const hasOfferBlocks = (blocks: readonly CompiledBlock[]): boolean =>
  blocks.some(
    (block) => OFFER_BLOCK_TYPES.has(block.type) || ('blocks' in block && Array.isArray(block.blocks) && hasOfferBlocks(block.blocks as CompiledBlock[])),
  );

/** The page of a locale holding a block of `type` (the offer page: offer-detail; the bank page: bank-profile). */
function pageHolding(config: CompiledConfig, code: string, type: 'offer-detail' | 'bank-profile'): CompiledPage | null {
  return config.pages[code]?.find((page) => page.blocks.some((block) => block.type === type)) ?? null;
}

/** The detail page of a locale: the page holding an `offer-detail` block. */
const detailPageOf = (config: CompiledConfig, code: string) => pageHolding(config, code, 'offer-detail');
/** The bank page of a locale: the page holding a `bank-profile` block. */
const bankPageOf = (config: CompiledConfig, code: string) => pageHolding(config, code, 'bank-profile');

export interface OfferBuildInput {
  repoRoot: string;
  config: CompiledConfig;
  strings: StringResources;
  /** The build's instant (ms): the offers listed are those a visitor is shown then. */
  at: number;
  /** Where offers/selection.yaml is read from (default <repoRoot>/config). */
  configDir?: string;
  warn?: (message: string) => void;
  /**
   * The offers some locales list, from a build of the same selection, catalogue and instant whose
   * config differed only in other locales (a save under `npm start` of one locale's files).
   */
  listed?: ReadonlyMap<string, readonly ProductOffer[]>;
}

export function createOfferBuild(input: OfferBuildInput): OfferBuild {
  const { config, strings } = input;
  const selection: CompiledOfferSelection | null = loadOfferSelection(input.repoRoot, config, input.configDir);
  const checked = checkOffersAnswer(productOffersAnswer());
  for (const { id, problems } of checked.rejected) input.warn?.(`product offer ${id ?? '(no id)'} left out of the build: ${problems.join('; ')}`);
  const catalogue: ProductOffer[] = checked.offers;

  const textsOf = (code: string) => strings[config.locales.byCode[code]?.language ?? 'en']?.[OFFERS_NAMESPACE] ?? {};

  function dataFor(code: string, page: CompiledPage, list: string | null): OfferBlockData | undefined {
    if (!selection) return undefined;
    const detail = detailPageOf(config, code);
    const bank = bankPageOf(config, code);
    const data = offerBlockData({
      selection,
      visitorFacts: visitorFacts(config, code, page.path ?? `/${code}/`, input.at),
      catalogue,
      list,
      texts: textsOf(code),
      detailPath: detail?.path ?? null,
      bankPath: bank?.path ?? null,
    });
    return trimmed(partForBrowser(data), code, list);
  }

  /** Every offer a locale's offer pages list for a visitor at the build's time (asked by its routes and its banks list: worked out once). */
  const listed = new Map<string, readonly ProductOffer[]>(input.listed);
  function listedOffers(code: string): readonly ProductOffer[] {
    if (!selection) return [];
    let offers = listed.get(code);
    if (!offers) {
      offers = listOffers(selection, visitorFacts(config, code, `/${code}/`, input.at), catalogue, null).map(({ offer }) => offer);
      listed.set(code, offers);
    }
    return offers;
  }

  function withData(code: string, page: CompiledPage, blocks: CompiledBlock[]): CompiledBlock[] {
    return blocks.map((block) => {
      if (block.type === 'offers') return { ...block, data: dataFor(code, page, block.list) };
      if (block.type === 'offer-detail') {
        const data = dataFor(code, page, null);
        // Each offer's page is headed, titled and described as that offer (resolve/page-subject.ts).
        return { ...block, data, ...(data ? { subjects: offerPageSubjects(data.offers, code, data.texts) } : {}) };
      }
      if (block.type === 'bank-profile') {
        const data = dataFor(code, page, null);
        // Each bank's page is headed, titled and described as that bank.
        return { ...block, data, ...(data ? { subjects: bankPageSubjects(data.offers, code, data.texts) } : {}) };
      }
      if (block.type === 'bank-list') {
        const bank = bankPageOf(config, code);
        return selection && bank?.path ? { ...block, data: bankListData(listedOffers(code), code, bank.path) } : block;
      }
      if ('blocks' in block) return { ...block, blocks: withData(code, page, block.blocks) } as CompiledBlock;
      return block;
    });
  }

  return {
    body(code, page, body) {
      return hasOfferBlocks(body.blocks) ? { ...body, blocks: withData(code, page, body.blocks) } : body;
    },
    listings: () => listed,
    routes(manifest) {
      const pages = manifest.pages.flatMap((route): RouteEntry[] => {
        const detail = detailPageOf(config, route.locale);
        const bank = bankPageOf(config, route.locale);
        // The detail page itself (no offer named) is no page: each offer's path is; the bank page likewise.
        const ids =
          route.id === detail?.id
            ? listedOffers(route.locale).map((offer) => offer.id)
            : route.id === bank?.id
              ? banksOf(listedOffers(route.locale), route.locale).map((b) => b.id)
              : null;
        if (ids === null) return [route];
        return ids.map((id) => ({ ...route, id: `${route.id}/${id}`, path: `${route.path}${id}/`, match: 'exact' as const }));
      });
      return { ...manifest, pages };
    },
  };
}
