/**
 * The browser's hand-written offer check (src/engine/offers/check-offer.ts) must say what the
 * schema says: every catalogue offer passes, each kind of malformed offer is rejected with a
 * message naming the field, and over many odd values the check and ajv with
 * schemas/product-offers.schema.json reach the same verdict.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSchemaRegistry } from '../../../tools/config/schemas.ts';
import { checkOffer, checkOffersAnswer } from '../../../src/engine/offers/check-offer.ts';
import type { ProductOffer } from '../../../src/engine/offers/offer.ts';

const catalogue = (JSON.parse(readFileSync('server/backend/product-offers.json', 'utf8')) as { data: ProductOffer[] }).data;
const schemaCheck = createSchemaRegistry('schemas').validator('product-offers.schema.json#/$defs/offer');
const good = (type: ProductOffer['productType']): ProductOffer => structuredClone(catalogue.find((o) => o.productType === type)!);
const problemsOf = (value: unknown): string[] => {
  const checked = checkOffer(value);
  return checked.ok ? [] : checked.rejected.problems;
};

type Edit = (offer: Record<string, any>) => void;

/** Malformed offers the service could plausibly send, and the field each message must name. */
const MALFORMED: [string, ProductOffer['productType'], Edit, RegExp][] = [
  ['id missing', 'TERM', (o) => delete o.id, /^id must be/],
  ['id with spaces', 'TERM', (o) => (o.id = 'my offer'), /^id must be/],
  ['unknown product type', 'TERM', (o) => (o.productType = 'SAVINGS_PLAN'), /^productType must be TERM, OVERNIGHT, NOTICE, got "SAVINGS_PLAN"/],
  ['bank a string', 'TERM', (o) => (o.bank = 'Nordhafen'), /^bank must be an object/],
  ['bank name empty', 'TERM', (o) => (o.bank.name = ''), /^bank\.name must be/],
  ['country in lower case', 'TERM', (o) => (o.bankCountry = 'de'), /^bankCountry must be/],
  ['guarantee without limit', 'TERM', (o) => delete o.depositGuarantee.limit, /^depositGuarantee\.limit must be/],
  ['guarantee limit zero', 'TERM', (o) => (o.depositGuarantee.limit.amount = 0), /^depositGuarantee\.limit\.amount must be/],
  ['rate a string', 'TERM', (o) => (o.interestRate = '2.5'), /^interestRate must be a number/],
  ['rate negative', 'TERM', (o) => (o.interestRate = -0.5), /^interestRate must be/],
  ['rate NaN-like huge', 'TERM', (o) => (o.interestRate = 250), /^interestRate must be/],
  ['term deposit without term', 'TERM', (o) => (o.termMonths = null), /^termMonths must be a whole number of months from 1 to 120 for a TERM offer/],
  ['term of 11 years', 'TERM', (o) => (o.termMonths = 132), /^termMonths must be/],
  ['term of half a month', 'TERM', (o) => (o.termMonths = 0.5), /^termMonths must be/],
  ['overnight with a term', 'OVERNIGHT', (o) => (o.termMonths = 12), /^termMonths must be null for a OVERNIGHT offer/],
  ['notice without period', 'NOTICE', (o) => (o.noticePeriodDays = null), /^noticePeriodDays must be a whole number of days/],
  ['term with a notice period', 'TERM', (o) => (o.noticePeriodDays = 30), /^noticePeriodDays must be null for a TERM offer/],
  ['currency as a symbol', 'TERM', (o) => (o.currency = '€'), /^currency must be an ISO 4217 code/],
  ['minimum negative', 'TERM', (o) => (o.minimumAmount = -1), /^minimumAmount must be/],
  ['maximum missing', 'TERM', (o) => delete o.maximumAmount, /^maximumAmount must be/],
  ['interest paid weekly', 'TERM', (o) => (o.interestPayment = 'WEEKLY'), /^interestPayment must be AT_MATURITY, YEARLY, MONTHLY/],
  ['early termination as text', 'TERM', (o) => (o.earlyTermination = 'no'), /^earlyTermination must be true or false/],
  ['exclusive as text', 'TERM', (o) => (o.exclusive = 'yes'), /^exclusive must be true or false when given, got "yes"/],
  ['markets a string', 'TERM', (o) => (o.markets = 'de-de'), /^markets must be a list/],
  ['market in upper case', 'TERM', (o) => (o.markets = ['de-DE']), /^markets\[0\] must be a page locale/],
  ['market twice', 'TERM', (o) => (o.markets = ['de-de', 'de-de']), /^markets must be a list without repeats/],
  ['from not a date', 'TERM', (o) => (o.availableFrom = '01.03.2026'), /^availableFrom must be a date/],
  ['until month 13', 'TERM', (o) => (o.availableUntil = '2027-13-01'), /^availableUntil must be a date/],
];

/** What no JSON Schema can say, so only the hand check rejects it. */
const BEYOND_SCHEMA: [string, Edit, RegExp][] = [
  ['maximum below minimum', (o) => ((o.minimumAmount = 5000), (o.maximumAmount = 1000)), /^maximumAmount must be at least minimumAmount \(\d+\), got/],
  ['until before from', (o) => ((o.availableFrom = '2026-06-01'), (o.availableUntil = '2026-05-31')), /^availableUntil must be on or after availableFrom/],
];

describe('checkOffer', () => {
  it('lets every offer of the local catalogue through, unchanged', () => {
    for (const offer of catalogue) {
      const checked = checkOffer(offer);
      expect(checked, offer.id).toEqual({ ok: true, offer });
    }
  });

  it('keeps an offer with a field it does not know (services add fields)', () => {
    expect(checkOffer({ ...good('TERM'), promotion: 'autumn' }).ok).toBe(true);
  });

  for (const [what, type, edit, message] of MALFORMED) {
    it(`rejects an offer with ${what}, naming the field, as the schema does`, () => {
      const offer = good(type);
      edit(offer);
      const problems = problemsOf(offer);
      expect(
        problems.some((p) => message.test(p)),
        problems.join('; '),
      ).toBe(true);
      expect(schemaCheck(offer)).toBe(false);
    });
  }

  for (const [what, edit, message] of BEYOND_SCHEMA) {
    it(`rejects an offer with ${what} (beyond the schema)`, () => {
      const offer = good('TERM');
      edit(offer);
      expect(problemsOf(offer)).toEqual([expect.stringMatching(message)]);
    });
  }

  it('names the offer it rejects, or null when it has no usable id', () => {
    expect(checkOffer({ ...good('TERM'), interestRate: null })).toMatchObject({ ok: false, rejected: { id: good('TERM').id } });
    expect(checkOffer('offer')).toEqual({ ok: false, rejected: { id: null, problems: ['an offer must be an object, got "offer"'] } });
    expect(checkOffer(null).ok).toBe(false);
  });

  it('reaches the verdict of ajv with the schema for every field set to odd values', () => {
    const odd: unknown[] = [
      null,
      undefined,
      '',
      'x',
      0,
      -1,
      1.5,
      7,
      121,
      731,
      true,
      [],
      {},
      ['de-de'],
      { amount: 1, currency: 'EUR' },
      '2026-01-01',
      'TERM',
      'NOTICE',
      'YEARLY',
    ];
    const disagreements: string[] = [];
    for (const type of ['TERM', 'OVERNIGHT', 'NOTICE'] as const) {
      const base = good(type);
      // With the optional field too, which the first offers of the catalogue leave out.
      for (const field of [...Object.keys(base), 'exclusive']) {
        for (const value of odd) {
          const offer: Record<string, unknown> = { ...base, [field]: value };
          if (value === undefined) delete offer[field];
          // The rules beyond the schema (maximum ≥ minimum, until ≥ from) are left out of the comparison.
          const schemaProblems = problemsOf(offer).filter((p) => !BEYOND_SCHEMA.some(([, , message]) => message.test(p)));
          if ((schemaProblems.length === 0) !== schemaCheck(offer)) disagreements.push(`${type} ${field}=${JSON.stringify(value)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('checkOffersAnswer', () => {
  it('keeps the good offers in order and lists the rejected ones with their problems', () => {
    const [a, b, c] = catalogue;
    const broken = { ...b!, currency: 'euro' };
    const result = checkOffersAnswer({ data: [a, broken, 42, c] });
    expect(result.offers).toEqual([a, c]);
    expect(result.rejected).toEqual([
      { id: b!.id, problems: ['currency must be an ISO 4217 code such as EUR, got "euro"'] },
      { id: null, problems: ['an offer must be an object, got 42'] },
    ]);
    expect(result.problem).toBeNull();
  });

  it('says what is wrong with an answer that has no offer list', () => {
    for (const answer of [null, 'Service Unavailable', [], { data: {} }, { offers: [] }]) {
      const result = checkOffersAnswer(answer);
      expect(result.offers).toEqual([]);
      expect(result.problem).toMatch(/^the answer must be an object \{ data: \[offer\] \}/);
    }
  });
});
