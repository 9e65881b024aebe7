// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Header as HeaderData } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import {
  balanceUnavailableHeader,
  integratedHeader,
  loadingPrivateHeader,
  loadingPublicHeader,
  negativeBalanceHeader,
  partnerHeader,
  privateHeader,
  publicHeader,
} from '../../../src/render/header/fixtures.ts';
import { renderWithI18n } from './setup.tsx';

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});

function renderHeader(header: HeaderData, extra: { loading?: boolean; locale?: string } = {}) {
  return renderWithI18n(<Header header={header} designVersion="v1" {...extra} />);
}

describe('header shell', () => {
  it('an integrated header renders nothing', () => {
    const { container } = renderHeader(integratedHeader);
    expect(container.innerHTML).toBe('');
  });

  it('puts the variant in a data attribute for styling only', () => {
    renderHeader(partnerHeader);
    expect(screen.getByRole('banner').getAttribute('data-variant')).toBe('partner');
  });

  it('logos are links named by their alt text', () => {
    renderHeader(partnerHeader);
    expect(screen.getByRole('link', { name: 'Savings marketplace home' }).getAttribute('href')).toBe('/de-de');
    expect(screen.getByRole('link', { name: 'Partner bank' })).toBeTruthy();
  });

  it('partner page: logos and the login action, no navigation and no menu toggle', () => {
    renderHeader(partnerHeader);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

describe('loading', () => {
  it('a loading private header shows a busy skeleton instead of navigation and account menu', () => {
    renderHeader(loadingPrivateHeader, { loading: true });
    const skeleton = screen.getByText('Loading').closest('[aria-busy="true"]');
    expect(skeleton).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /My account/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
  });

  it('a loading public header without navigation shows a skeleton nav and keeps its actions', () => {
    renderHeader(loadingPublicHeader, { loading: true });
    expect(screen.getByText('Loading').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('no skeleton once loading is over', () => {
    renderHeader(publicHeader);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('balance bar', () => {
  it('shows total and available in the page locale', () => {
    renderHeader(privateHeader, { locale: 'de-de' });
    const bar = screen.getByRole('region', { name: 'Balance' });
    expect(within(bar).getByText('Total balance')).toBeTruthy();
    expect(within(bar).getByText(/15\.230,55\s€/)).toBeTruthy();
    expect(within(bar).getByText(/12\.000,00\s€/)).toBeTruthy();
  });

  it('marks a negative amount in text, not only by colour', () => {
    renderHeader(negativeBalanceHeader, { locale: 'en-gb' });
    const bar = screen.getByRole('region', { name: 'Balance' });
    const total = within(bar).getByText(/250\.40/);
    expect(total.textContent).toMatch(/Negative amount/);
    expect(total.textContent).toMatch(/-€250\.40/);
  });

  it('an unavailable balance shows an info button with a tooltip instead of amounts', async () => {
    const user = userEvent.setup();
    renderHeader(balanceUnavailableHeader);
    const bar = screen.getByRole('region', { name: 'Balance' });
    expect(within(bar).queryByText(/15.230/)).toBeNull();
    const info = within(bar).getByRole('button', { name: 'Why is my balance not shown?' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(info);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toContain('Balance currently unavailable');
    expect(tooltip.textContent).toContain('maintenance');
    expect(info.getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('no balance bar when the data has none', () => {
    renderHeader(publicHeader);
    expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull();
  });
});

describe('mobile panel', () => {
  function toggle() {
    return screen.getByRole('button', { name: /Open menu|Close menu/ });
  }

  it('the toggle controls a panel and locks page scroll while it is open', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    renderHeader(publicHeader);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(toggle());
    expect(document.body.style.overflow).toBe('auto');
  });

  it('top-level entries become accordions; an item click closes the panel', async () => {
    const user = userEvent.setup();
    renderHeader(publicHeader);
    await user.click(toggle());
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    const accordion = within(panel).getByRole('button', { name: 'Savings' });
    expect(accordion.getAttribute('aria-expanded')).toBe('false');
    await user.click(accordion);
    expect(accordion.getAttribute('aria-expanded')).toBe('true');
    const link = within(panel).getByRole('link', { name: /Fixed deposits/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes the panel and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader(publicHeader);
    await user.click(toggle());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('the scroll lock is released when the header unmounts', async () => {
    const user = userEvent.setup();
    const { unmount } = renderHeader(publicHeader);
    await user.click(toggle());
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('the bottom action bar carries login and registration, apart from the panel, so it is there with the menu closed', () => {
    renderHeader(publicHeader);
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    const bar = document.querySelector('.ph-mobile__actions') as HTMLElement;
    expect(panel.contains(bar)).toBe(false);
    expect(within(bar).getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Open an account' })).toBeTruthy();
  });
});

describe('translations', () => {
  it('uses the header strings of the page language (Swiss German, not German)', () => {
    renderWithI18n(<Header header={balanceUnavailableHeader} designVersion="v2" />, 'de-ch');
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weshalb wird mein Kontostand nicht angezeigt?' })).toBeTruthy();
  });
});
