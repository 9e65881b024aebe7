/**
 * An offer page lists what its name promises, decided by config/offers/selection.yaml,
 * so the selection and the pages cannot drift apart:
 * - a page whose address names a tenor (/fixed-rate-bonds/2-years/, /term-deposits/3-months/,
 *   /up-to-12-months/) has an offer list, and its rules list term deposits of that tenor and
 *   nothing else, whatever offers the service answers (checked over made-up offers of every term
 *   from 1 to 120 months and of the other kinds);
 * - the Irish site lists term deposits of 3 months to 5 years only (spec 2.2), on every page;
 * - the UK exclusive-offers page lists the offers marked exclusive, and only those;
 * - with today's catalogue each of those pages lists several offers at more than one rate.
 * The tenor each page promises is read here from its address, not from the selection.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { listOffers } from '../../../src/engine/offers/block-data.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { selectOffers } from '../../../src/engine/offers/select.ts';
import { loadOfferSelection } from '../../../tools/offers/load-selection.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';

/** A day the catalogue's windows are checked on (rule tests in config/tests/offers.yaml use it too). */
const DAY = '2026-12-01T10:00:00Z';
const config = compiledConfig();
const selection = loadOfferSelection(repoRoot, config)!;
const catalogue = (JSON.parse(readFileSync(join(repoRoot, 'server/backend/product-offers.json'), 'utf8')) as { data: ProductOffer[] }).data;

interface PageEntry {
  id: string;
  path?: string | Record<string, string>;
  locales: string[] | 'all';
}

const pages: PageEntry[] = readdirSync(join(repoRoot, 'config/pages'))
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((name) => (load(readFileSync(join(repoRoot, 'config/pages', name), 'utf8')) as { pages: PageEntry[] }).pages);

/** The terms (months) a page's address promises: "2-years" 24, "3-months" 3, "up-to-12-months" 1..12; null when it names none. */
function promisedTerms(path: string): number[] | null {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  const upTo = /^up-to-(\d+)-months?$/.exec(last);
  if (upTo) return Array.from({ length: Number(upTo[1]) }, (_, i) => i + 1);
  const exact = /^(\d+)-(month|months|year|years)$/.exec(last);
  if (!exact) return null;
  return [Number(exact[1]) * (exact[2]!.startsWith('year') ? 12 : 1)];
}

const pathOf = (page: PageEntry) => (page.path === undefined ? '' : typeof page.path === 'string' ? page.path : Object.values(page.path)[0]!);
const tenorPages = pages.filter((page) => promisedTerms(pathOf(page)) !== null);

/** The offer list block of a page in a locale (the compiled page), or null. */
function listOf(locale: string, id: string): string | null {
  const page = config.pages[locale]?.find((p) => p.id === id);
  const block = page?.blocks.find((b) => b.type === 'offers');
  return block && 'list' in block ? block.list : null;
}

function visitor(locale: string, path: string) {
  return deriveFacts({ context: { locale, page: `/${locale}${path}`, now: DAY }, flags: {} }, config);
}

/** A made-up offer for sale in `locale` every day. */
function madeUp(locale: string, id: string, change: Partial<ProductOffer>): ProductOffer {
  return {
    id,
    productType: 'TERM',
    bank: { id: 'test-bank', name: 'Test Bank' },
    bankCountry: 'DE',
    depositGuarantee: { scheme: 'Test scheme', limit: { amount: 100000, currency: 'EUR' } },
    interestRate: 2,
    termMonths: 12,
    noticePeriodDays: null,
    currency: 'EUR',
    minimumAmount: 1,
    maximumAmount: 1000000,
    interestPayment: 'AT_MATURITY',
    earlyTermination: false,
    markets: [locale],
    availableFrom: '2000-01-01',
    availableUntil: null,
    ...change,
  };
}

/** Every term from 1 to 120 months, an overnight and a notice offer; each once exclusive and once not. */
function everyKind(locale: string): ProductOffer[] {
  const base = [
    ...Array.from({ length: 120 }, (_, i) => ({ id: `term-${i + 1}m`, productType: 'TERM' as const, termMonths: i + 1 })),
    { id: 'overnight', productType: 'OVERNIGHT' as const, termMonths: null },
    { id: 'notice-90d', productType: 'NOTICE' as const, termMonths: null, noticePeriodDays: 90 },
  ];
  return base.flatMap((change) => [madeUp(locale, change.id, change), madeUp(locale, `${change.id}-exclusive`, { ...change, exclusive: true })]);
}

/**
 * The offers of `offers` that `list` (every list when null) would show, each decided alone: a
 * page's `limit` cuts a long list, which is not what is checked here.
 */
function listedAlone(locale: string, path: string, offers: ProductOffer[], list: string | null): ProductOffer[] {
  const facts = visitor(locale, path);
  return offers.filter((offer) => listOffers(selection, facts, [offer], list).length === 1);
}

const localesOf = (page: PageEntry) => (page.locales === 'all' ? config.locales.list.map((l) => l.code) : page.locales);

describe('offer pages list what their names promise (config/offers/selection.yaml)', () => {
  it('finds the tenor pages of the UK and Irish sites', () => {
    expect(tenorPages.map((p) => p.id).sort()).toEqual([
      'fixed-rate-bonds-1-year',
      'fixed-rate-bonds-2-years',
      'fixed-rate-bonds-3-years',
      'fixed-rate-bonds-5-years',
      'fixed-rate-bonds-up-to-12-months',
      'term-deposits-1-year',
      'term-deposits-2-years',
      'term-deposits-3-months',
      'term-deposits-3-years',
      'term-deposits-5-years',
      'term-deposits-6-months',
    ]);
  });

  for (const page of tenorPages) {
    const terms = promisedTerms(pathOf(page))!;
    for (const locale of localesOf(page)) {
      it(`${locale} ${pathOf(page)}: an offer list of term deposits of ${terms.length === 1 ? `${terms[0]} months` : `up to ${terms.at(-1)} months`} only`, () => {
        const list = listOf(locale, page.id);
        expect(list, 'the page has an offer list').not.toBeNull();
        expect(
          selection.pages.some((entry) => entry.page === list),
          `config/offers/selection.yaml has an entry "${list}"`,
        ).toBe(true);
        const listed = listedAlone(locale, pathOf(page), everyKind(locale), list!);
        const kinds = new Set(listed.map((offer) => offer.productType));
        expect([...kinds]).toEqual(['TERM']);
        const listedTerms = [...new Set(listed.map((offer) => offer.termMonths))].sort((a, b) => a! - b!);
        // On the Irish site the market's range cuts an "up to" page's further.
        expect(listedTerms).toEqual(locale === 'en-ie' ? terms.filter((m) => m >= 3 && m <= 60) : terms);
      });
    }
  }

  it('the Irish site lists term deposits of 3 months to 5 years only, on every page and offer page', () => {
    const every = listedAlone('en-ie', '/', everyKind('en-ie'), null);
    const terms = [...new Set(every.filter((o) => o.productType === 'TERM').map((o) => o.termMonths!))].sort((a, b) => a - b);
    expect(terms).toEqual(Array.from({ length: 58 }, (_, i) => i + 3));
    // The other kinds are not the range's business.
    expect(every.some((o) => o.productType === 'OVERNIGHT')).toBe(true);
    // Another market keeps its one-month and ten-year deposits.
    const german = listedAlone('de-de', '/products/', everyKind('de-de'), 'products').map((offer) => offer.termMonths);
    expect(Math.min(...german.map(Number))).toBe(1);
    expect(Math.max(...german.map(Number))).toBe(120);
  });

  it('the UK exclusive-offers page lists the exclusive offers of every kind, and only those', () => {
    const list = listOf('en-gb', 'exclusive-offers');
    expect(list).not.toBeNull();
    const listed = listedAlone('en-gb', '/products/exclusive-offers/', everyKind('en-gb'), list!);
    expect(listed.length).toBe(122);
    expect(listed.every((offer) => offer.exclusive === true)).toBe(true);
  });

  it("today's catalogue gives each of these pages several offers at more than one rate", () => {
    const thin: string[] = [];
    for (const page of [...tenorPages, pages.find((p) => p.id === 'exclusive-offers')!]) {
      for (const locale of localesOf(page)) {
        const list = listOf(locale, page.id);
        const listed = list === null ? [] : (selectOffers(selection, visitor(locale, pathOf(page)), catalogue, list) ?? []);
        const rates = new Set(listed.map(({ offer }) => offer.interestRate));
        if (listed.length < 3 || rates.size < 2) thin.push(`${locale} ${page.id}: ${listed.length} offers at ${rates.size} rates`);
      }
    }
    expect(thin).toEqual([]);
    // The UK's term deposits at many rates, not four.
    const gb = selectOffers(selection, visitor('en-gb', '/products/'), catalogue, 'products')!;
    expect(new Set(gb.map(({ offer }) => offer.interestRate)).size).toBeGreaterThanOrEqual(10);
  });
});
