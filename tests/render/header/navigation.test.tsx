// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Header as HeaderData, Item } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import { publicHeader } from '../../../src/render/header/fixtures.ts';
import { HOVER_ENTER_DELAY_MS } from '../../../src/render/interaction/constants.ts';
import { renderWithI18n } from './setup.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPublic(header: HeaderData = publicHeader, props: { pathname?: string; hash?: string } = {}) {
  return renderWithI18n(<Header header={header} designVersion="v2" {...props} />);
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function trigger(name: string) {
  return within(mainNav()).getByRole('button', { name });
}

/** The panel a trigger controls, found through aria-controls (the ARIA contract, not markup). */
function controlledPanel(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const panel = document.getElementById(id ?? '');
  expect(panel).not.toBeNull();
  return panel as HTMLElement;
}

describe('header navigation (disclosure pattern)', () => {
  it('a closed trigger says collapsed and names no panel', () => {
    renderPublic();
    const savings = trigger('Savings');
    expect(savings.getAttribute('type')).toBe('button');
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    expect(savings.hasAttribute('aria-controls')).toBe(false);
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('%s on a trigger opens it and focuses the first item', async (key) => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    savings.focus();
    await user.keyboard(key);
    expect(savings.getAttribute('aria-expanded')).toBe('true');
    const panel = controlledPanel(savings);
    expect(document.activeElement).toBe(within(panel).getByRole('link', { name: /Fixed deposits/ }));
  });

  it('ArrowDown/ArrowUp move between items, wrapping; Home and End jump to the ends', async () => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    savings.focus();
    await user.keyboard('{ArrowDown}');
    const panel = controlledPanel(savings);
    const links = within(panel).getAllByRole('link');
    const first = links[0];
    const last = links[links.length - 1];
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(last);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(last);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
  });

  it('ArrowUp on a trigger opens it on the last item', async () => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    savings.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveProperty('textContent', 'See all offers');
  });

  it('Escape closes the panel and returns focus to its trigger', async () => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    savings.focus();
    await user.keyboard('{Enter}');
    expect(savings.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    expect(savings.hasAttribute('aria-controls')).toBe(false);
    expect(document.activeElement).toBe(savings);
  });

  it('only one dropdown is open at a time', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(trigger('Savings'));
    expect(trigger('Savings').getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger('Investing'));
    expect(trigger('Investing').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Savings').getAttribute('aria-expanded')).toBe('false');
    expect(within(mainNav()).getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('a click away closes the open dropdown', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(trigger('Savings'));
    expect(trigger('Savings').getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(trigger('Savings').getAttribute('aria-expanded')).toBe('false');
  });

  it('focus leaving the menu closes it', async () => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    savings.focus();
    await user.keyboard('{Enter}');
    // Tab through every panel item, then out of the entry onto the next trigger.
    const panel = controlledPanel(savings);
    const count = within(panel).getAllByRole('link').length;
    for (let index = 0; index < count; index += 1) await user.tab();
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Investing'));
  });

  it('clicking an item closes the dropdown', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(trigger('Savings'));
    const link = within(controlledPanel(trigger('Savings'))).getByRole('link', { name: /Overnight deposits/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(trigger('Savings').getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on an open trigger closes it (toggle)', async () => {
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    await user.click(savings);
    savings.focus();
    await user.keyboard('{Enter}');
    expect(savings.getAttribute('aria-expanded')).toBe('false');
  });

  it('ArrowRight/ArrowLeft move between top-level entries', async () => {
    const user = userEvent.setup();
    renderPublic();
    trigger('Savings').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(trigger('Investing'));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(within(mainNav()).getByRole('link', { name: 'FAQ' }));
  });

  it('opens on hover after the 50 ms enter delay on pointer devices', async () => {
    vi.useFakeTimers();
    renderPublic();
    const savings = trigger('Savings');
    fireEvent.pointerEnter(savings, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_ENTER_DELAY_MS - 1));
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(savings.getAttribute('aria-expanded')).toBe('true');
  });

  it('a pointer that leaves before the delay opens nothing', () => {
    vi.useFakeTimers();
    renderPublic();
    const savings = trigger('Savings');
    fireEvent.pointerEnter(savings, { pointerType: 'mouse' });
    fireEvent.pointerLeave(savings, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_ENTER_DELAY_MS * 2));
    expect(savings.getAttribute('aria-expanded')).toBe('false');
  });

  it('on touch devices hover does not open; a tap toggles', async () => {
    // jsdom has no maxTouchPoints; define it for this test only.
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => 5 });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'maxTouchPoints');
    });
    const user = userEvent.setup();
    renderPublic();
    const savings = trigger('Savings');
    vi.useFakeTimers();
    fireEvent.pointerEnter(savings, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_ENTER_DELAY_MS * 2));
    vi.useRealTimers();
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    await user.click(savings);
    expect(savings.getAttribute('aria-expanded')).toBe('true');
    await user.click(savings);
    expect(savings.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header items', () => {
  it('marks the item matching path plus hash as the current page, case-insensitively', async () => {
    const user = userEvent.setup();
    renderPublic(publicHeader, { pathname: '/DE-DE/Tagesgeld' });
    await user.click(trigger('Savings'));
    const panel = controlledPanel(trigger('Savings'));
    expect(
      within(panel)
        .getByRole('link', { name: /Overnight deposits/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(panel)
        .getByRole('link', { name: /Fixed deposits/ })
        .hasAttribute('aria-current'),
    ).toBe(false);
  });

  it('an item without href (unsafe link removed by the engine) is plain text', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(trigger('About us'));
    const panel = controlledPanel(trigger('About us'));
    const text = within(panel).getByText('Legacy link (not navigable)');
    expect(text.closest('a')).toBeNull();
    expect(text.closest('button')).toBeNull();
    expect(within(panel).queryByRole('link', { name: /Legacy link/ })).toBeNull();
  });

  it('a top-level item without href and children is text with no expand control', () => {
    const header: HeaderData = { ...publicHeader, nav: [{ id: 'x', type: 'basic', title: 'Plain entry' }] };
    renderPublic(header);
    expect(within(mainNav()).getByText('Plain entry').closest('a, button')).toBeNull();
    expect(within(mainNav()).queryByRole('button')).toBeNull();
  });

  it('new-tab items open in a new tab without opener', async () => {
    const user = userEvent.setup();
    renderPublic();
    await user.click(trigger('Investing'));
    const help = within(controlledPanel(trigger('Investing'))).getByRole('link', { name: /Help centre/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('items with a callback are buttons calling onAction', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const consent: Item = { id: 'consent', type: 'basic', title: 'Privacy settings', callback: 'consent-settings' };
    renderWithI18n(<Header header={{ ...publicHeader, nav: [consent] }} designVersion="v1" onAction={onAction} />);
    await user.click(within(mainNav()).getByRole('button', { name: 'Privacy settings' }));
    expect(onAction).toHaveBeenCalledWith('consent-settings', consent);
  });

  it('shows the unread dot only when badge is true', () => {
    const header: HeaderData = {
      ...publicHeader,
      nav: [
        { id: 'a', type: 'basic', title: 'With badge', href: '/a', badge: true },
        { id: 'b', type: 'basic', title: 'Badge false', href: '/b', badge: false },
        { id: 'c', type: 'basic', title: 'No badge', href: '/c' },
      ],
    };
    renderPublic(header);
    const nav = mainNav();
    expect(within(within(nav).getByRole('link', { name: /With badge/ })).getByText('Unread messages')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Badge false' }).textContent).toBe('Badge false');
    expect(within(nav).getByRole('link', { name: 'No badge' }).textContent).toBe('No badge');
    expect(within(nav).getAllByText('Unread messages')).toHaveLength(1);
  });

  it('an unknown item type renders nothing and logs an error naming type and id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = { id: 'mystery-1', type: 'carousel', title: 'Mystery', href: '/m' } as unknown as Item;
    renderPublic({ ...publicHeader, nav: [unknown, { id: 'ok', type: 'basic', title: 'Known', href: '/k' }] });
    expect(screen.queryByText('Mystery')).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'Known' })).toBeTruthy();
    const messages = error.mock.calls.map((call) => String(call[0]));
    expect(messages.some((message) => message.includes('"carousel"') && message.includes('"mystery-1"'))).toBe(true);
  });
});
