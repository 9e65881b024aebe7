/**
 * Spec 7: the tag-manager container differs by region group (de/at, other, usa). The page's
 * locale decides: the German-speaking locales (de-de, de-at, de-ch: the engine's region "de",
 * config/markets/regions.yaml) are the "de-at" group, en-us is "usa", everything else "other".
 */
import type { RegionGroup } from '../tracking/consent.ts';

export function regionGroupOfLocale(locale: string): RegionGroup {
  const [language, country] = locale.toLowerCase().split('-');
  if (language === 'de') return 'de-at';
  if (country === 'us') return 'usa';
  return 'other';
}
