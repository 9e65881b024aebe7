/**
 * The page data an offer's page carries in its HTML (engine/pages/page-data-for-path.ts, the
 * offer-detail block's subject.ts): that offer alone and its own name, where the page's body
 * chunk holds every offer of the locale; a page that answers for one path keeps its body whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OfferBlockData } from '../../../src/engine/offers/block-data.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { bodyOf } from '../../../src/engine/pages/bodies.ts';
import { pageDataFor } from '../../../src/engine/pages/page-data-for-path.ts';
import { BLOCKS_FOR_SUBJECT } from '../../../src/blocks/subjects.generated.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { createOfferBuild } from '../../../tools/offers/offer-build.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';

const AT = Date.parse('2026-11-25T09:00:00Z');
const config = compiledConfig();
const build = createOfferBuild({ repoRoot, config, strings: loadStringResources(join(repoRoot, 'config')), at: AT });
const catalogue = (JSON.parse(readFileSync(join(repoRoot, 'server/backend/product-offers.json'), 'utf8')) as { data: ProductOffer[] }).data;

function builtBody(locale: string, pageId: string) {
  const page = config.pages[locale]!.find((p) => p.id === pageId)!;
  return { page, body: build.body(locale, page, bodyOf(page)) };
}

const detailOf = (blocks: readonly { type: string }[]) =>
  blocks.find((block) => block.type === 'offer-detail') as unknown as { data: OfferBlockData; subjects: Record<string, { title: string }> };

describe("an offer's page data", () => {
  const { page, body } = builtBody('de-de', 'offer');
  const whole = detailOf(body.blocks);
  const id = whole.data.listed[1]!.id;

  it('holds that offer, its listing and its name alone', () => {
    expect(whole.data.offers.length).toBeGreaterThan(5);
    const data = pageDataFor(page, body, `/de-de/products/offer/${id}/`, BLOCKS_FOR_SUBJECT);
    expect(data.page).toBe('offer');
    expect(data.subject).toBe(id);
    const detail = detailOf(data.body.blocks);
    expect(detail.data.offers.map((offer) => offer.id)).toEqual([id]);
    expect(detail.data.offers[0]).toEqual(whole.data.offers.find((offer) => offer.id === id));
    expect(catalogue.some((offer) => offer.id === id)).toBe(true);
    expect(detail.data.listed).toEqual([whole.data.listed[1]]);
    expect(detail.subjects).toEqual({ [id]: whole.subjects[id] });
    // The rules, texts and facts the live answer is selected with travel unchanged.
    expect(detail.data.selection).toEqual(whole.data.selection);
    expect(detail.data.texts).toEqual(whole.data.texts);
    expect(JSON.stringify(data).length).toBeLessThan(JSON.stringify(body).length / 3);
  });

  it('holds no offer for an id the locale does not list (the page then says the offer is not offered)', () => {
    const detail = detailOf(pageDataFor(page, body, '/de-de/products/offer/no-such-offer/', BLOCKS_FOR_SUBJECT).body.blocks);
    expect(detail.data.offers).toEqual([]);
    expect(detail.subjects).toEqual({});
  });

  it('keeps the body of a page that answers for one path whole (the offer list: every offer it lists)', () => {
    const list = builtBody('de-de', 'products');
    const data = pageDataFor(list.page, list.body, '/de-de/products/', BLOCKS_FOR_SUBJECT);
    expect(data).toEqual({ page: 'products', subject: null, body: list.body });
  });
});
