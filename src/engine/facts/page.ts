import type { RegionsFile } from '../config/types.ts';

/** Strips the locale segment: /de-de/login/ -> /login/ (a path without one is returned as is). */
export function pathAfterLocale(path: string, locale: string): string {
  const prefix = `/${locale}`;
  const lower = path.toLowerCase();
  if (lower === prefix) return '/';
  if (lower.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  return path;
}

/** Spec 2.1: region from the host suffix; for some hosts the first path segment decides. */
export function regionOf(host: string | null, path: string, regions: RegionsFile): string {
  const name = (host ?? '').toLowerCase().split(':')[0] ?? '';
  if (name) {
    if (regions.pathDecidesFor.some((suffix) => name.endsWith(suffix))) {
      const segment = path.split('/').filter(Boolean)[0]?.toLowerCase();
      if (segment && regions.pathRegions[segment]) return regions.pathRegions[segment];
      return regions.fallbackRegion;
    }
    const match = [...regions.hostSuffixes].sort((a, b) => b.suffix.length - a.suffix.length).find((entry) => name.endsWith(entry.suffix));
    if (match) return match.region;
  }
  return regions.fallbackRegion;
}
