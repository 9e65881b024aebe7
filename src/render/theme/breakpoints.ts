/**
 * The large breakpoint of spec 9 ("desktop breakpoint is large"), for scripts. CSS repeats
 * the literal 1024px in its media queries because custom properties cannot be used there.
 */
export const LARGE_BREAKPOINT_PX = 1024;
export const LARGE_SCREEN_QUERY = `(min-width: ${LARGE_BREAKPOINT_PX}px)`;
