/**
 * selectOffers with the shipped config/offers/selection.yaml and the local catalogue, per
 * persona: the market's offers on sale today, the product types open to a customer, a
 * distributor's restriction, the page's order, featured offers first, and no offer list on a
 * page that is no offer page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import type { Facts } from '../../../src/engine/facts/types.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { selectOffers, type SelectedOffer } from '../../../src/engine/offers/select.ts';
import { compileOfferSelection, type OfferSelectionFile } from '../../../src/engine/offers/selection.ts';
import { loadOfferSelection } from '../../../tools/offers/load-selection.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';
import { loadPersona } from '../../support/personas.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;
const selection = loadOfferSelection(repoRoot, compiledConfig())!;
const TODAY = '2026-11-25';

/** The persona's facts on an offer page on TODAY. */
function factsOf(personaId: string, path?: string): Facts {
  const persona = loadPersona(personaId);
  const locale = persona.context.locale as string;
  persona.context = { ...persona.context, page: path ?? `/${locale}/products/`, now: `${TODAY}T10:00` };
  return deriveFacts(persona as unknown as CustomerData, compiledConfig());
}

function select(personaId: string, page: string, offers: readonly ProductOffer[] = catalogue): SelectedOffer[] {
  const selected = selectOffers(selection, factsOf(personaId), offers, page);
  expect(selected).not.toBeNull();
  return selected!;
}

const ids = (list: SelectedOffer[]) => list.map((s) => s.offer.id);
const isDescending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

describe('selectOffers (config/offers/selection.yaml)', () => {
  it('lists a German visitor the term deposits sold in de-de today, two promoted ones first, then best rate first', () => {
    const list = select('anonymous-de', 'products');
    expect(list.length).toBeGreaterThan(20);
    for (const { offer } of list) {
      expect(offer.productType).toBe('TERM');
      expect(offer.markets).toContain('de-de');
      expect(offer.availableFrom <= TODAY && (offer.availableUntil === null || offer.availableUntil >= TODAY), offer.id).toBe(true);
    }
    const featured = list.filter((s) => s.featured);
    expect(featured).toHaveLength(2);
    expect(list.slice(0, 2)).toEqual(featured);
    expect(featured.every((s) => ['nordhafen-bank', 'saimaa-pankki'].includes(s.offer.bank.id))).toBe(true);
    expect(isDescending(list.slice(2).map((s) => s.offer.interestRate))).toBe(true);
  });

  it('leaves out an offer whose window has ended or not begun, and offers of other markets', () => {
    const listed = new Set(ids(select('anonymous-de', 'products')));
    const ended = catalogue.find((o) => o.productType === 'TERM' && o.availableUntil !== null && o.availableUntil < TODAY && o.markets.includes('de-de'))!;
    const future = catalogue.find((o) => o.productType === 'TERM' && o.availableFrom > TODAY && o.markets.includes('de-de'))!;
    const elsewhere = catalogue.find((o) => o.productType === 'TERM' && !o.markets.includes('de-de'))!;
    for (const offer of [ended, future, elsewhere]) {
      expect(offer, 'the catalogue has such an offer').toBeDefined();
      expect(listed.has(offer.id), offer.id).toBe(false);
    }
  });

  it('lists a UK visitor the GBP bonds of the UK bank only, and the tenor page the terms up to 12 months, shortest first', () => {
    const list = select('anonymous-gb', 'products');
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((s) => s.offer.currency))).toEqual(new Set(['GBP']));
    const upTo12 = select('anonymous-gb', 'fixed-rate-bonds-up-to-12-months');
    expect(upTo12.length).toBeGreaterThan(0);
    expect(upTo12.length).toBeLessThan(list.length);
    const terms = upTo12.map((s) => s.offer.termMonths!);
    expect(terms.every((t) => t <= 12)).toBe(true);
    expect([...terms].sort((a, b) => a - b)).toEqual(terms);
  });

  it('lists the US market its own offers only: dollars, insured by the FDIC or the NCUA', () => {
    const us = select('anonymous-us', 'products');
    expect(us.length).toBeGreaterThan(0);
    for (const { offer } of us) expect([offer.currency, offer.markets, offer.depositGuarantee.limit.currency], offer.id).toEqual(['USD', ['en-us'], 'USD']);
    expect(select('anonymous-de', 'products').some(({ offer }) => offer.currency === 'USD')).toBe(false);
  });

  it('lists a visitor notice offers, shortest notice first, and a customer without notice access none', () => {
    const visitor = select('anonymous-de', 'products-notice');
    expect(visitor.length).toBeGreaterThan(0);
    const notice = visitor.map((s) => s.offer.noticePeriodDays!);
    expect([...notice].sort((a, b) => a - b)).toEqual(notice);
    expect(select('active-de', 'products-notice')).toEqual([]);
    expect(select('active-de', 'products').length).toBe(select('anonymous-de', 'products').length);
  });

  it('lists a UK customer with notice access only notice offers', () => {
    expect(select('notice-account-gb', 'products')).toEqual([]);
    expect(select('notice-account-gb', 'products-overnight')).toEqual([]);
    const notice = select('notice-account-gb', 'products-notice');
    expect(notice.length).toBeGreaterThan(0);
    expect([...new Set(notice.map((s) => s.offer.productType))]).toEqual(['NOTICE']);
  });

  it("holds back offers of banks outside PARTNER_B's contract for that distributor's customer", () => {
    const partner = select('distributor-partner-b-de', 'products');
    const own = select('active-de', 'products');
    expect(partner.length).toBeGreaterThan(0);
    expect(partner.every((s) => ['DE', 'AT', 'FR', 'NL'].includes(s.offer.bankCountry))).toBe(true);
    expect(own.some((s) => !['DE', 'AT', 'FR', 'NL'].includes(s.offer.bankCountry))).toBe(true);
  });

  it('answers null for a page that is no offer page', () => {
    expect(selectOffers(selection, factsOf('anonymous-de'), catalogue, 'home')).toBeNull();
  });
});

describe('selectOffers order, featured and limit', () => {
  const offer = (id: string, rate: number, term: number | null, bank = 'b'): ProductOffer => ({
    ...catalogue[0]!,
    id,
    interestRate: rate,
    termMonths: term,
    bank: { id: bank, name: bank },
    markets: ['de-de'],
    availableFrom: '2026-01-01',
    availableUntil: null,
  });
  const data: OfferSelectionFile = {
    forSale: { when: true },
    pages: [
      {
        page: 'p',
        when: true,
        order: [
          { field: 'termMonths', direction: 'descending' },
          { field: 'interestRate', direction: 'descending' },
        ],
        featured: { when: { '==': [{ var: 'offer.bank.id' }, 'promo'] }, max: 1 },
        limit: 4,
      },
    ],
  };
  const compiled = compileOfferSelection({ file: 'x.yaml', data }, {});

  it('sorts by the keys in turn, puts a missing value last, breaks ties by id, features at most max, cuts at the limit', () => {
    const offers = [offer('e', 2, null), offer('d', 2, 12), offer('c', 2, 12), offer('b', 3, 6, 'promo'), offer('a', 1, 6, 'promo'), offer('f', 9, 24)];
    const list = selectOffers(compiled, factsOf('anonymous-de'), offers, 'p')!;
    expect(list.map((s) => [s.offer.id, s.featured])).toEqual([
      ['b', true],
      ['f', false],
      ['c', false],
      ['d', false],
    ]);
  });

  it('features by each entry of a list in turn: a campaign written first comes first, an offer it took is not taken again, each entry keeps its max', () => {
    const twoEntries = compileOfferSelection(
      {
        file: 'x.yaml',
        data: {
          ...data,
          pages: [
            {
              ...data.pages[0]!,
              limit: 10,
              featured: [
                { when: { '==': [{ var: 'offer.bank.id' }, 'campaign'] }, max: 1 },
                { when: { in: [{ var: 'offer.bank.id' }, ['promo', 'campaign']] }, max: 2 },
              ],
            },
          ],
        },
      },
      {},
    );
    const offers = [offer('a', 1, 6, 'promo'), offer('b', 3, 6, 'promo'), offer('c', 2, 12), offer('k', 1, 3, 'campaign'), offer('m', 2, 3, 'campaign')];
    const list = selectOffers(twoEntries, factsOf('anonymous-de'), offers, 'p')!;
    expect(list.map((s) => [s.offer.id, s.featured, s.featuredBy])).toEqual([
      ['m', true, 0],
      ['b', true, 1],
      ['a', true, 1],
      ['c', false, undefined],
      ['k', false, undefined],
    ]);
  });

  it('reads a featured entry written alone as a list of one, at the place it is written', () => {
    expect(compiled.pages[0]!.featured).toHaveLength(1);
    expect(compiled.pages[0]!.featured[0]!.max).toBe(1);
  });
});
