/**
 * The portal's check of the product-offer service's answer at the boundary: the rules of
 * schemas/product-offers.schema.json, written by hand because ajv is too big for the browser
 * (tests/engine/offers/check-offer.test.ts holds the two to the same verdicts), plus two rules
 * a schema cannot say (maximum ≥ minimum, until ≥ from). One bad offer is left out with its
 * problems named; the others still show.
 */
import { INTEREST_PAYMENTS, PRODUCT_TYPES, type ProductOffer } from './offer.ts';

export interface RejectedOffer {
  /** The offer's id when it has a readable one, so a log line can name it. */
  id: string | null;
  problems: string[];
}

export type OfferCheck = { ok: true; offer: ProductOffer } | { ok: false; rejected: RejectedOffer };

export interface CheckedOffers {
  offers: ProductOffer[];
  rejected: RejectedOffer[];
  /** What is wrong with the answer as a whole (no `data` list); then there are no offers. */
  problem: string | null;
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => isNumber(value) && Number.isInteger(value);
const shown = (value: unknown): string => (value === undefined ? 'missing' : (JSON.stringify(value) ?? String(value)));

/** Collects "field must be …, got …" lines. */
class Problems {
  readonly list: string[] = [];
  need(ok: boolean, field: string, what: string, value: unknown): boolean {
    if (!ok) this.list.push(`${field} must be ${what}, got ${shown(value)}`);
    return ok;
  }
}

function checkString(p: Problems, field: string, value: unknown, pattern: RegExp | null, what: string): void {
  p.need(typeof value === 'string' && (pattern ? pattern.test(value) : value.length > 0), field, what, value);
}

function checkNumber(p: Problems, field: string, value: unknown, min: number, exclusive: boolean, max = Infinity): void {
  const ok = isNumber(value) && (exclusive ? value > min : value >= min) && value <= max;
  p.need(ok, field, `a number ${exclusive ? '>' : '≥'} ${min}${max < Infinity ? ` and ≤ ${max}` : ''}`, value);
}

function checkMoney(p: Problems, field: string, value: unknown): void {
  if (!p.need(isObject(value), field, 'an object { amount, currency }', value)) return;
  const money = value as Record_;
  checkNumber(p, `${field}.amount`, money.amount, 0, true);
  checkString(p, `${field}.currency`, money.currency, CURRENCY, 'an ISO 4217 code such as EUR');
}

/** TERM has a term and no notice period, NOTICE the other way round, OVERNIGHT neither. */
function checkDuration(p: Problems, offer: Record_): void {
  const { productType, termMonths, noticePeriodDays } = offer;
  const term = isInteger(termMonths) && termMonths >= 1 && termMonths <= 120;
  const notice = isInteger(noticePeriodDays) && noticePeriodDays >= 1 && noticePeriodDays <= 730;
  const known = (PRODUCT_TYPES as readonly unknown[]).includes(productType);
  if (productType === 'TERM') p.need(term, 'termMonths', 'a whole number of months from 1 to 120 for a TERM offer', termMonths);
  else if (known) p.need(termMonths === null, 'termMonths', `null for a ${String(productType)} offer`, termMonths);
  else p.need(term || termMonths === null, 'termMonths', 'a whole number of months from 1 to 120, or null', termMonths);
  if (productType === 'NOTICE') p.need(notice, 'noticePeriodDays', 'a whole number of days from 1 to 730 for a NOTICE offer', noticePeriodDays);
  else if (known) p.need(noticePeriodDays === null, 'noticePeriodDays', `null for a ${String(productType)} offer`, noticePeriodDays);
  else p.need(notice || noticePeriodDays === null, 'noticePeriodDays', 'a whole number of days from 1 to 730, or null', noticePeriodDays);
}

function checkMarkets(p: Problems, value: unknown): void {
  if (!p.need(Array.isArray(value), 'markets', 'a list of page locales', value)) return;
  const list = value as unknown[];
  list.forEach((locale, i) => {
    checkString(p, `markets[${i}]`, locale, LOCALE, 'a page locale such as de-de');
  });
  p.need(new Set(list).size === list.length, 'markets', 'a list without repeats', value);
}

/** Checks one offer; the offer is returned as it came (unknown extra fields are kept, not trusted). */
export function checkOffer(value: unknown): OfferCheck {
  if (!isObject(value)) return { ok: false, rejected: { id: null, problems: [`an offer must be an object, got ${shown(value)}`] } };
  const p = new Problems();
  checkString(p, 'id', value.id, ID, 'lower-case words joined by "-"');
  p.need((PRODUCT_TYPES as readonly unknown[]).includes(value.productType), 'productType', PRODUCT_TYPES.join(', '), value.productType);
  if (p.need(isObject(value.bank), 'bank', 'an object { id, name }', value.bank)) {
    const bank = value.bank as Record_;
    checkString(p, 'bank.id', bank.id, ID, 'lower-case words joined by "-"');
    checkString(p, 'bank.name', bank.name, null, 'a non-empty string');
  }
  checkString(p, 'bankCountry', value.bankCountry, COUNTRY, 'an ISO 3166 country code such as DE');
  if (p.need(isObject(value.depositGuarantee), 'depositGuarantee', 'an object { scheme, limit }', value.depositGuarantee)) {
    const guarantee = value.depositGuarantee as Record_;
    checkString(p, 'depositGuarantee.scheme', guarantee.scheme, null, 'a non-empty string');
    checkMoney(p, 'depositGuarantee.limit', guarantee.limit);
  }
  checkNumber(p, 'interestRate', value.interestRate, 0, false, 25);
  checkDuration(p, value);
  checkString(p, 'currency', value.currency, CURRENCY, 'an ISO 4217 code such as EUR');
  checkNumber(p, 'minimumAmount', value.minimumAmount, 0, false);
  checkNumber(p, 'maximumAmount', value.maximumAmount, 0, true);
  if (isNumber(value.minimumAmount) && isNumber(value.maximumAmount)) {
    p.need(value.maximumAmount >= value.minimumAmount, 'maximumAmount', `at least minimumAmount (${value.minimumAmount})`, value.maximumAmount);
  }
  p.need((INTEREST_PAYMENTS as readonly unknown[]).includes(value.interestPayment), 'interestPayment', INTEREST_PAYMENTS.join(', '), value.interestPayment);
  p.need(typeof value.earlyTermination === 'boolean', 'earlyTermination', 'true or false', value.earlyTermination);
  if (value.exclusive !== undefined) p.need(typeof value.exclusive === 'boolean', 'exclusive', 'true or false when given', value.exclusive);
  checkMarkets(p, value.markets);
  checkString(p, 'availableFrom', value.availableFrom, DATE, 'a date YYYY-MM-DD');
  const until = value.availableUntil;
  p.need(until === null || (typeof until === 'string' && DATE.test(until)), 'availableUntil', 'a date YYYY-MM-DD or null', until);
  if (typeof until === 'string' && typeof value.availableFrom === 'string' && p.list.length === 0) {
    p.need(until >= value.availableFrom, 'availableUntil', `on or after availableFrom (${value.availableFrom})`, until);
  }
  if (p.list.length > 0) return { ok: false, rejected: { id: typeof value.id === 'string' ? value.id : null, problems: p.list } };
  return { ok: true, offer: value as unknown as ProductOffer };
}

/** Checks the whole answer `{ data: [offer] }`: the good offers, the rejected ones with their problems. */
export function checkOffersAnswer(answer: unknown): CheckedOffers {
  if (!isObject(answer) || !Array.isArray(answer.data)) {
    return { offers: [], rejected: [], problem: `the answer must be an object { data: [offer] }, got ${shown(answer).slice(0, 80)}` };
  }
  const offers: ProductOffer[] = [];
  const rejected: RejectedOffer[] = [];
  for (const item of answer.data as unknown[]) {
    const checked = checkOffer(item);
    if (checked.ok) offers.push(checked.offer);
    else rejected.push(checked.rejected);
  }
  return { offers, rejected, problem: null };
}
