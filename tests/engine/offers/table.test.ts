/**
 * The offer table of a locale: bank with its country, rate, term, minimum and guarantee, the
 * numbers formatted with Intl in that locale (de-de and en-gb here), the words from the labels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';
import type { SelectedOffer } from '../../../src/engine/offers/select.ts';
import { offerTable, type OfferTableLabels } from '../../../src/engine/offers/table.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;
const byId = (id: string) => catalogue.find((o) => o.id === id)!;
const base = byId('nordhafen-bank-term-120m');
const selected: SelectedOffer[] = [
  { offer: base, featured: true },
  { offer: { ...base, id: 'a-18m', termMonths: 18, interestRate: 2.6, minimumAmount: 5000 }, featured: false },
  { offer: { ...base, id: 'a-notice', productType: 'NOTICE', termMonths: null, noticePeriodDays: 90, interestRate: 1.9 }, featured: false },
  { offer: { ...base, id: 'a-overnight', productType: 'OVERNIGHT', termMonths: null, interestRate: 1.5, minimumAmount: 1 }, featured: false },
  { offer: byId('thames-mutual-term-12m'), featured: false },
];

const DE: OfferTableLabels = {
  bank: 'Bank',
  rate: 'Zinssatz p. a.',
  term: 'Laufzeit',
  minimum: 'Mindestanlage',
  guarantee: 'Einlagensicherung',
  overnight: 'Täglich verfügbar',
  notice: '{{period}} Kündigungsfrist',
  guaranteeLimit: 'bis {{limit}} – {{scheme}}',
};
const EN: OfferTableLabels = {
  bank: 'Bank',
  rate: 'Rate (AER)',
  term: 'Term',
  minimum: 'Minimum deposit',
  guarantee: 'Deposit protection',
  overnight: 'Easy access',
  notice: '{{period}} notice',
  guaranteeLimit: 'up to {{limit}} – {{scheme}}',
};

/** Intl separates number and unit with a no-break space (which kind depends on the ICU version). */
const texts = (table: ReturnType<typeof offerTable>) => table.rows.map((r) => r.cells.map((c) => c.text.replace(/[\u00a0\u202f]/g, ' ')));

describe('offerTable', () => {
  it('has the five columns with the given headers, rate and minimum numeric', () => {
    expect(offerTable([], 'de-de', DE).columns).toEqual([
      { key: 'bank', label: 'Bank', numeric: false },
      { key: 'rate', label: 'Zinssatz p. a.', numeric: true },
      { key: 'term', label: 'Laufzeit', numeric: false },
      { key: 'minimum', label: 'Mindestanlage', numeric: true },
      { key: 'guarantee', label: 'Einlagensicherung', numeric: false },
    ]);
    expect(offerTable([], 'de-de', DE).rows).toEqual([]);
  });

  it('formats a German list: country names, rates, terms in years or months, notice, overnight, amounts', () => {
    const edb = 'Entschädigungseinrichtung deutscher Banken (EdB)';
    expect(texts(offerTable(selected, 'de-de', DE))).toEqual([
      ['Nordhafen Bank AG (Deutschland)', '3,05 %', '10 Jahre', '10.000,00 €', `bis 100.000,00 € – ${edb}`],
      ['Nordhafen Bank AG (Deutschland)', '2,60 %', '18 Monate', '5.000,00 €', `bis 100.000,00 € – ${edb}`],
      ['Nordhafen Bank AG (Deutschland)', '1,90 %', '90 Tage Kündigungsfrist', '10.000,00 €', `bis 100.000,00 € – ${edb}`],
      ['Nordhafen Bank AG (Deutschland)', '1,50 %', 'Täglich verfügbar', '1,00 €', `bis 100.000,00 € – ${edb}`],
      [
        'Thames Mutual Bank plc (Vereinigtes Königreich)',
        '4,05 %',
        '1 Jahr',
        '25.000,00 £',
        'bis 120.000,00 £ – Financial Services Compensation Scheme (FSCS)',
      ],
    ]);
  });

  it('formats the same list for the UK in English', () => {
    const rows = texts(offerTable(selected, 'en-gb', EN));
    expect(rows.map((r) => r[0])).toEqual([...Array(4).fill('Nordhafen Bank AG (Germany)'), 'Thames Mutual Bank plc (United Kingdom)']);
    expect(rows.map((r) => r[1])).toEqual(['3.05%', '2.60%', '1.90%', '1.50%', '4.05%']);
    expect(rows.map((r) => r[2])).toEqual(['10 years', '18 months', '90 days notice', 'Easy access', '1 year']);
    expect(rows.map((r) => r[3])).toEqual(['€10,000.00', '€5,000.00', '€10,000.00', '€1.00', '£25,000.00']);
    expect(rows[4]![4]).toBe('up to £120,000.00 – Financial Services Compensation Scheme (FSCS)');
  });

  it('keeps the offer id, the featured mark and the minimum as an amount in its currency', () => {
    const table = offerTable(selected, 'en-gb', EN);
    expect(table.rows.map((r) => [r.id, r.featured])).toEqual([
      [base.id, true],
      ['a-18m', false],
      ['a-notice', false],
      ['a-overnight', false],
      ['thames-mutual-term-12m', false],
    ]);
    expect(table.rows[4]!.cells[3]!.amount).toEqual({ label: 'Minimum deposit', amount: 25000, currency: 'GBP', isNegative: false, text: '£25,000.00' });
  });
});
