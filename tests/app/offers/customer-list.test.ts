/**
 * A logged-in customer's offer list: the block selects the service's answer, and the build's
 * list when the service fails, with the customer's facts over the visitor's, so the
 * product-access and PARTNER_B restrictions of the offer selection (the tests' own,
 * tests/fixtures/one-site/offers/selection.yaml) apply in the browser as the engine decides
 * them. The block data is made by the build's own function; the customer's facts by the
 * deriver the customer chunk publishes; the expected ids are read off
 * server/backend/product-offers.json by hand.
 */
import { describe, expect, it } from 'vitest';
import { afterAnswer, builtFor } from '../../../src/app/offers/live-offers.ts';
import { customerFactsOf } from '../../../src/engine/facts/customer-facts.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { offerBlockData } from '../../../src/engine/offers/block-data.ts';
import { checkOffersAnswer } from '../../../src/engine/offers/check-offer.ts';
import { productOffersAnswer } from '../../../server/backend/product-offers.ts';
import { loadOfferSelection } from '../../../tools/offers/load-selection.ts';
import { readPersona } from '../../../tools/portal/persona.ts';
import { repoRoot } from '../../support/config.ts';
import { fixtureConfig, fixtureConfigDir } from '../../support/fixture-config.ts';

const config = fixtureConfig();
const selection = loadOfferSelection(repoRoot, config, fixtureConfigDir)!;
const catalogue = checkOffersAnswer(productOffersAnswer()).offers;
const AT = Date.parse('2026-12-01T09:00:00Z');

function blockData(list: string, path: string) {
  const visitorFacts = deriveFacts({ context: { locale: 'de-de', page: path, now: new Date(AT).toISOString() }, flags: {} }, config);
  return offerBlockData({ selection, visitorFacts, catalogue, list, texts: {}, detailPath: null });
}

function customerFacts(personaId: string, productTypes?: Record<string, boolean>) {
  const persona = readPersona(repoRoot, personaId);
  return customerFactsOf(productTypes ? { ...persona, productTypes } : persona, config) as unknown as Record<string, unknown>;
}

const ids = (listed: { offer: { id: string } }[]) => listed.map((s) => s.offer.id);
const ready = { status: 'ready', offers: catalogue, leftOut: 0 } as const;

describe('the live term list', () => {
  const data = blockData('products', '/de-de/products/');

  it("lists a visitor every country's banks", () => {
    expect(ids(afterAnswer(data, AT, 'products', ready).listed)).toEqual(expect.arrayContaining(['valletta-merchant-term-60m', 'baltvara-bank-term-60m']));
  });

  it("leaves PARTNER_B's customer the banks of DE, AT, FR and NL only, best rate first", () => {
    const live = afterAnswer(data, AT, 'products', ready, customerFacts('distributor-partner-b-de'));
    expect(live.phase).toBe('live');
    expect(ids(live.listed).slice(0, 2)).toEqual(['deltabank-term-48m', 'credit-rivage-term-18m']);
    expect(ids(live.listed)).not.toContain('valletta-merchant-term-60m');
    expect(live.listed.every((s) => ['DE', 'AT', 'FR', 'NL'].includes(s.offer.bankCountry))).toBe(true);
  });

  it("applies the restriction to the build's list too when the service fails", () => {
    const partnerB = customerFacts('distributor-partner-b-de');
    const stale = afterAnswer(data, AT, 'products', { status: 'unavailable', reason: 'timeout' }, partnerB);
    expect(stale.phase).toBe('stale');
    expect(ids(stale.listed)).toContain('deltabank-term-48m');
    expect(ids(stale.listed)).not.toContain('valletta-merchant-term-60m');
    expect(ids(builtFor(data, AT, 'products', null))).toContain('valletta-merchant-term-60m');
  });
});

describe('product access', () => {
  const notice = blockData('products-notice', '/de-de/products/notice/');
  const overnight = blockData('products-overnight', '/de-de/products/overnight/');

  it('lists a customer without notice access no notice offer, and a visitor the notice offers', () => {
    expect(ids(afterAnswer(notice, AT, 'products-notice', ready).listed)).toEqual(
      expect.arrayContaining(['baltvara-bank-notice-31d', 'bank-wisla-notice-90d']),
    );
    expect(afterAnswer(notice, AT, 'products-notice', ready, customerFacts('active-de')).listed).toEqual([]);
  });

  it('lists overnight offers to a customer with overnight access only', () => {
    const open = customerFacts('active-de', { term_product_access: true, overnight_product_access: true, notice_product_access: false });
    const closed = customerFacts('active-de', { term_product_access: true, overnight_product_access: false, notice_product_access: false });
    expect(ids(afterAnswer(overnight, AT, 'products-overnight', ready, open).listed)[0]).toBe('valletta-merchant-overnight');
    expect(afterAnswer(overnight, AT, 'products-overnight', ready, closed).listed).toEqual([]);
  });

  it('leaves the detail block (no list) as a visitor sees it: its order form checks access', () => {
    const detail = offerBlockData({
      selection,
      visitorFacts: deriveFacts({ context: { locale: 'de-de', page: '/de-de/products/offer/', now: new Date(AT).toISOString() }, flags: {} }, config),
      catalogue,
      list: null,
      texts: {},
      detailPath: null,
    });
    expect(ids(afterAnswer(detail, AT, null, ready, customerFacts('active-de')).listed)).toContain('bank-wisla-notice-90d');
  });
});
