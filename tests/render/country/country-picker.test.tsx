// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { CountryPicker } from '../../../src/render/country/CountryPicker.tsx';
import { MARKETS } from '../../../src/render/country/fixtures.ts';
import { renderWithI18n, testI18n } from '../footer/i18n.tsx';
import { setScreenWide } from './match-media.ts';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

const trigger = () => screen.getByRole('button', { name: /^Germany/ });

describe('CountryPicker on a wide screen', () => {
  it('is a disclosure button showing a list of market links', async () => {
    setScreenWide(true);
    const user = userEvent.setup();
    renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-controls')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(trigger().getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(MARKETS.map((market) => market.label));
    expect(within(list).getByRole('link', { name: 'Germany' }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getByRole('link', { name: 'Spain' }).getAttribute('href')).toBe('/es-es/');
  });

  it('closes on Escape and returns focus to the button', async () => {
    setScreenWide(true);
    const user = userEvent.setup();
    renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" />);
    await user.click(trigger());
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Austria');
    await user.keyboard('{Escape}');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('hands a chosen market to onSelectMarket and closes', async () => {
    setScreenWide(true);
    const user = userEvent.setup();
    const onSelectMarket = vi.fn();
    renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" onSelectMarket={onSelectMarket} />);
    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'France' }));
    expect(onSelectMarket).toHaveBeenCalledWith(expect.objectContaining({ locale: 'fr-fr', href: '/fr-fr/' }));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('draws the dropdown on the server, where there is no matchMedia', () => {
    const html = renderToString(
      <UiStringsProvider strings={testI18n()}>
        <CountryPicker markets={MARKETS} locale="de-de" />
      </UiStringsProvider>,
    );
    expect(html).toContain('pc-picker--dropdown');
    expect(html).toContain('aria-expanded="false"');
  });
});

describe('CountryPicker on a narrow screen', () => {
  it('opens a modal dialog that traps focus, closes on Escape and returns focus', async () => {
    setScreenWide(false);
    const user = userEvent.setup();
    renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus starts on the current market.
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Germany' }));

    // Tab from the last link wraps to the close button; Shift+Tab wraps back.
    within(dialog).getByRole('link', { name: 'United States' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'United States' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes with the close button and reports a chosen market', async () => {
    setScreenWide(false);
    const user = userEvent.setup();
    const onSelectMarket = vi.fn();
    renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" onSelectMarket={onSelectMarket} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await user.click(trigger());
    await user.click(screen.getByRole('link', { name: 'Italy' }));
    expect(onSelectMarket).toHaveBeenCalledWith(expect.objectContaining({ locale: 'it-it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
