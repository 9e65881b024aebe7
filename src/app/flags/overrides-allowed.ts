/**
 * Whether this page may take `?flags=` (environment.ts flagsFromQuery): only where the server
 * that sent the page says so. The local stack (and Vite's dev server) do (a developer or a product owner
 * trying a flag); production's servers do not, so there a customer cannot switch a feature the
 * flag service killed back on from the address bar. The server's word is a Server-Timing entry
 * of the page's own response: readable at once, with no request of its own, and set by nobody
 * but the server (a header, unlike a cookie or storage the page's visitor could write).
 */
export const FLAG_OVERRIDES_TIMING = 'portal-flag-overrides';

export function flagOverridesAllowed(): boolean {
  // Vite's dev server (npm run dev) is a developer's too; a build leaves this out.
  if (import.meta.env.DEV) return true;
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === FLAG_OVERRIDES_TIMING) === true;
}
