// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Header as HeaderData } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import { pendingHeader, privateHeader, ukPrivateHeader } from '../../../src/render/header/fixtures.ts';
import { COPY_CONFIRMATION_MS } from '../../../src/render/interaction/constants.ts';
import { renderWithI18n } from './setup.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPrivate(header: HeaderData = privateHeader, handlers: { onAction?: () => void; onSwitchAccount?: (id: string) => void } = {}) {
  return renderWithI18n(<Header header={header} designVersion="v2" {...handlers} />);
}

function avatar() {
  return screen.getByRole('button', { name: /My account/ });
}

function menu() {
  const id = avatar().getAttribute('aria-controls');
  expect(id).toBeTruthy();
  const element = document.getElementById(id ?? '');
  expect(element?.getAttribute('role')).toBe('menu');
  return element as HTMLElement;
}

describe('account menu (menu button pattern)', () => {
  it('the avatar is a menu button showing the initials, collapsed until opened', () => {
    renderPrivate();
    const button = avatar();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(button.textContent).toContain('EM');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('%s opens the menu and focuses its first item', async (key) => {
    const user = userEvent.setup();
    renderPrivate();
    avatar().focus();
    await user.keyboard(key);
    expect(avatar().getAttribute('aria-expanded')).toBe('true');
    // The copy button of the first account id is the first item of the panel.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy IBAN' }));
  });

  it('shows the names, the identifiers and the account links as menu items', async () => {
    const user = userEvent.setup();
    renderPrivate();
    await user.click(avatar());
    expect(screen.getByText('Dr. Erika')).toBeTruthy();
    expect(screen.getByText('Dr. Erika Mustermann')).toBeTruthy();
    expect(screen.getByText('IBAN')).toBeTruthy();
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    const items = within(menu()).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(expect.arrayContaining(['My savings', 'Documents', 'Log out', 'Mustermann GmbH C-200']));
  });

  it('End, Home and the arrows move through the menu; Escape returns focus to the avatar', async () => {
    const user = userEvent.setup();
    renderPrivate();
    avatar().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Log out');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy IBAN' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('My savings');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy IBAN' }));
    await user.keyboard('{Escape}');
    expect(avatar().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(avatar());
  });

  it('opening the account menu closes an open navigation dropdown', async () => {
    const user = userEvent.setup();
    renderPrivate();
    const savings = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: 'Savings' });
    await user.click(savings);
    expect(savings.getAttribute('aria-expanded')).toBe('true');
    await user.click(avatar());
    expect(savings.getAttribute('aria-expanded')).toBe('false');
    expect(avatar().getAttribute('aria-expanded')).toBe('true');
  });

  it('copy puts the electronic IBAN on the clipboard and confirms for 3 seconds', async () => {
    const user = userEvent.setup();
    renderPrivate();
    await user.click(avatar());
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    // Fake timers only from here: the confirmation timer starts when the clipboard resolves.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('DE89370400440532013000');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    // Copying keeps the menu open.
    expect(avatar().getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the copy confirmation resets when the dropdown closes', async () => {
    const user = userEvent.setup();
    renderPrivate();
    await user.click(avatar());
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    await user.keyboard('{Escape}');
    await user.click(avatar());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('UK accounts show account number and sort code, each with its own copy button', async () => {
    const user = userEvent.setup();
    renderPrivate(ukPrivateHeader);
    await user.click(avatar());
    expect(screen.getByText('Account number')).toBeTruthy();
    expect(screen.getByText('Sort code')).toBeTruthy();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy Sort code' }));
    expect(writeText).toHaveBeenCalledWith('123456');
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toEqual(['', 'Copied']);
  });

  it('logout calls onAction("logout") and closes the menu', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderPrivate(privateHeader, { onAction });
    await user.click(avatar());
    await user.click(within(menu()).getByRole('menuitem', { name: 'Log out' }));
    expect(onAction).toHaveBeenCalledWith('logout', expect.objectContaining({ callback: 'logout' }));
    expect(avatar().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(avatar());
  });

  it('adds a logout item when the data has none', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    renderPrivate(pendingHeader, { onAction });
    await user.click(avatar());
    await user.click(within(menu()).getByRole('menuitem', { name: 'Log out' }));
    expect(onAction).toHaveBeenCalledWith('logout', expect.objectContaining({ id: 'logout' }));
  });

  it('a pending customer sees the reduced menu and no switchable accounts', async () => {
    const user = userEvent.setup();
    renderPrivate(pendingHeader);
    await user.click(avatar());
    expect(
      within(menu())
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Messages', 'Documents', 'Account security', 'Log out']);
    expect(within(menu()).queryByRole('group')).toBeNull();
  });

  it('choosing a switchable account calls onSwitchAccount with its customer id', async () => {
    const user = userEvent.setup();
    const onSwitchAccount = vi.fn();
    renderPrivate(privateHeader, { onSwitchAccount });
    await user.click(avatar());
    const group = within(menu()).getByRole('group', { name: 'Switch account' });
    await user.click(within(group).getByRole('menuitem', { name: 'Mustermann GmbH C-200' }));
    expect(onSwitchAccount).toHaveBeenCalledWith('C-200');
  });

  it('badge dots follow the data: avatar and messages only', async () => {
    const user = userEvent.setup();
    renderPrivate();
    expect(avatar().textContent).toContain('Unread messages');
    await user.click(avatar());
    expect(within(menu()).getByRole('menuitem', { name: /Messages/ }).textContent).toContain('Unread messages');
    expect(within(menu()).getByRole('menuitem', { name: 'Documents' }).textContent).toBe('Documents');
  });
});
