/**
 * The local product-offer service answers a catalogue realistic enough to build and test the
 * offer pages on: many banks in many countries, every kind of deposit,
 * terms from one month to ten years, and each country's real deposit guarantee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../../tools/config/schemas.ts';
import { productOffersAnswer } from '../../server/backend/product-offers.ts';
import { get, login, startHarness, type Harness } from './harness.ts';

interface Offer {
  id: string;
  productType: 'TERM' | 'OVERNIGHT' | 'NOTICE';
  bank: { id: string; name: string };
  bankCountry: string;
  depositGuarantee: { scheme: string; limit: { amount: number; currency: string } };
  interestRate: number;
  termMonths: number | null;
  currency: string;
  minimumAmount: number;
  maximumAmount: number;
  interestPayment: string;
  earlyTermination: boolean;
  markets: string[];
  availableFrom: string;
  availableUntil: string | null;
}

const answer = productOffersAnswer() as { data: Offer[] };
const offers = answer.data;

describe('the product-offer catalogue (server/backend/product-offers.json)', () => {
  it('matches schemas/product-offers.schema.json', () => {
    const validate = createSchemaRegistry('schemas').validator('product-offers.schema.json');
    const valid = validate(answer);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has at least 60 offers from at least 15 banks in at least 8 countries, each id once', () => {
    expect(offers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(offers.map((o) => o.bank.id)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(offers.map((o) => o.bankCountry)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });

  it('has term deposits from 1 month to 10 years, overnight and notice offers', () => {
    const terms = offers.filter((o) => o.productType === 'TERM').map((o) => o.termMonths ?? 0);
    expect(Math.min(...terms)).toBe(1);
    expect(Math.max(...terms)).toBe(120);
    expect(new Set(terms).size).toBeGreaterThanOrEqual(8);
    expect(offers.filter((o) => o.productType === 'OVERNIGHT').length).toBeGreaterThanOrEqual(3);
    expect(offers.filter((o) => o.productType === 'NOTICE').length).toBeGreaterThanOrEqual(3);
  });

  it('pays interest at maturity, yearly and monthly, with and without early termination', () => {
    expect(new Set(offers.map((o) => o.interestPayment))).toEqual(new Set(['AT_MATURITY', 'YEARLY', 'MONTHLY']));
    expect(new Set(offers.map((o) => o.earlyTermination))).toEqual(new Set([true, false]));
  });

  it("names one bank, one country and that country's scheme on every offer of a bank", () => {
    const byBank = new Map<string, string>();
    const byCountry = new Map<string, string>();
    for (const o of offers) {
      const bank = JSON.stringify([o.bank.name, o.bankCountry]);
      expect(byBank.get(o.bank.id) ?? bank, o.id).toBe(bank);
      byBank.set(o.bank.id, bank);
      const scheme = JSON.stringify(o.depositGuarantee);
      // In the US, credit unions are insured by the NCUA and banks by the FDIC.
      const insurer = o.bankCountry === 'US' && /Credit Union/.test(o.bank.name) ? 'US credit union' : o.bankCountry;
      expect(byCountry.get(insurer) ?? scheme, o.id).toBe(scheme);
      byCountry.set(insurer, scheme);
    }
  });

  it('guarantees 100,000 EUR per customer per bank in EU countries, the FSCS limit in GBP in the UK and 250,000 USD in the US', () => {
    for (const o of offers) {
      if (o.bankCountry === 'US') {
        expect(o.depositGuarantee.scheme, o.id).toMatch(/\((FDIC|NCUA)\)$/);
        expect(o.depositGuarantee.limit, o.id).toEqual({ amount: 250000, currency: 'USD' });
        expect([o.currency, o.markets], o.id).toEqual(['USD', ['en-us']]);
      } else if (o.bankCountry === 'GB') {
        expect(o.depositGuarantee.scheme, o.id).toMatch(/FSCS/);
        // The PRA raised the FSCS deposit limit from 85,000 to 120,000 GBP on 1 December 2025.
        expect(o.depositGuarantee.limit, o.id).toEqual({ amount: 120000, currency: 'GBP' });
        expect(o.currency, o.id).toBe('GBP');
      } else {
        expect(o.depositGuarantee.limit, o.id).toEqual({ amount: 100000, currency: 'EUR' });
      }
    }
  });

  it('has amounts, windows and markets that make sense', () => {
    for (const o of offers) {
      expect(o.maximumAmount, o.id).toBeGreaterThanOrEqual(o.minimumAmount);
      if (o.availableUntil !== null) expect(o.availableUntil > o.availableFrom, o.id).toBe(true);
      expect(o.markets.length, o.id).toBeGreaterThan(0);
      // A GBP deposit is sold in the UK market only, a EUR deposit never there.
      if (o.currency === 'GBP') expect(o.markets, o.id).toEqual(['en-gb']);
      else expect(o.markets, o.id).not.toContain('en-gb');
    }
    // The selection rules have offers outside their window to leave out.
    expect(offers.some((o) => o.availableUntil !== null && o.availableUntil < '2026-11-01')).toBe(true);
    expect(offers.some((o) => o.availableFrom > '2026-12-01')).toBe(true);
  });
});

describe('GET /api/products', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('answers the catalogue to a visitor without a token', async () => {
    const anonymous = await get(h.stack, '/api/products');
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual(answer);
  });

  it('answers the catalogue to a logged-in customer', async () => {
    const customer = await get(h.stack, '/api/products', (await login(h.stack, 'active-de')).access_token);
    expect((await customer.json()).data).toHaveLength(offers.length);
  });

  it('refuses a token that is sent but not valid', async () => {
    expect((await get(h.stack, '/api/products', 'not-a-token')).status).toBe(401);
  });
});
