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

  it("does not count what presses a session control (the countdown's Extend button): its mouse up, touch end, Enter and Space", () => {
    let count = 0;
    const cleanup = createWindowActivitySource({ throttleMs: 0 })(() => (count += 1));
    const dialog = document.createElement('div');
    const extend = document.createElement('button');
    extend.setAttribute('data-session-control', '');
    dialog.append(extend);
    document.body.append(dialog);
    extend.dispatchEvent(new Event('mouseup', { bubbles: true }));
    extend.dispatchEvent(new Event('touchend', { bubbles: true }));
    extend.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    extend.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(count).toBe(0);
    document.body.dispatchEvent(new Event('mouseup', { bubbles: true }));
    expect(count).toBe(1);
    dialog.remove();
    cleanup?.();
  });

  it('counts every other key on a session control (spec 4: key down is activity): Tab, Escape, arrows', () => {
    let count = 0;
    const cleanup = createWindowActivitySource({ throttleMs: 0 })(() => (count += 1));
    const extend = document.createElement('button');
    extend.setAttribute('data-session-control', '');
    document.body.append(extend);
    for (const key of ['Tab', 'Escape', 'ArrowDown', 'a']) extend.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    expect(count).toBe(4);
    extend.remove();
    cleanup?.();
  });
});
