/**
 * The page table (which chunk holds each page's body) is only needed to go to another page in the
 * app: a prerendered page's own body is in its HTML. So it is not in the first load
 * (tools/vite/portal-config-plugin.ts); this loads it when the visitor first goes for one of the
 * app's links (pointing at it, touching it, or tabbing to it), so the click that follows does
 * not wait for it. Once asked, the listeners go.
 */
export function warmOnLinkIntent(doc: Document, origin: string, warm: () => void): () => void {
  const events = ['pointerover', 'focusin'] as const;
  const stop = () => {
    for (const type of events) doc.removeEventListener(type, onIntent, true);
  };
  function onIntent(event: Event): void {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
    if (!anchor) return;
    let url: URL;
    try {
      url = new URL(anchor.href, origin);
    } catch {
      return;
    }
    if (url.origin !== origin) return;
    stop();
    warm();
  }
  for (const type of events) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return stop;
}
