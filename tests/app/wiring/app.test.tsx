// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './app-harness.tsx';
import type { SignInSource } from '../../../src/app/data/services-context.tsx';
import { SignInError } from '../../../src/app/oidc/sign-in.ts';
import { hasPendingSignIn } from '../../../src/app/oidc/login-flow.ts';
import { PENDING_SIGN_IN_KEY } from '../../../src/app/oidc/sign-in.ts';

/** The sign-in chunk with the given functions (what the login block calls); two pages in its table. */
function fakeSignIn(flow: Record<string, unknown>): SignInSource {
  const chunk = { SignInError, hasPendingSignIn, ...flow } as unknown as Awaited<ReturnType<SignInSource['load']>>;
  return {
    load: async () => chunk,
    pages: async () => [{ id: 'overnight-deposits' }, { id: 'dashboard' }] as never,
    origin: 'http://portal.test',
    document,
  };
}

afterEach(cleanup);

describe('the running portal (jsdom)', () => {
  it('sends / to the default locale home', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(app.history.getLocation().pathname).toBe('/de-de/'));
    // The home page's title in config/pages/home.yaml.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Festgeld, Tagesgeld und Kündigungsgeld von Banken aus ganz Europa');
  });

  it('a customer page without a login shows the login fallback (engine: logo-only), whose link returns here after signing in', async () => {
    renderApp('/de-de/dashboard/?flags=newDashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de-de/login/?returnTo=%2Fde-de%2Fdashboard%2F%3Fflags%3DnewDashboard');
  });

  it('the login page starts the OpenID Connect sign-in by itself with its query, in the page language, in its own place in the history', async () => {
    const begun: unknown[] = [];
    const signIn = fakeSignIn({
      beginSignIn: async (input: { locale: string; search: string; pages: readonly { id: string }[] }) => {
        begun.push({ locale: input.locale, search: input.search, pages: input.pages.length });
        return 'https://idp.test/authorize?client_id=login';
      },
    });
    const app = renderApp('/en-gb/login/?product=overnight-deposits', undefined, { signIn });
    expect(await screen.findByText('You sign in with the Savingo sign-in service.')).toBeTruthy();
    await waitFor(() => expect(app.history.loadedInPlace).toEqual(['https://idp.test/authorize?client_id=login']));
    expect(app.history.assigned).toEqual(['https://idp.test/authorize?client_id=login']);
    expect(begun).toEqual([{ locale: 'en-gb', search: '?product=overnight-deposits', pages: 2 }]);
    // Meanwhile the page says it is on its way, its button pressed already.
    expect((await screen.findByText('One moment, please…')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  });

  it('after a logout (?state=signed-out) the login page says so and waits for its button', async () => {
    const begun: string[] = [];
    const signIn = fakeSignIn({
      beginSignIn: async (input: { search: string }) => {
        begun.push(input.search);
        return 'https://idp.test/authorize?client_id=login';
      },
    });
    const app = renderApp('/en-gb/login/?state=signed-out', undefined, { signIn });
    expect((await screen.findByText('You are logged out.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(app.history.replaced).toEqual(['/en-gb/login/']));
    const button = await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(begun).toEqual([]);
    expect(app.history.assigned).toEqual([]);
    act(() => button.click());
    await waitFor(() => expect(app.history.loadedInPlace).toEqual(['https://idp.test/authorize?client_id=login']));
    expect(begun).toEqual(['']);
  });

  it("the provider's answer is taken out of the address at once; a stale one is refused with a message", async () => {
    const signIn = fakeSignIn({
      finishSignIn: async () => {
        throw new SignInError('state', 'state mismatch');
      },
    });
    const app = renderApp('/en-gb/login/?code=secret-code&state=forged&design=v1', undefined, { signIn });
    await waitFor(() => expect(app.history.replaced).toEqual(['/en-gb/login/?design=v1']));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in has expired or was not started here.');
    expect(app.services.tokens.getAccessToken()).toBeNull();
  });

  it('a code this tab asked for lets the old session go before the new one is fetched; a forged one leaves it alone', async () => {
    let finish: (value: never) => void = () => undefined;
    const signIn = fakeSignIn({ finishSignIn: () => new Promise((resolve) => (finish = resolve)) });
    const session = { accessToken: 'old-customer-token', refreshToken: 'old-refresh' };
    const forged = renderApp('/de-de/login/?code=forged&state=x', undefined, { signIn, session });
    await waitFor(() => expect(forged.history.replaced).toEqual(['/de-de/login/']));
    expect(forged.services.tokens.getAccessToken()).toBe('old-customer-token');
    cleanup();

    const asked = renderApp('/de-de/login/?code=real&state=y', undefined, { signIn, session, tabStorage: { [PENDING_SIGN_IN_KEY]: '{}' } });
    await waitFor(() => expect(asked.history.replaced).toEqual(['/de-de/login/']));
    // Still exchanging the code (finishSignIn has not answered): the old customer is gone already.
    await waitFor(() => expect(asked.services.tokens.getAccessToken()).toBeNull());
    expect(finish).toBeTypeOf('function');
  });

  it('a required-action page is for customers: a visitor gets the login prompt in the page language', async () => {
    renderApp('/fr-fr/customer-data-validity/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Veuillez vous connecter' })).toBeTruthy();
  });

  it('an unknown path shows the locale’s not-found page', async () => {
    renderApp('/fr-fr/paymnet-methods/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Aller à l'accueil" }).getAttribute('href')).toBe('/fr-fr/');
  });

  it('follows in-app navigation', async () => {
    const app = renderApp('/de-de/');
    await screen.findByRole('heading', { level: 1 });
    act(() => app.history.push('/de-de/register/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kostenloses Konto eröffnen' })).toBeTruthy();
  });
});
