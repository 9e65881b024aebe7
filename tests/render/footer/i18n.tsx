/**
 * Test i18n: the real strings from config/strings, English by default. Shared by the
 * render tests of blocks, footer, country and head.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderResult } from '@testing-library/react';
import { loadStringResources } from '../../../tools/config/strings.ts';

const resources = loadStringResources('config');

export function testI18n(language = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    // Resource folders are lower-case ("de-ch"); i18next would otherwise look for "de-CH".
    lowerCaseLng: true,
    ns: ['common', 'footer'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  const i18n = testI18n(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
