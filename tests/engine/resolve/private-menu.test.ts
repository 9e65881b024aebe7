// Spec 2.3 and 2.5: which entries a logged-in customer's navigation and account menu carry.
import { describe, expect, it } from 'vitest';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { findItem, headerItems, ids, resolvePersona, variantOf } from '../../support/personas.ts';

function withDeposits(types: string[]): Persona {
  return variantOf('active-de', (p) => {
    p.depositTypes = types;
  });
}

describe('deposit entries per account type held (spec 2.3, 2.5)', () => {
  it('term and overnight holders see both deposit pages, no notice page', () => {
    const nav = resolvePersona('active-de').header.nav;
    expect(findItem(nav, 'term-deposits')?.href).toBe('/de-de/dashboard/savings/term/');
    expect(findItem(nav, 'overnight-deposits')?.href).toBe('/de-de/dashboard/savings/overnight/');
    expect(findItem(nav, 'notice-deposits')).toBeUndefined();
  });

  it.each([
    [['TERM'], ['term-deposits']],
    [['FLEX'], ['term-deposits']],
    [['OVERNIGHT'], ['overnight-deposits']],
    [['NOTICE'], ['notice-deposits']],
    [
      ['TERM', 'OVERNIGHT', 'NOTICE'],
      ['term-deposits', 'overnight-deposits', 'notice-deposits'],
    ],
  ])('deposit types %j give %j', (types, expected) => {
    const nav = resolvePersona(withDeposits(types)).header.nav;
    const deposits = ids(nav).filter((id) => id.endsWith('-deposits'));
    expect(deposits).toEqual(expected);
  });

  it("while the customer's data loads, the private header has no navigation yet (the renderer draws its skeleton)", () => {
    const loading = resolvePersona(
      variantOf('active-de', (p) => void Object.assign(p, { loading: true, customer: undefined, context: { ...p.context, headerType: 'private' } })),
    );
    expect(loading.header.type).toBe('private');
    expect(loading.header.nav).toEqual([]);
    expect(resolvePersona('active-de').header.nav.length).toBeGreaterThan(0);
  });

  it('a customer without deposit accounts has no deposits dropdown at all', () => {
    const nav = resolvePersona(withDeposits([])).header.nav;
    expect(findItem(nav, 'deposits')).toBeUndefined();
  });

  it('a UK notice-account holder sees the notice page and the notice offers only', () => {
    const nav = resolvePersona('notice-account-gb').header.nav;
    expect(findItem(nav, 'notice-deposits')?.href).toBe('/en-gb/dashboard/savings/notice/');
    expect(findItem(nav, 'term-deposits')).toBeUndefined();
    expect(findItem(nav, 'overnight-deposits')).toBeUndefined();
    const offers = ids(findItem(nav, 'offers')?.children);
    expect(offers).toEqual(['offer-notice']);
    expect(findItem(nav, 'offer-notice')?.href).toBe('/en-gb/products/notice/');
  });

  it('with newDepositsPage off the legacy hash routes are used, locale-prefixed and lower-cased', () => {
    const nav = resolvePersona('legacy-deposits-de').header.nav;
    expect(findItem(nav, 'term-deposits')?.href).toBe('/de-de/#/myinvestments/termdeposit');
    expect(findItem(nav, 'overnight-deposits')?.href).toBe('/de-de/#/myinvestments/overnight');
    expect(findItem(nav, 'notice-deposits')?.href).toBe('/de-de/#/myinvestments/notice');
  });

  it('Italian deposit links use /it-it/dashboard/savings/... with the new deposits page', () => {
    const nav = resolvePersona('active-it').header.nav;
    expect(findItem(nav, 'term-deposits')?.href).toBe('/it-it/dashboard/savings/term/');
    expect(findItem(nav, 'overnight-deposits')?.href).toBe('/it-it/dashboard/savings/overnight/');
  });
});

describe('offer entries per product-type access (spec 2.2, 2.5)', () => {
  it.each([
    [{ term_product_access: true }, ['offer-term']],
    [{ overnight_product_access: true }, ['offer-overnight']],
    [{ notice_product_access: true }, ['offer-notice']],
    [{ term_product_access: true, overnight_product_access: true, notice_product_access: true }, ['offer-term', 'offer-overnight', 'offer-notice']],
  ])('access %j gives %j', (access, expected) => {
    const nav = resolvePersona(
      variantOf('active-de', (p) => {
        p.productTypes = access;
      }),
    ).header.nav;
    expect(ids(findItem(nav, 'offers')?.children)).toEqual(expected);
  });

  it('no access at all: no offers dropdown', () => {
    const nav = resolvePersona(
      variantOf('active-de', (p) => {
        p.productTypes = {};
      }),
    ).header.nav;
    expect(findItem(nav, 'offers')).toBeUndefined();
  });

  it('offer links point at the offer pages of spec 2.2', () => {
    const nav = resolvePersona(
      variantOf('active-de', (p) => {
        p.productTypes = { term_product_access: true, overnight_product_access: true, notice_product_access: true };
      }),
    ).header.nav;
    expect(findItem(nav, 'offer-term')?.href).toBe('/de-de/products/');
    expect(findItem(nav, 'offer-overnight')?.href).toBe('/de-de/products/overnight/');
    expect(findItem(nav, 'offer-notice')?.href).toBe('/de-de/products/notice/');
  });
});

describe('investments (spec 2.3, 2.5, 6)', () => {
  it('wealth management shows only with the product, at the new dashboard route', () => {
    const nav = resolvePersona('active-de').header.nav;
    expect(findItem(nav, 'wealth-management')?.href).toBe('/de-de/dashboard/investments/wealth-management?source=dwm');
    const without = resolvePersona(
      variantOf('active-de', (p) => {
        p.productInstances = [];
      }),
    ).header.nav;
    expect(findItem(without, 'wealth-management')).toBeUndefined();
  });

  it('with the old dashboard the wealth management link is /investments/wealth-management/dashboard…', () => {
    const href = findItem(resolvePersona('legacy-dashboard-de').header.nav, 'wealth-management')?.href;
    expect(href?.startsWith('/de-de/investments/wealth-management/dashboard')).toBe(true);
  });

  it('a REJECTED or CLOSED portfolio does not count', () => {
    for (const state of ['REJECTED', 'CLOSED']) {
      const nav = resolvePersona(
        variantOf('active-de', (p) => {
          p.productInstances = [{ product_category: 'LIQUID', state, instance_template_domain_id: 'DWM50' }];
        }),
      ).header.nav;
      expect(findItem(nav, 'wealth-management')).toBeUndefined();
    }
  });

  it('interest portfolio needs the money-market-separation flag AND the product', () => {
    const on = resolvePersona('money-market-de').header.nav;
    expect(findItem(on, 'interest-portfolio')?.href).toBe('/de-de/dashboard/investments/money-market?source=dwm');
    expect(findItem(resolvePersona('money-market-flag-off-de').header.nav, 'interest-portfolio')).toBeUndefined();
    // flag on, no product (active-de holds DWM50 only)
    expect(findItem(resolvePersona('active-de').header.nav, 'interest-portfolio')).toBeUndefined();
  });

  it('pension, ETF configurator and crypto show for a German pension customer', () => {
    const nav = resolvePersona('pension-de').header.nav;
    expect(findItem(nav, 'pension')?.href).toBe('/de-de/investments/pension/');
    expect(findItem(nav, 'etf-configurator')).toBeDefined();
    expect(findItem(nav, 'crypto')).toBeDefined();
  });

  it('pension entries need pension products and a German customer', () => {
    const noProducts = resolvePersona(
      variantOf('pension-de', (p) => {
        p.pensionProducts = [];
      }),
    ).header.nav;
    const austrian = resolvePersona(
      variantOf('pension-de', (p) => {
        p.customer!.address = { countryCode: 'AT' };
      }),
    ).header.nav;
    for (const nav of [noProducts, austrian]) {
      for (const id of ['pension', 'etf-configurator', 'crypto']) expect(findItem(nav, id)).toBeUndefined();
    }
  });
});

describe('distributor, company and market specifics (spec 2.5)', () => {
  it('finance knowledge is hidden for PARTNER_B and shown otherwise', () => {
    expect(findItem(resolvePersona('distributor-partner-b-de').header.nav, 'finance-knowledge')).toBeUndefined();
    expect(findItem(resolvePersona('active-de').header.nav, 'finance-knowledge')).toBeDefined();
  });

  it('company customers get the business-customer tax and deposit-guarantee pages', () => {
    const nav = resolvePersona('company-customer-de').header.nav;
    expect(findItem(nav, 'business-tax')?.href).toBe('/de-de/business-customers/taxes/');
    expect(findItem(nav, 'business-deposit-guarantee')?.href).toBe('/de-de/business-customers/deposit-guarantee/');
    const person = resolvePersona('active-de').header.nav;
    expect(findItem(person, 'business-tax')).toBeUndefined();
    expect(findItem(person, 'business-deposit-guarantee')).toBeUndefined();
  });

  it('the Dutch investing section shows only with the NL launch flag', () => {
    expect(findItem(resolvePersona('active-nl').header.nav, 'investing')).toBeUndefined();
    const launched = findItem(resolvePersona('active-nl-wealth-launch').header.nav, 'investing');
    expect(launched).toBeDefined();
    expect(launched!.children!.length).toBeGreaterThan(0);
    expect(findItem(resolvePersona('anonymous-nl').header.nav, 'investing')).toBeUndefined();
  });

  it('the French private menu carries the referral text of up to 500', () => {
    const items = headerItems(resolvePersona('active-fr'));
    expect(items.some((i) => `${i.title} ${i.description ?? ''}`.includes('500'))).toBe(true);
    expect(items.map((i) => i.href ?? '').filter((h) => h.includes('payment-methods'))).toEqual([]);
  });
});
