/**
 * The browser's activity source for the session monitor (spec 4: mouse up, key down and
 * touch end reset the idle clock, at most once per second). The monitor enforces the
 * once-per-second rule itself; throttling here too only saves calls on busy typing.
 *
 * Events inside an element marked `data-session-control` (the countdown dialog) are not
 * activity: those controls act on the session themselves. Otherwise the mouse-up that starts
 * a click on "Extend session" would end the idle countdown and remove the button before its
 * own click arrives.
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
  /** Events whose target is inside an element matching this selector are not activity. */
  ignoreInside?: string;
}

export const SESSION_CONTROL_SELECTOR = '[data-session-control]';

function isInside(event: Event, selector: string): boolean {
  const target = event.target as { closest?: (s: string) => unknown } | null;
  return typeof target?.closest === 'function' && target.closest(selector) !== null;
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
      if (isInside(event, ignoreInside)) return;
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
