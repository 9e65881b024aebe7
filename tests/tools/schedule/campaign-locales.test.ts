// `portal schedule` names a campaign's time for the locales whose offer lists it changes, not
// for every locale the shared selection file applies to. A selection and a catalogue of two
// offers of its own; of the shipped config only the locales and their products pages.
import { describe, expect, it } from 'vitest';
import { compileOfferSelection, type OfferSelectionFile } from '../../../src/engine/offers/selection.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import { offerScheduledTimes } from '../../../tools/schedule/offer-times.ts';
import { compiledConfig } from '../../support/config.ts';

const offer = (id: string, bank: string, markets: string[]): ProductOffer => ({
  id,
  productType: 'TERM',
  bank: { id: bank, name: bank },
  bankCountry: 'DE',
  depositGuarantee: { scheme: 'DE', limit: { amount: 100000, currency: 'EUR' } },
  interestRate: id.endsWith('a') ? 2 : 3,
  termMonths: 12,
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

// Bank "a" is sold in Germany and France; its campaign puts it first from 7 December, 08:00 of each market.
const catalogue = [offer('term-a', 'a', ['de-de', 'fr-fr']), offer('term-b', 'b', ['de-de', 'fr-fr', 'it-it'])];
const file: OfferSelectionFile = {
  forSale: { when: { in: [{ var: 'page.locale' }, { var: 'offer.markets' }] } },
  pages: [
    {
      page: 'products',
      when: true,
      order: [{ field: 'interestRate', direction: 'descending' }],
      featured: { when: { '==': [{ var: 'offer.bank.id' }, 'a'] }, max: 1, from: '2030-12-07T08:00' },
    },
  ],
};

describe('portal schedule and a campaign', () => {
  it("lists the campaign's start for the markets whose list it reorders only", () => {
    const config = compiledConfig();
    const selection = compileOfferSelection({ file: 'selection.yaml', data: file }, {});
    const times = offerScheduledTimes(config, selection, catalogue);
    expect(times.map((t) => ({ text: t.text, locales: t.instants.map((i) => i.locale).sort() }))).toEqual([
      { text: 'from "2030-12-07T08:00"', locales: ['de-de', 'fr-fr'] },
    ]);
  });

  it('lists nothing for a campaign that changes no list', () => {
    const config = compiledConfig();
    const nobody = { ...file, pages: [{ ...file.pages[0]!, featured: { ...file.pages[0]!.featured!, when: { '==': [{ var: 'offer.bank.id' }, 'z'] } } }] };
    expect(offerScheduledTimes(config, compileOfferSelection({ file: 'selection.yaml', data: nobody }, {}), catalogue)).toEqual([]);
  });
});
