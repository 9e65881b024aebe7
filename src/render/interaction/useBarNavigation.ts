/**
 * Left/Right (and Home/End) along the top-level navigation bar: the optional arrow-key
 * support of the WAI-ARIA disclosure navigation pattern. Only keys pressed on a top-level
 * element count, so keys inside an open panel keep their own meaning.
 */
import type { KeyboardEvent } from 'react';
import { moveFocus, type FocusTarget } from './focus.ts';
import { BAR_NEXT_KEYS, BAR_PREV_KEYS, FIRST_KEYS, LAST_KEYS } from './keys.ts';

export const TOP_LEVEL_SELECTOR = '[data-ph-top]';

function barTarget(key: string): FocusTarget | null {
  if (BAR_NEXT_KEYS.includes(key)) return 'next';
  if (BAR_PREV_KEYS.includes(key)) return 'prev';
  if (FIRST_KEYS.includes(key)) return 'first';
  if (LAST_KEYS.includes(key)) return 'last';
  return null;
}

export function useBarNavigation(): { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void } {
  return {
    onKeyDown: (event) => {
      if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
      if (!event.target.matches(TOP_LEVEL_SELECTOR)) return;
      const target = barTarget(event.key);
      if (target === null) return;
      if (moveFocus(event.currentTarget, TOP_LEVEL_SELECTOR, target)) event.preventDefault();
    },
  };
}
