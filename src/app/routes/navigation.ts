/**
 * The current location as an external store (History API), so components read it with
 * useSyncExternalStore and navigation needs no router library. Browser access sits behind
 * `createBrowserHistory(window)`; main.tsx creates the one instance.
 */
export interface LocationSnapshot {
  pathname: string;
  search: string;
  hash: string;
}

export interface AppHistory {
  getLocation(): LocationSnapshot;
  subscribe(listener: () => void): () => void;
  /** Same-document navigation (pushState), or replaceState with `replace`. */
  push(href: string, options?: { replace?: boolean }): void;
  /** A full page load: for hand-overs that must not keep in-memory state (logout, redirects). */
  assign(href: string): void;
  replace(href: string): void;
  /** Loads the page again (a part whose code could not be loaded gets another chance). */
  reload(): void;
}

type BrowserWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener' | 'scrollTo'>;

export function createBrowserHistory(win: BrowserWindow): AppHistory {
  const listeners = new Set<() => void>();
  let snapshot: LocationSnapshot = read();

  function read(): LocationSnapshot {
    return { pathname: win.location.pathname, search: win.location.search, hash: win.location.hash };
  }
  function emit(): void {
    const next = read();
    if (next.pathname === snapshot.pathname && next.search === snapshot.search && next.hash === snapshot.hash) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }
  const onPop = () => emit();
  // Hash links are followed by the browser itself; only the snapshot must catch up.
  win.addEventListener('popstate', onPop);
  win.addEventListener('hashchange', onPop);

  return {
    getLocation: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    push(href, options) {
      if (options?.replace) win.history.replaceState(null, '', href);
      else win.history.pushState(null, '', href);
      emit();
      if (!options?.replace && !href.includes('#')) win.scrollTo(0, 0);
    },
    assign: (href) => win.location.assign(href),
    replace: (href) => win.location.replace(href),
    reload: () => win.location.reload(),
  };
}

/** Paths the local stack (or a real deployment) serves itself: never handled in the page. */
const SERVER_PATHS = /^\/(api|auth|assets)(\/|$)/;

/**
 * Whether a click on a link can be handled in the page instead of loading a new document:
 * a plain primary click on a same-origin link the app renders.
 */
export function isAppLinkClick(event: MouseEvent, anchor: HTMLAnchorElement, origin: string, current: LocationSnapshot): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return false;
  // In-page anchors ("#main") are the browser's job: it scrolls and moves focus.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return false;
  return true;
}
