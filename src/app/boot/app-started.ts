/**
 * Fired on `document` by main.tsx as soon as React has taken the page over (hydrateRoot or
 * createRoot called): boot.ts then presses again what was pressed before (early-press.ts). From
 * then on React answers a press itself, hydrating at once a part whose code is there; the footer,
 * whose code loads later, keeps its own (footer/footer-on-approach.ts).
 *
 * The same name is written in early-press.ts: a module both entries import would be a chunk of
 * its own that the page's first script waits for. tests/app/early-press.test.ts checks they agree.
 */
export const APP_STARTED_EVENT = 'portal:app-started';
