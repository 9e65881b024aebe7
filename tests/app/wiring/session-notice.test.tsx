// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { join } from 'node:path';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import { SessionNotice } from '../../../src/app/session-ui/SessionNotice.tsx';
import { createWindowActivitySource } from '../../../src/app/session/activity.ts';
import type { SessionState } from '../../../src/app/session/types.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';

const strings = loadStringResources(join(import.meta.dirname, '..', '..', '..', 'config'));
const countdown = (text: string): SessionState => ({ status: 'countdown', remainingSeconds: 60, countdownText: text, extendedByMinutes: null });
const active: SessionState = { status: 'active', remainingSeconds: null, countdownText: null, extendedByMinutes: null };
const extended: SessionState = { status: 'extended', remainingSeconds: null, countdownText: null, extendedByMinutes: 5 };

function renderNotice(state: SessionState, onExtend = vi.fn(async () => undefined), language = 'en', onDismiss = vi.fn()) {
  const uiStrings = uiStringsOf(strings, language);
  const ui = (s: SessionState) => (
    <UiStringsProvider strings={uiStrings}>
      <SessionNotice state={s} onExtend={onExtend} onDismiss={onDismiss} />
    </UiStringsProvider>
  );
  const result = render(ui(state));
  return { ...result, update: (s: SessionState) => result.rerender(ui(s)), onExtend, onDismiss };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('session notice (spec 4, 8 texts)', () => {
  it('counts down in an alert dialog with an Extend session button that has focus', () => {
    renderNotice(countdown('1:59'));
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog.textContent).toContain('You will be logged out in 1:59.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Extend session' }));
  });

  it('extends on click and confirms the extension in a status region', async () => {
    const { update, onExtend } = renderNotice(countdown('0:30'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Extend session' })));
    expect(onExtend).toHaveBeenCalledOnce();
    update(extended);
    expect(screen.getByRole('status').textContent).toBe('Your session was successfully extended by 5 minutes');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Extend session is a session control: what presses it is not idle activity, any other key in the dialog is', () => {
    let activity = 0;
    const stop = createWindowActivitySource({ throttleMs: 0 })(() => (activity += 1));
    renderNotice(countdown('0:30'));
    const extend = screen.getByRole('button', { name: 'Extend session' });
    fireEvent.mouseUp(extend);
    fireEvent.keyDown(extend, { key: 'Enter' });
    fireEvent.keyDown(extend, { key: ' ' });
    expect(activity).toBe(0);
    fireEvent.keyDown(extend, { key: 'Tab' });
    expect(activity).toBe(1);
    fireEvent.mouseUp(screen.getByText('You will be logged out in 0:30.'));
    expect(activity).toBe(2);
    stop?.();
  });

  it('Escape in the dialog dismisses the countdown', () => {
    const { onDismiss } = renderNotice(countdown('0:30'));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Extend session' }), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'a' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('gives focus back to where it was when the countdown ends, unless the customer has moved it', () => {
    const before = document.createElement('button');
    before.textContent = 'menu';
    document.body.append(before);
    before.focus();
    const { update } = renderNotice(countdown('0:30'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Extend session' }));
    update(active);
    expect(document.activeElement).toBe(before);

    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    update(countdown('0:29'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Extend session' }));
    elsewhere.focus();
    update(active);
    expect(document.activeElement).toBe(elsewhere);
    before.remove();
    elsewhere.remove();
  });

  it('leaves as soon as the countdown ends (activity elsewhere reset the idle clock)', () => {
    const { update } = renderNotice(countdown('0:30'));
    update(active);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks German', () => {
    renderNotice(countdown('2:00'), undefined, 'de');
    expect(screen.getByRole('alertdialog').textContent).toContain('Sie werden in 2:00 abgemeldet.');
    expect(screen.getByRole('button', { name: 'Sitzung verlängern' })).toBeTruthy();
  });

  it('states one minute in the singular: an extension near the session maximum gives a token of under two minutes', () => {
    const oneMinute: SessionState = { ...extended, extendedByMinutes: 1 };
    renderNotice(oneMinute);
    expect(screen.getByRole('status').textContent).toBe('Your session was successfully extended by 1 minute');
    cleanup();
    renderNotice(oneMinute, undefined, 'de');
    expect(screen.getByRole('status').textContent).toBe('Ihre Sitzung wurde erfolgreich um 1 Minute verlängert');
    cleanup();
    renderNotice(extended, undefined, 'de');
    expect(screen.getByRole('status').textContent).toBe('Ihre Sitzung wurde erfolgreich um 5 Minuten verlängert');
  });
});
