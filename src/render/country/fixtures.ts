/** Hand-made markets for stories and tests (the engine sorts them by label). */
import type { CountryBanner, Market } from '../../engine/types/view-model.ts';

const market = (locale: string, label: string, flag: string, href = `/${locale}/`): Market => ({
  locale,
  label,
  href,
  flag,
  preferredLocale: locale,
});

export const MARKETS: Market[] = [
  market('de-at', 'Austria', 'at'),
  market('fi-fi', 'Finland', 'fi'),
  market('fr-fr', 'France', 'fr'),
  market('de-de', 'Germany', 'de'),
  market('en-ie', 'Ireland', 'ie'),
  market('it-it', 'Italy', 'it'),
  market('nl-nl', 'Netherlands', 'nl'),
  market('en', 'Other EU countries', 'eu', '/en/'),
  market('pl-pl', 'Poland', 'pl'),
  market('es-es', 'Spain', 'es'),
  market('de-ch', 'Switzerland', 'ch'),
  market('en-gb', 'United Kingdom', 'gb'),
  market('en-us', 'United States', 'us', 'https://www.example-us.com/'),
];

export const BANNER_PREFERENCE: CountryBanner = { marketLocale: 'de-de', reason: 'preference' };
