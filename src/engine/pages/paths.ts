/**
 * Page paths compare case-insensitively and with or without the trailing slash: /de-de/FAQ/
 * and /de-de/faq are the same page. The locale's home is /de-de either way.
 */
export function comparablePath(path: string): string {
  const lower = path.toLowerCase().split('?')[0]!.split('#')[0]!;
  const trimmed = lower.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** "/de-de" + "/deposit-guarantee/" -> "/de-de/deposit-guarantee/" (the home "/" -> "/de-de/"). */
export function localePath(locale: string, rest: string): string {
  return `/${locale}${rest.startsWith('/') ? rest : `/${rest}`}`.toLowerCase();
}

/** Splits "/de-de/#/MyInvestments/Overview" into path and hash ("" when none). */
export function splitHash(pathAndHash: string): { path: string; hash: string } {
  const at = pathAndHash.indexOf('#');
  return at === -1 ? { path: pathAndHash, hash: '' } : { path: pathAndHash.slice(0, at), hash: pathAndHash.slice(at) };
}
