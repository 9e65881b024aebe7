// validate warns at an offer list that can list nothing (no offer of its term sold in any market
// that has the page) and at a campaign (featured) that matches no offer of its list, naming why.
// A selection and a catalogue of their own; of the shipped config only the locales and pages.
import { describe, expect, it } from 'vitest';
import { compileOfferSelection, type OfferSelectionFile } from '../../../src/engine/offers/selection.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { emptyOfferLists } from '../../../tools/offers/empty-lists.ts';
import { compiledConfig } from '../../support/config.ts';

const term = (id: string, bank: string, termMonths: number, markets: string[]): ProductOffer => ({
  id,
  productType: 'TERM',
  bank: { id: bank, name: bank },
  bankCountry: 'DE',
  depositGuarantee: { scheme: 'DE', limit: { amount: 100000, currency: 'EUR' } },
  interestRate: 2,
  termMonths,
  noticePeriodDays: null,
  currency: 'EUR',
  minimumAmount: 1,
  maximumAmount: 100000,
  interestPayment: 'AT_MATURITY',
  earlyTermination: false,
  markets,
  availableFrom: '2020-01-01',
  availableUntil: null,
});
const catalogue = [term('a-12', 'a', 12, ['de-de']), term('b-24', 'b', 24, ['de-de', 'fr-fr'])];
const ORDER = [{ field: 'interestRate', direction: 'descending' }] as OfferSelectionFile['pages'][number]['order'];

function warnings(pages: OfferSelectionFile['pages']) {
  const selection = compileOfferSelection(
    { file: 'selection.yaml', data: { forSale: { when: { in: [{ var: 'page.locale' }, { var: 'offer.markets' }] } }, pages } },
    {},
  );
  return emptyOfferLists(compiledConfig(), selection, catalogue, Date.parse('2026-12-06T12:00Z')).map((p) => `${p.severity} ${p.code}: ${p.message}`);
}

describe('offer lists that can list nothing', () => {
  it('warns at a list whose term no market that has the page sells, naming the terms sold', () => {
    const when = { and: [{ '==': [{ var: 'offer.productType' }, 'TERM'] }, { '==': [{ var: 'offer.termMonths' }, 36] }] };
    expect(warnings([{ page: 'products', when, order: ORDER }])).toEqual([
      'warning OFFER_LIST_EMPTY: page "products" lists no offer for any visitor or market: no offer sold in de-de, fr-fr has termMonths 36 (there: 12, 24)',
    ]);
  });

  it('warns at a campaign that matches no offer of its list, however its window is set', () => {
    const featured = { when: { '==': [{ var: 'offer.bank.id' }, 'c'] }, max: 1, from: '2030-01-01T08:00' };
    expect(warnings([{ page: 'products', when: true, order: ORDER, featured }])).toEqual([
      'warning FEATURED_NEVER_MATCHES: featured on page "products" never matches: no offer listed on "products" in de-de, fr-fr has bank.id "c" (there: a, b)',
    ]);
  });

  it('says nothing of a list and a campaign that match, even before the campaign starts', () => {
    const featured = { when: { '==': [{ var: 'offer.bank.id' }, 'a'] }, max: 1, from: '2030-01-01T08:00' };
    expect(warnings([{ page: 'products', when: { '==': [{ var: 'offer.termMonths' }, 12] }, order: ORDER, featured }])).toEqual([]);
  });
});
