/**
 * Key tables for the header menus (Radix idea: named constants instead of scattered
 * string comparisons), so the keyboard contract can be read and tested in one place.
 */

/** On a closed trigger: open and focus the first item (WAI-ARIA menu button / React Aria useMenuTrigger). */
export const OPEN_FIRST_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];
/** On a trigger: open and focus the last item. */
export const OPEN_LAST_KEYS: readonly string[] = ['ArrowUp'];
/** Inside a panel: next item. Right is "next" too because even panels lay items out in two columns. */
export const NEXT_KEYS: readonly string[] = ['ArrowDown', 'ArrowRight'];
/** Inside a panel: previous item. */
export const PREV_KEYS: readonly string[] = ['ArrowUp', 'ArrowLeft'];
export const FIRST_KEYS: readonly string[] = ['Home', 'PageUp'];
export const LAST_KEYS: readonly string[] = ['End', 'PageDown'];
export const CLOSE_KEYS: readonly string[] = ['Escape'];
/** Along the top-level navigation bar (disclosure navigation's optional arrow support). */
export const BAR_NEXT_KEYS: readonly string[] = ['ArrowRight'];
export const BAR_PREV_KEYS: readonly string[] = ['ArrowLeft'];
