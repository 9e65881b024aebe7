/**
 * A prerendered page is on screen before its app: its buttons (the menu, the navigation, the
 * country picker) have no handlers yet, and a tap or key press on one would be lost, so the
 * visitor taps again or thinks the page is broken. The last press on a button is kept and
 * pressed again once the app has started (main.tsx fires APP_STARTED_EVENT when React has taken
 * the page over; from then on React answers presses itself, hydrating at once what was pressed).
 * A press by keyboard (Enter or Space: a click whose `detail` is 0) is replayed as the key then
 * the click, as the browser sends them, so a menu opened by keyboard moves focus into itself.
 * Links need nothing: they work without the app.
 */
const PRESSABLE = 'button, [role="button"]';

/** app-started.ts's APP_STARTED_EVENT, written here too (see there why). */
export const APP_STARTED = 'portal:app-started';
/** footer/footer-on-approach.ts's PRERENDERED_FOOTER_SELECTOR and FOOTER_SHOWN_EVENT, written here too. */
export const PRERENDERED_FOOTER = 'footer.pf';
export const FOOTER_SHOWN = 'portal:footer-shown';

interface Press {
  target: HTMLElement;
  byKeyboard: boolean;
}

/**
 * Keeps presses on `root`'s buttons until the app has started (or until `replayOn` is fired on
 * `doc`: boot.ts keeps the footer's until FooterView is drawn, see footer/footer-on-approach.ts),
 * then presses the last one again. Returns the replay, for a caller that knows better when that
 * is (tests).
 */
export function keepEarlyPress(root: HTMLElement, doc: Document = document, replayOn: string = APP_STARTED): () => void {
  let press: Press | null = null;
  let stopped = false;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (target && root.contains(target) && !target.matches(':disabled')) press = { target, byKeyboard: event.detail === 0 };
  };
  doc.addEventListener('click', remember, true);
  const replay = () => {
    if (stopped) return;
    stopped = true;
    doc.removeEventListener('click', remember, true);
    // A page React drew anew (not hydrated) has new buttons: the kept one is gone.
    if (!press?.target.isConnected) return;
    if (press.byKeyboard) press.target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    press.target.click();
  };
  doc.addEventListener(replayOn, replay, { once: true });
  return replay;
}
