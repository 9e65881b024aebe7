/**
 * The browser's activity source for the session monitor (spec 4: mouse up, key down and
 * touch end reset the idle clock, at most once per second). The monitor enforces the
 * once-per-second rule itself; throttling here too only saves calls on busy typing.
 *
 * What presses a session control (an element marked `data-session-control`: the countdown's
 * "Extend session") is not activity: that control acts on the session itself. Otherwise the
 * mouse-up that starts a click on it, or the Enter that presses it, would end the idle
 * countdown and remove the button before its own click arrives. Every other key on it (Tab,
 * Escape, …) is a key down like any other: a keyboard user in the countdown is active.
 */
import { ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS } from './constants.ts';
import type { ActivitySource } from './types.ts';

type ListenerTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface WindowActivityOptions {
  /** Defaults to `window` when there is one (not during SSR or in node tests). */
  target?: ListenerTarget;
  events?: readonly string[];
  now?: () => number;
  throttleMs?: number;
  /** Presses of elements matching this selector (their pointer ups, Enter and Space) are not activity. */
  ignoreInside?: string;
}

export const SESSION_CONTROL_SELECTOR = '[data-session-control]';

/** Keys that press the focused button (a click follows them): on a session control, its own action. */
const PRESS_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'Spacebar']);

function isInside(event: Event, selector: string): boolean {
  const target = event.target as { closest?: (s: string) => unknown } | null;
  return typeof target?.closest === 'function' && target.closest(selector) !== null;
}

/** Whether the event is (the start of) a press on a session control rather than activity. */
function pressesSessionControl(event: Event, selector: string): boolean {
  if (!isInside(event, selector)) return false;
  if (event.type !== 'keydown') return true; // mouse up, touch end: a click or tap on it
  return PRESS_KEYS.has((event as KeyboardEvent).key);
}

export function createWindowActivitySource(options: WindowActivityOptions = {}): ActivitySource {
  return (onActivity) => {
    const target = options.target ?? (typeof window !== 'undefined' ? window : undefined);
    if (!target) return undefined;
    const events = options.events ?? ACTIVITY_EVENTS;
    const now = options.now ?? Date.now;
    const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
    const ignoreInside = options.ignoreInside ?? SESSION_CONTROL_SELECTOR;
    let last = Number.NEGATIVE_INFINITY;
    const listener = (event: Event) => {
      if (pressesSessionControl(event, ignoreInside)) return;
      const at = now();
      if (at - last < throttleMs) return;
      last = at;
      onActivity();
    };
    // Capture phase: a component that stops propagation must not hide the user's activity.
    const listenerOptions: AddEventListenerOptions = { capture: true, passive: true };
    for (const type of events) target.addEventListener(type, listener, listenerOptions);
    return () => {
      for (const type of events) target.removeEventListener(type, listener, listenerOptions);
    };
  };
}
