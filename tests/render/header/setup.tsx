/**
 * Test helpers: an i18next instance with the real header strings from config/strings,
 * and a render function that provides it.
 */
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadStringResources } from '../../../tools/config/strings.ts';

let instance: i18n | null = null;

export function headerI18n(language = 'en'): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      // Resource folders are lower-case ("de-ch"); i18next would otherwise look for "de-CH".
      lowerCaseLng: true,
      ns: ['header'],
      defaultNS: 'header',
      resources: loadStringResources('config'),
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  if (instance.language !== language) void instance.changeLanguage(language);
  return instance;
}

export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  const i18n = headerI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
