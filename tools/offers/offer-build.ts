/**
 * What the build adds to the offer pages (issue 15, section 2): each offer block's data (the
 * catalogue of the local product-offer service as the build reads it, through the same
 * boundary check and selection the browser uses, for a visitor at the build's time; the
 * selection's rules; the texts of config/strings/offers/) and a route per offer detail page,
 * so the servers prerender, answer and list in the sitemap exactly the offers each locale
 * lists, and answer any other offer id with the not-found page.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { partForBrowser } from '../../src/engine/config/for-browser.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { offerBlockData, listOffers, type OfferBlockData } from '../../src/engine/offers/block-data.ts';
import { checkOffersAnswer } from '../../src/engine/offers/check-offer.ts';
import type { ProductOffer } from '../../src/engine/offers/offer.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import type { CompiledBlock, CompiledPage, PageBody } from '../../src/engine/pages/compiled.ts';
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
}

const isDetailPage = (page: CompiledPage) => page.blocks.some((block) => block.type === 'offer-detail');

/** The detail page of a locale: the page holding an `offer-detail` block. */
function detailPageOf(config: CompiledConfig, code: string): CompiledPage | null {
  return config.pages[code]?.find(isDetailPage) ?? null;
}

export function createOfferBuild(input: { repoRoot: string; config: CompiledConfig; strings: StringResources; at: number; warn?: (message: string) => void }): OfferBuild {
  const { config, strings } = input;
  const selection: CompiledOfferSelection | null = loadOfferSelection(input.repoRoot, config);
  const checked = checkOffersAnswer(productOffersAnswer());
  for (const { id, problems } of checked.rejected) input.warn?.(`product offer ${id ?? '(no id)'} left out of the build: ${problems.join('; ')}`);
  const catalogue: ProductOffer[] = checked.offers;

  const visitorFacts = (code: string, path: string) =>
    deriveFacts({ context: { locale: code, page: path, now: new Date(input.at).toISOString() }, flags: {} }, config);
  const textsOf = (code: string) => strings[config.locales.byCode[code]?.language ?? 'en']?.[OFFERS_NAMESPACE] ?? {};

  function dataFor(code: string, page: CompiledPage, list: string | null): OfferBlockData | undefined {
    if (!selection) return undefined;
    const detail = detailPageOf(config, code);
    return partForBrowser(
      offerBlockData({ selection, visitorFacts: visitorFacts(code, page.path ?? `/${code}/`), catalogue, list, texts: textsOf(code), detailPath: detail?.path ?? null }),
    );
  }

  function withData(code: string, page: CompiledPage, blocks: CompiledBlock[]): CompiledBlock[] {
    return blocks.map((block) => {
      if (block.type === 'offers') return { ...block, data: dataFor(code, page, block.list) };
      if (block.type === 'offer-detail') return { ...block, data: dataFor(code, page, null) };
      if ('blocks' in block) return { ...block, blocks: withData(code, page, block.blocks) } as CompiledBlock;
      return block;
    });
  }

  /** Every offer id a locale's offer pages list for a visitor at the build's time. */
  function listedIds(code: string): string[] {
    if (!selection) return [];
    return listOffers(selection, visitorFacts(code, `/${code}/`), catalogue, null).map(({ offer }) => offer.id);
  }

  return {
    body(code, page, body) {
      const offerBlocks = JSON.stringify(body.blocks).includes('"type":"offer');
      return offerBlocks ? { ...body, blocks: withData(code, page, body.blocks) } : body;
    },
    routes(manifest) {
      const pages = manifest.pages.flatMap((route): RouteEntry[] => {
        const detail = detailPageOf(config, route.locale);
        if (!detail || route.id !== detail.id) return [route];
        // The detail page itself (no offer named) is no page: each offer's path is.
        return listedIds(route.locale).map((id) => ({ ...route, id: `${detail.id}/${id}`, path: `${route.path}${id}/`, match: 'exact' as const }));
      });
      return { ...manifest, pages };
    },
  };
}
