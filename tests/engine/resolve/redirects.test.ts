// Spec 4: required-action redirects, their priority and where they never apply.
import { describe, expect, it } from 'vitest';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { resolvePersona, variantOf } from '../../support/personas.ts';

describe('required-action redirects (spec 4)', () => {
  it.each([
    ['no-reference-iban-de', 'reference-account', '/de-de/reference-account/'],
    ['uk-missing-origin-of-funds', 'financial-information', '/en-gb/financial-information/'],
    ['uk-missing-income', 'financial-information', '/en-gb/financial-information/'],
    ['data-validity-expired-de', 'data-validity-confirmation', '/de-de/customer-data-validity/'],
    ['data-validity-revalidate-fr', 'data-validity-confirmation', '/fr-fr/customer-data-validity/'],
    ['data-validity-expired-de-on-reference-account-entry', 'data-validity-confirmation', '/de-de/customer-data-validity/'],
  ])('%s is sent to %s at %s', (persona, action, href) => {
    const redirect = resolvePersona(persona).redirect;
    expect(redirect?.action).toBe(action);
    expect(redirect?.href).toBe(href);
  });

  it('each redirect carries the tracking event its rule names, to send first', () => {
    const config = fixtureConfig();
    for (const persona of ['no-reference-iban-de', 'data-validity-expired-de']) {
      const redirect = resolvePersona(persona, config).redirect;
      const rule = config.redirects.list.find((r) => r.action === redirect?.action);
      expect(rule?.tracking, persona).toBeDefined();
      expect(redirect?.tracking, persona).toEqual(rule!.tracking);
    }
  });

  it('the reference account beats CDVC when both hold', () => {
    expect(resolvePersona('no-reference-iban-and-expired-de').redirect).toMatchObject({
      action: 'reference-account',
      href: '/de-de/reference-account/',
    });
  });

  it('financial information beats CDVC for a UK customer (CDVC is for non-UK only anyway)', () => {
    const persona = variantOf('uk-missing-income', (p) => {
      p.customer!._embedded!.dataValidity = { status: 'EXPIRED' };
    });
    expect(resolvePersona(persona).redirect?.action).toBe('financial-information');
  });

  it('the reference-account redirect keeps the product query parameter', () => {
    const persona = variantOf('no-reference-iban-de', (p) => {
      p.context.query = { product: 'term-12m' };
    });
    expect(resolvePersona(persona).redirect?.href).toBe('/de-de/reference-account/?product=term-12m');
  });

  it.each([
    'no-reference-iban-de-on-login',
    'data-validity-expired-de-on-cdvc',
    'data-validity-expired-de-on-corporate',
    'data-validity-revalidate-fr-on-register',
    'uk-missing-income-on-financial-information',
    'uk-missing-origin-of-funds-on-open-banking',
    'no-reference-iban-and-expired-de-on-reference-account-update',
  ])('%s: no redirect on an excluded page', (persona) => {
    expect(resolvePersona(persona).redirect).toBeNull();
  });

  it.each([
    ['login', '/de-de/login/'],
    ['registration', '/de-de/register/'],
    ['open-banking', '/en-gb/open-banking/'],
    ['corporate', '/en/corporate/'],
    ['CDVC', '/de-de/customer-data-validity/'],
    ['financial information', '/de-de/financial-information/'],
    ['reference account update', '/de-de/reference-account/update/'],
  ])('no redirect on the %s page (%s) for a customer matching every rule', (_kind, page) => {
    const persona = variantOf('no-reference-iban-and-expired-de', (p) => {
      p.context.page = page;
      p.context.locale = page.split('/')[1]!;
    });
    expect(resolvePersona(persona).redirect).toBeNull();
  });

  it('a UK customer with EXPIRED data validity is not redirected', () => {
    expect(resolvePersona('uk-validity-expired').redirect).toBeNull();
  });

  it('an inactive customer without a reference IBAN is not redirected', () => {
    expect(resolvePersona('inactive-no-reference-iban-de').redirect).toBeNull();
  });

  it('an anonymous visitor is never redirected', () => {
    expect(resolvePersona('anonymous-de').redirect).toBeNull();
  });

  it('never redirects to the page the customer is already on', () => {
    // The reference account entry page is not excluded, but it is the target itself.
    for (const page of ['/de-de/reference-account/', '/de-de/reference-account', '/DE-DE/Reference-Account/']) {
      const persona = variantOf('no-reference-iban-de', (p) => {
        p.context.page = page;
      });
      expect(resolvePersona(persona).redirect).toBeNull();
    }
  });

  it('a customer with nothing to do is not redirected', () => {
    for (const persona of ['active-de', 'active-gb', 'active-fr', 'active-ie', 'active-nl', 'company-customer-de']) {
      expect(resolvePersona(persona).redirect).toBeNull();
    }
  });
});
