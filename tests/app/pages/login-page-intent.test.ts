// Docs/decisions.md "Sign-in in one press": when the login page starts the sign-in by itself,
// and when it shows itself instead (an answer of the provider, a logout, a hand-over).
import { describe, expect, it } from 'vitest';
import { loginPageIntent } from '../../../src/app/pages/login-page-intent.ts';

const on = (pathname: string, search = '', signedIn = false) => loginPageIntent({ pathname, search }, 'de-de', signedIn);

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

  it('shows itself to a customer who is signed in already, unless it is to sign in as another customer of theirs (customerId)', () => {
    expect(on('/de-de/login/', '', true)).toBe('show');
    expect(on('/de-de/login/', '?product=overnight-deposits', true)).toBe('show');
    expect(on('/de-de/login/', '?customerId=DE4400112234', true)).toBe('start');
    // The provider's answer is handled whoever is signed in.
    expect(on('/de-de/login/', '?code=abc&state=xyz', true)).toBe('answer');
  });

  it('takes over a handed-over session, and starts nothing on a page that is not the login page', () => {
    expect(on('/de-de/token-exchange/', '?subject_token=a.b.c')).toBe('handover');
    expect(on('/de-de/token-exchange/')).toBe('show');
    // Another locale's login page is not this block's.
    expect(on('/de-at/login/')).toBe('show');
  });
});
