/**
 * One i18next instance with every UI string namespace compiled from config/strings (header,
 * footer, common, engine, app). The language follows the view model's `language`; Swiss
 * German falls back to German, every other language to English.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { StringResources } from '../engine/config/languages.ts';

export const APP_NAMESPACE = 'app';

export const FALLBACK_LANGUAGES = { 'de-ch': ['de', 'en'], default: ['en'] };

export function createI18n(resources: StringResources, language: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    // Resource folders are lower-case ("de-ch"); i18next would otherwise look for "de-CH".
    lowerCaseLng: true,
    ns: Array.from(new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))),
    defaultNS: APP_NAMESPACE,
    // Every strings file is a flat map; dotted keys ("page.home") are names, not paths.
    keySeparator: false,
    // Resources are in memory: initialise synchronously so the first render has its texts.
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
