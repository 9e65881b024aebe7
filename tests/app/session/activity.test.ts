// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWindowActivitySource } from '../../../src/app/session/activity.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('window activity source', () => {
  it('reports mouse up, key down and touch end on window, throttled to once a second', () => {
    vi.useFakeTimers({ now: 0 });
    let count = 0;
    const cleanup = createWindowActivitySource()(() => (count += 1));
    window.dispatchEvent(new Event('mouseup'));
    window.dispatchEvent(new Event('keydown'));
    expect(count).toBe(1);
    vi.advanceTimersByTime(999);
    document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    expect(count).toBe(1);
    vi.advanceTimersByTime(1);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(count).toBe(2);
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('mousemove')); // not an activity event (spec 4)
    window.dispatchEvent(new Event('click'));
    expect(count).toBe(2);
    cleanup?.();
    window.dispatchEvent(new Event('mouseup'));
    expect(count).toBe(2);
  });

  it('sees activity even when a component stops propagation', () => {
    let count = 0;
    const cleanup = createWindowActivitySource()(() => (count += 1));
    const button = document.createElement('button');
    document.body.append(button);
    button.addEventListener('mouseup', (event) => event.stopPropagation());
    button.dispatchEvent(new Event('mouseup', { bubbles: true }));
    expect(count).toBe(1);
    cleanup?.();
  });

  it('does not count clicks and keys inside a session control (the countdown dialog) as activity', () => {
    let count = 0;
    const cleanup = createWindowActivitySource()(() => (count += 1));
    const dialog = document.createElement('div');
    dialog.setAttribute('data-session-control', '');
    const extend = document.createElement('button');
    dialog.append(extend);
    document.body.append(dialog);
    extend.dispatchEvent(new Event('mouseup', { bubbles: true }));
    extend.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(count).toBe(0);
    document.body.dispatchEvent(new Event('mouseup', { bubbles: true }));
    expect(count).toBe(1);
    cleanup?.();
    dialog.remove();
  });
});
