/**
 * A browser may keep a failed module fetch in its module map: Chromium 150 answers a second
 * `import()` of the same URL with the same failure, without asking the network again (the HTML
 * standard left this open: whatwg/html#6768). So a retry after the network is back would fail
 * for ever. The config modules import nothing and their names carry their content's hash, so
 * after a failure the next import asks for the same file under a query of its own
 * (`?attempt=2`, then 3…): a URL the module map has not seen, which the server answers with the
 * same file.
 */
export function importTryingAgain(load: (url: string) => Promise<unknown>): (url: string) => Promise<unknown> {
  const failures = new Map<string, number>();
  return async (url) => {
    const failed = failures.get(url) ?? 0;
    const target = failed === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${failed + 1}`;
    try {
      // Once it has failed, the plain URL stays failed in the module map: the next import
      // asks for the attempt that worked (the module map answers it at once).
      return await load(target);
    } catch (error) {
      failures.set(url, failed + 1);
      throw error;
    }
  };
}
