/**
 * Carries out the locale parser's redirects (spec 2.1, 2.2) as history replacements, so the
 * back button never lands on `/` again. `/login` reads the document language here, in an
 * effect, because that is the DOM's state, not the route's.
 */
import { useEffect } from 'react';
import type { BrowserPorts } from '../data/browser-ports.ts';
import { parseRoute, type LocaleSettings, type ParsedRoute } from './locale.ts';
import type { AppHistory, LocationSnapshot } from './navigation.ts';

export function useRouteRedirect(route: ParsedRoute, location: LocationSnapshot, settings: LocaleSettings, history: AppHistory, browser: BrowserPorts): void {
  const target = route.kind === 'redirect' ? route.to : null;
  useEffect(() => {
    if (target === null) return;
    const withLang = parseRoute(location.pathname, location.search, settings, browser.readDocumentLang());
    const to = withLang.kind === 'redirect' ? withLang.to : target;
    history.push(`${to}${location.hash}`, { replace: true });
  }, [target, location, settings, history, browser]);
}
