/** Interaction constants of spec section 9. */

/** Popover enter delay on hover devices. */
export const HOVER_ENTER_DELAY_MS = 50;
/** A device with more touch points than this is a touch device: dropdowns open by click. */
export const TOUCH_POINTS_THRESHOLD = 2;
/** How long the "copied" confirmation stays. */
export const COPY_CONFIRMATION_MS = 3000;
/** The large breakpoint: below it the header uses the mobile panel. Keep in sync with header.css. */
export const LARGE_BREAKPOINT_PX = 1024;

/** Marks an element that arrow keys move between, and whose click closes its dropdown. */
export const ITEM_ATTRIBUTE = 'data-ph-item';
/** Marks an item that arrow keys reach but whose click keeps the dropdown open (copy buttons). */
export const KEEP_OPEN_ATTRIBUTE = 'data-ph-keep-open';
export const ITEM_SELECTOR = `[${ITEM_ATTRIBUTE}]:not([aria-disabled="true"])`;
export const CLOSE_ON_CLICK_SELECTOR = `[${ITEM_ATTRIBUTE}]:not([${KEEP_OPEN_ATTRIBUTE}])`;
