// What replaces a page's body (view model `gate`): spec 4's login prompt and spec 8's 403 notice.
import { describe, expect, it } from 'vitest';
import { resolveOnFixture, loadPersona } from '../../support/personas.ts';

describe('the gate in the view model', () => {
  it('is the forbidden notice when the customer service answered 403: nobody is logged in then', () => {
    const vm = resolveOnFixture('forbidden-403-de');
    expect(vm.gate).toBe('forbidden');
    expect(vm.header.account).toBeNull();
    expect(vm.header.balance).toBeNull();
  });

  it('is the login prompt on a customer page without a login', () => {
    const visitor = loadPersona('anonymous-de');
    visitor.context.page = '/de-de/dashboard/';
    expect(resolveOnFixture(visitor).gate).toBe('login');
  });

  it('is nothing for a logged-in customer, and on the login page even after a 403', () => {
    expect(resolveOnFixture('active-de').gate).toBeNull();
    const refused = loadPersona('forbidden-403-de');
    refused.context.page = '/de-de/login/';
    expect(resolveOnFixture(refused).gate).toBeNull();
  });
});
