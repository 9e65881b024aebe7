/**
 * The footer is the last thing on every page, and its prerendered HTML is complete: its links work
 * without any code. Its code and config (FooterView's chunk and the locale's footer config, about
 * 9 kB gzip with the link groups' accordion) are needed for its few buttons (cookie settings, the
 * country list, the link groups on a phone) and for a footer that must change. So they load when
 * the footer comes into view or gets focus, not with every page: an offer list is 5 (desktop) to
 * 17 (phone) screens long, and most visitors never reach its end. Where the footer is on the first
 * screen (login, a short page) it loads at once, as before. App.tsx asks for it too, at once, when
 * what the footer shows changes (another page, a customer, `?design=v1`) or the page offers the
 * smart banner, which the footer's chunk draws (footer/useAskForFooter.ts).
 *
 * A press on one of its buttons before its code is there is kept and pressed again once the footer
 * is drawn (boot.ts, early-press.ts): React drops a press on a part whose code it is still waiting
 * for. Both names below are written in early-press.ts too (see app-started.ts why).
 */

/** The footer element render/footer/FooterLayout.tsx draws (both designs). */
export const PRERENDERED_FOOTER_SELECTOR = 'footer.pf';

/** Fired on `document` by FooterView once React has drawn the footer (hydrated, or drawn anew). */
export const FOOTER_SHOWN_EVENT = 'portal:footer-shown';

/**
 * Calls `load` once: when any pixel of `footer` is in the viewport, or focus moves into it (a
 * keyboard user tabbing there). Without IntersectionObserver, at once.
 */
export function loadFooterOnApproach(footer: HTMLElement, load: () => void, win: Window & typeof globalThis = window): void {
  if (typeof win.IntersectionObserver !== 'function') {
    load();
    return;
  }
  const observer = new win.IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) ask();
  });
  function ask(): void {
    observer.disconnect();
    footer.removeEventListener('focusin', ask);
    load();
  }
  observer.observe(footer);
  footer.addEventListener('focusin', ask);
}
