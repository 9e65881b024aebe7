/**
 * Roving focus over the items of a container. DOM helpers only: called from event
 * handlers and effects, never during render.
 */
import { FIRST_KEYS, LAST_KEYS, NEXT_KEYS, PREV_KEYS } from './keys.ts';

export type FocusTarget = 'first' | 'last' | 'next' | 'prev';

export function focusableItems(container: HTMLElement | null, selector: string): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(selector));
}

/** Moves focus and returns whether an item took it. Wraps around at both ends. */
export function moveFocus(container: HTMLElement | null, selector: string, target: FocusTarget): boolean {
  const items = focusableItems(container, selector);
  if (items.length === 0) return false;
  // biome-ignore lint/complexity/useIndexOf: activeElement is an Element and the list holds HTMLElements; indexOf would not type.
  const current = items.findIndex((item) => item === item.ownerDocument.activeElement);
  let index: number;
  switch (target) {
    case 'first':
      index = 0;
      break;
    case 'last':
      index = items.length - 1;
      break;
    case 'next':
      index = current < 0 ? 0 : (current + 1) % items.length;
      break;
    case 'prev':
      index = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
      break;
  }
  const item = items[index];
  if (!item) return false;
  item.focus();
  return true;
}

/** Maps a key of the list navigation tables to a focus move, or null when the key is not ours. */
export function listFocusTarget(key: string): FocusTarget | null {
  if (NEXT_KEYS.includes(key)) return 'next';
  if (PREV_KEYS.includes(key)) return 'prev';
  if (FIRST_KEYS.includes(key)) return 'first';
  if (LAST_KEYS.includes(key)) return 'last';
  return null;
}
