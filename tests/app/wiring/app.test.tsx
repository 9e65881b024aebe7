// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './app-harness.tsx';

afterEach(cleanup);

describe('the running portal (jsdom)', () => {
  it('sends / to the default locale home', async () => {
    const app = renderApp('/');
    await waitFor(() => expect(app.history.getLocation().pathname).toBe('/de-de/'));
    // The home page's title in config/pages/home.yaml.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty('textContent', 'Festgeld, Tagesgeld und Kündigungsgeld von Banken aus ganz Europa');
  });

  it('a customer page without a login shows the login fallback (engine: logo-only)', async () => {
    renderApp('/de-de/dashboard/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitte melden Sie sich an' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de-de/login/');
  });

  it('the local login page is marked as a stand-in and lists logged-in personas only', async () => {
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/local/personas')) {
        return Response.json([
          { id: 'active-de', description: 'Active German customer', locale: 'de-de', loggedIn: true, activeSessions: 0 },
          { id: 'anonymous-de', description: 'Visitor', locale: 'de-de', loggedIn: false, activeSessions: 0 },
        ]);
      }
      return new Response('{}', { status: 404 });
    };
    const app = renderApp('/en-gb/login/', fetch);
    expect(await screen.findByRole('button', { name: 'active-de' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'anonymous-de' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Local test login — not the real login flow');
    await waitFor(() => expect(app.lang()).toBe('en-GB'));
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
