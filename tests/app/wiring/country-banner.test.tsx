// @vitest-environment jsdom
// Spec 2.7 in the running app: "All good" hides the country banner at once and stores the
// market's preferred locale, whichever trigger showed it (config/headers/headers.yaml
// countryBanner: ?country=, a stored preference other than the market's, the flag cookie); the
// app takes the triggers away, so the next page has no banner until a trigger is set again.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from './app-harness.tsx';

const PREFERRED = 'portal.preferredLocale';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: 'Länderauswahl' });

async function answerAllGood(app: RenderedApp): Promise<void> {
  await screen.findByRole('heading', { level: 1 });
  const button = await screen.findByRole('button', { name: 'Alles richtig' });
  act(() => button.click());
  // At once: no waiting for anything but React's render of the click.
  expect(banner()).toBeNull();
  expect(localStorage.getItem(PREFERRED)).toBe('de-DE');
  expect(app.countryBannerCookie()).toBe(false);
}

async function stillGoneOnNextPage(app: RenderedApp): Promise<void> {
  act(() => app.history.push('/de-de/register/'));
  await screen.findByRole('heading', { level: 1, name: 'Kostenloses Konto eröffnen' });
  expect(banner()).toBeNull();
}

describe('country banner: "All good" (spec 2.7)', () => {
  it('shown by ?country=: the parameter leaves the address (same history entry)', async () => {
    const app = renderApp('/de-de/?country=at&design=v2');
    await answerAllGood(app);
    expect(app.history.getLocation().search).toBe('?design=v2');
    expect(app.history.replaced).toEqual(['/de-de/?design=v2']);
    await stillGoneOnNextPage(app);
    // A fresh trigger shows it again.
    act(() => app.history.push('/de-de/?country=at'));
    expect(await screen.findByRole('region', { name: 'Länderauswahl' })).toBeTruthy();
  });

  it('shown by the flag cookie: the cookie is removed', async () => {
    const app = renderApp('/de-de/', undefined, { countryBannerCookie: true });
    await answerAllGood(app);
    expect(app.history.replaced).toEqual([]);
    await stillGoneOnNextPage(app);
  });

  it("shown by a stored preference other than the market's: the market's is stored", async () => {
    localStorage.setItem(PREFERRED, 'fr-FR');
    const app = renderApp('/de-de/');
    await answerAllGood(app);
    await stillGoneOnNextPage(app);
  });

  it('shown by all three at once: all three are gone', async () => {
    localStorage.setItem(PREFERRED, 'fr-FR');
    const app = renderApp('/de-de/?country=fr', undefined, { countryBannerCookie: true });
    await answerAllGood(app);
    expect(app.history.getLocation().search).toBe('');
    await stillGoneOnNextPage(app);
  });

  it('choosing another market also takes the cookie away and navigates', async () => {
    const app = renderApp('/de-de/', undefined, { countryBannerCookie: true });
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('button', { name: 'Alles richtig' });
    const select = screen.getByRole('combobox', { name: 'Anderes Land wählen' }) as HTMLSelectElement;
    act(() => {
      select.value = 'de-at';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => screen.getByRole('button', { name: 'Weiter' }).click());
    expect(localStorage.getItem(PREFERRED)).toBe('de-AT');
    expect(app.countryBannerCookie()).toBe(false);
    await waitFor(() => expect(app.history.getLocation().pathname).toBe('/de-at/'));
    expect(banner()).toBeNull();
  });
});
