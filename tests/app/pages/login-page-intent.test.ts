// Docs/decisions.md "Sign-in in one press": when the login page starts the sign-in by itself,
// and when it shows itself instead (an answer of the provider, a logout, a hand-over).
import { describe, expect, it } from 'vitest';
import { loginPageIntent } from '../../../src/app/pages/login-page-intent.ts';

const on = (pathname: string, search = '') => loginPageIntent({ pathname, search }, 'de-de');

describe('the login page', () => {
  it('starts the sign-in itself, whatever else its query carries (product, returnTo, customerId, flags)', () => {
    expect(on('/de-de/login/')).toBe('start');
    expect(on('/de-de/login')).toBe('start');
    expect(on('/de-de/login/', '?product=overnight-deposits&customerId=DE4400112232')).toBe('start');
    expect(on('/de-de/login/', '?returnTo=%2Fde-de%2Fdashboard%2F&flags=newDashboard')).toBe('start');
  });

  it("never starts again on the provider's answer: a code or an error is handled instead", () => {
    expect(on('/de-de/login/', '?code=abc&state=xyz')).toBe('answer');
    expect(on('/de-de/login/', '?error=access_denied&state=xyz')).toBe('answer');
    expect(on('/de-de/login/', '?error=login_required')).toBe('answer');
  });

  it('shows itself after a session ended (the logout, the expiry) and on any other return from the provider', () => {
    expect(on('/de-de/login/', '?state=signed-out')).toBe('signed-out');
    expect(on('/de-de/login/', '?state=something-else')).toBe('show');
    expect(on('/de-de/login/', '?state=')).toBe('show');
  });

  it('takes over a handed-over session, and starts nothing on a page that is not the login page', () => {
    expect(on('/de-de/token-exchange/', '?subject_token=a.b.c')).toBe('handover');
    expect(on('/de-de/token-exchange/')).toBe('show');
    // Another locale's login page is not this block's.
    expect(on('/de-at/login/')).toBe('show');
  });
});
