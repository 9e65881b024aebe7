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

function renderNotice(state: SessionState, onExtend = vi.fn(async () => undefined), language = 'en') {
  const uiStrings = uiStringsOf(strings, language);
  const ui = (s: SessionState) => (
    <UiStringsProvider strings={uiStrings}>
      <SessionNotice state={s} onExtend={onExtend} />
    </UiStringsProvider>
  );
  const result = render(ui(state));
  return { ...result, update: (s: SessionState) => result.rerender(ui(s)), onExtend };
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

  it("the countdown dialog is a session control: its own clicks and keys are not idle activity", () => {
    let activity = 0;
    const stop = createWindowActivitySource({ throttleMs: 0 })(() => (activity += 1));
    renderNotice(countdown('0:30'));
    const extend = screen.getByRole('button', { name: 'Extend session' });
    fireEvent.mouseUp(extend);
    fireEvent.keyDown(extend, { key: 'Enter' });
    expect(activity).toBe(0);
    fireEvent.mouseUp(document.body);
    expect(activity).toBe(1);
    stop?.();
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
});
