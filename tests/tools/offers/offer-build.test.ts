/**
 * What the build writes into the offer pages (tools/offers/offer-build.ts): each offer block's
 * list for a visitor at the build's time (checked here by a plain reading of the catalogue),
 * data that selects a live answer as the full facts would, and one route per listed offer in
 * place of the detail page's prefix route (nothing for a locale without offers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOffers, visitFacts, type OfferBlockData } from '../../../src/engine/offers/block-data.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import type { CompiledBlock } from '../../../src/blocks/types.generated.ts';
import { bodyOf, compactPageTable, expandPageTable } from '../../../src/engine/pages/bodies.ts';
import { routesManifest } from '../../../src/engine/pages/routes-manifest.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { createOfferBuild } from '../../../tools/offers/offer-build.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';

const AT = Date.parse('2026-11-25T09:00:00Z');
const DAY = '2026-11-25';
const catalogue = (JSON.parse(readFileSync(join(repoRoot, 'server/backend/product-offers.json'), 'utf8')) as { data: ProductOffer[] }).data;
const config = compiledConfig();
const build = createOfferBuild({ repoRoot, config, strings: loadStringResources(join(repoRoot, 'config')), at: AT });

function offerBlock(locale: string, pageId: string): Extract<CompiledBlock, { type: 'offers' | 'offer-detail' }> & { data: OfferBlockData } {
  const page = config.pages[locale]!.find((p) => p.id === pageId)!;
  const block = build.body(locale, page, bodyOf(page)).blocks.find((b) => b.type === 'offers' || b.type === 'offer-detail');
  expect(block && 'data' in block && block.data, `${locale} ${pageId} has an offer block with data`).toBeTruthy();
  return block as never;
}

const onSale = (o: ProductOffer, locale: string) =>
  o.markets.includes(locale) && o.availableFrom <= DAY && (o.availableUntil === null || o.availableUntil >= DAY);

describe('the offer pages as the build writes them', () => {
  it('de-de /products/ lists every term deposit on sale there that day, two featured ones first', () => {
    const { data } = offerBlock('de-de', 'products');
    const expected = catalogue.filter((o) => o.productType === 'TERM' && onSale(o, 'de-de')).map((o) => o.id);
    expect([...data.listed.map((l) => l.id)].sort()).toEqual([...expected].sort());
    expect(data.listed.slice(0, 2).every((l) => l.featured)).toBe(true);
    expect(data.listed.slice(2).some((l) => l.featured)).toBe(false);
    expect(data.texts.caption).toBe('Aktuelle Angebote');
    expect(data.texts['calc.title'], 'the list leaves the detail texts out').toBeUndefined();
    expect(data.detailPath).toBe('/de-de/products/offer/');
  });

  it("its data selects the catalogue on the build's day as the full facts did", () => {
    for (const [locale, page] of [
      ['de-de', 'products'],
      ['en-gb', 'products-notice'],
      ['fr-fr', 'products-overnight'],
    ] as const) {
      const { data, type } = offerBlock(locale, page);
      expect(type).toBe('offers');
      const again = listOffers(data.selection, visitFacts(data, AT), catalogue, page).map(({ offer, featured }) => ({ id: offer.id, featured }));
      expect(again, `${locale} ${page}`).toEqual(data.listed);
    }
  });

  it('the detail block knows every offer a locale lists, with all texts', () => {
    const { data } = offerBlock('it-it', 'offer');
    const expected = catalogue.filter((o) => onSale(o, 'it-it')).map((o) => o.id);
    expect(data.offers.map((o) => o.id).sort()).toEqual([...expected].sort());
    expect(data.texts['calc.title']).toBe('Calcolatore degli interessi');
  });

  it('routes: one exact route per listed offer instead of the prefix route, in every locale with offers', () => {
    const routes = build.routes(routesManifest(config));
    const detail = routes.pages.filter((r) => r.locale === 'de-de' && r.id.startsWith('offer'));
    expect(detail.every((r) => r.match === 'exact' && r.indexable)).toBe(true);
    expect(detail.map((r) => r.path).sort()).toEqual(
      catalogue
        .filter((o) => onSale(o, 'de-de'))
        .map((o) => `/de-de/products/offer/${o.id}/`)
        .sort(),
    );
    expect(routes.pages.some((r) => r.path === '/de-de/products/offer/')).toBe(false);
    // The US site lists its own offers (USD, FDIC/NCUA), each with its page.
    const us = routes.pages.filter((r) => r.locale === 'en-us' && r.id.startsWith('offer')).map((r) => r.path);
    expect(us.sort()).toEqual(
      catalogue
        .filter((o) => onSale(o, 'en-us'))
        .map((o) => `/en-us/products/offer/${o.id}/`)
        .sort(),
    );
    expect(us.length).toBeGreaterThan(0);
    // An offer of the US catalogue has no page on a European site.
    expect(routes.pages.some((r) => r.locale !== 'en-us' && r.path?.includes('prairie-state-bank'))).toBe(false);
  });
});

describe("an offer's page is named as that offer", () => {
  /** The config as the build serves it: the offer page's body with what the build writes in. */
  function builtConfig(locale: string): CompiledConfig {
    const pages = config.pages[locale]!.map((page) => (page.id === 'offer' ? { ...page, ...build.body(locale, page, bodyOf(page)) } : page));
    return { ...config, pages: { ...config.pages, [locale]: pages } };
  }
  const visitorAt = (persona: string, path: string) =>
    variantOf(persona, (p) => {
      p.context.page = path;
    });

  it('de-de: heading, document title, description and canonical address name the offer at the path', () => {
    const offer = catalogue.find((o) => o.productType === 'TERM' && (o.termMonths ?? 0) > 1 && (o.termMonths ?? 0) % 12 !== 0 && onSale(o, 'de-de'))!;
    const path = `/de-de/products/offer/${offer.id}/`;
    const vm = resolvePersona(visitorAt('anonymous-de', path), builtConfig('de-de'));
    expect(vm.page.title).toBe(`Festgeld ${offer.termMonths} Monate bei ${offer.bank.name}`);
    const rate = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(offer.interestRate / 100);
    expect(vm.head.title).toBe(`Festgeld ${offer.termMonths} Monate bei ${offer.bank.name} | Clever sparen in Europa`);
    expect(vm.head.description).toContain(offer.bank.name);
    expect(vm.head.description).toContain(rate);
    expect(vm.head.canonical).toBe(`https://www.example.de${path}`);
  });

  it('two offers have two titles; overnight and notice offers are named by their kind (en-gb)', () => {
    const onSaleGb = catalogue.filter((o) => onSale(o, 'en-gb'));
    const titles = onSaleGb.map((o) => resolvePersona(visitorAt('anonymous-gb', `/en-gb/products/offer/${o.id}/`), builtConfig('en-gb')).page.title);
    expect(new Set(titles).size).toBe(onSaleGb.length);
    const overnight = onSaleGb.find((o) => o.productType === 'OVERNIGHT');
    const notice = onSaleGb.find((o) => o.productType === 'NOTICE');
    expect(overnight && titles[onSaleGb.indexOf(overnight)]).toBe(`Easy-access savings at ${overnight!.bank.name}`);
    expect(notice && titles[onSaleGb.indexOf(notice)]).toMatch(new RegExp(`^Notice savings at ${notice!.bank.name} \\(\\d+ (days|months?) notice\\)$`));
  });

  it('reached in the browser before its body is there, the page has no title yet rather than "Angebot"', () => {
    // The page table as the browser's locale chunk carries it: every page deferred, bodies apart.
    const table = expandPageTable('de-de', compactPageTable(config.pages['de-de']!));
    const beforeBody: CompiledConfig = { ...config, pages: { ...config.pages, 'de-de': table } };
    const offer = catalogue.find((o) => onSale(o, 'de-de'))!;
    const vm = resolvePersona(visitorAt('anonymous-de', `/de-de/products/offer/${offer.id}/`), beforeBody);
    expect(vm.page.id).toBe('offer');
    expect(vm.page.title).toBe('');
    expect(vm.head.title).not.toContain('Angebot');
    // Any other deferred page keeps its own title while its body loads.
    expect(resolvePersona(visitorAt('anonymous-de', '/de-de/products/'), beforeBody).page.title).toBe(
      config.pages['de-de']!.find((p) => p.id === 'products')!.title,
    );
  });

  it("an id nobody lists keeps the page's own title and its canonical address", () => {
    const vm = resolvePersona(visitorAt('anonymous-de', '/de-de/products/offer/no-such-offer/'), builtConfig('de-de'));
    expect(vm.page.title).toBe('Angebot');
    expect(vm.head.canonical).toBe('https://www.example.de/de-de/products/offer/');
  });
});

describe('the partner bank pages as the build writes them', () => {
  /** The banks with an offer on sale in `locale` that day, by a plain reading of the catalogue. */
  const banksOnSale = (locale: string) => [...new Set(catalogue.filter((o) => onSale(o, locale)).map((o) => o.bank.id))].sort();

  it('routes: one exact route per bank with an offer on sale in the locale, instead of the prefix route', () => {
    const routes = build.routes(routesManifest(config));
    for (const locale of ['de-de', 'en-gb', 'en-us']) {
      const banks = routes.pages.filter((r) => r.locale === locale && r.id.startsWith('bank-profile'));
      expect(
        banks.every((r) => r.match === 'exact' && r.indexable),
        locale,
      ).toBe(true);
      expect(banks.map((r) => r.path).sort(), locale).toEqual(
        banksOnSale(locale)
          .map((id) => `/${locale}/bank/${id}/`)
          .sort(),
      );
    }
    expect(routes.pages.some((r) => r.path === '/de-de/bank/')).toBe(false);
    // A UK bank has no page on the German site, and the international site has no bank pages.
    expect(routes.pages.some((r) => r.path === '/de-de/bank/thames-mutual/')).toBe(false);
    expect(routes.pages.some((r) => r.locale === 'en' && r.path.startsWith('/en/bank/'))).toBe(false);
  });

  it('the banks list names each bank once, A to Z, with its country in the language and a link to its page', () => {
    const page = config.pages['fr-fr']!.find((p) => p.id === 'banks')!;
    const block = build.body('fr-fr', page, bodyOf(page)).blocks.find((b) => b.type === 'bank-list');
    expect(block && 'data' in block && block.data).toBeTruthy();
    const banks = (block as Extract<CompiledBlock, { type: 'bank-list' }>).data!.banks;
    expect(banks.map((b) => b.id).sort()).toEqual(banksOnSale('fr-fr'));
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(banks.find((b) => b.id === 'banca-collina')).toEqual({
      id: 'banca-collina',
      name: 'Banca Collina S.p.A.',
      flag: 'it',
      country: 'Italie',
      href: '/fr-fr/bank/banca-collina/',
    });
  });

  it("a bank's page is headed and described as that bank, and its offer pages link to it", () => {
    const page = config.pages['en-gb']!.find((p) => p.id === 'bank-profile')!;
    const block = build.body('en-gb', page, bodyOf(page)).blocks.find((b) => b.type === 'bank-profile')!;
    const subject = block.subjects?.['kestrel-bank'];
    expect(subject?.title).toBe('Kestrel Bank plc: bank profile');
    expect(subject?.description).toContain('Financial Services Compensation Scheme (FSCS)');
    expect(subject?.description).toContain('£120,000.00');
    const detail = config.pages['en-gb']!.find((p) => p.id === 'offer')!;
    const data = (build.body('en-gb', detail, bodyOf(detail)).blocks.find((b) => b.type === 'offer-detail') as { data?: OfferBlockData }).data;
    expect(data?.bankPath).toBe('/en-gb/bank/');
  });
});
