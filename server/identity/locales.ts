import { join } from 'node:path';
import { parse } from 'yaml';
import { readConfigFile } from '../../src/node/read-config-file.ts';

/** Used when config/markets/locales.yaml cannot be read: the spec's default locale. */
const FALLBACK = ['de-de'];

/**
 * The portal's page locales (config/markets/locales.yaml): each has a login page
 * (`/<locale>/login/`), which the provider accepts as redirect and post-logout redirect URI.
 */
export function pageLocales(repoRoot: string, warn: (line: string) => void): string[] {
  const file = join(repoRoot, 'config', 'markets', 'locales.yaml');
  try {
    const read = readConfigFile(file, { root: join(repoRoot, 'config') });
    if (!read.ok) throw new Error(read.message);
    const config = parse(read.text) as { locales?: { code?: unknown }[] } | null;
    const codes = (config?.locales ?? [])
      .map((locale) => locale.code)
      .filter((code): code is string => typeof code === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(code));
    return codes.length > 0 ? codes : FALLBACK;
  } catch (error) {
    warn(`${file} is not readable (${(error as Error).message}); only ${FALLBACK.join(', ')} login pages are redirect URIs`);
    return FALLBACK;
  }
}
