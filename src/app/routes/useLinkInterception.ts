/**
 * Same-document navigation for the app's own links: the renderer draws plain anchors
 * (correct without JavaScript), and this turns plain clicks on same-origin ones into
 * History API pushes, so the query cache and session survive a menu click.
 */
import { useEffect } from 'react';
import type { BrowserPorts } from '../data/browser-ports.ts';
import { isAppLinkClick, type AppHistory } from './navigation.ts';

export function useLinkInterception(history: AppHistory, browser: BrowserPorts): void {
  useEffect(
    () =>
      browser.onDocumentClick((event) => {
        const target = event.target as Element | null;
        const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
        if (!anchor || !isAppLinkClick(event, anchor, browser.origin, history.getLocation())) return;
        const url = new URL(anchor.href, browser.origin);
        // Another locale needs its own config: the browser loads that page itself.
        if (firstSegment(url.pathname) !== firstSegment(history.getLocation().pathname)) return;
        event.preventDefault();
        history.push(`${url.pathname}${url.search}${url.hash}`);
      }),
    [history, browser],
  );
}

function firstSegment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}
