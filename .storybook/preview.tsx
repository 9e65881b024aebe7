/**
 * Storybook preview: one i18next instance with every UI string namespace read from
 * config/strings/<namespace>/<language>.yaml at build time, and a toolbar to switch the
 * language. Imports no project code, so every component's stories get the same setup.
 */
import type { Preview } from '@storybook/react-vite';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parse } from 'yaml';

const LANGUAGES = ['en', 'de', 'de-ch', 'es', 'fr', 'nl', 'pl', 'fi', 'it'];

const files = import.meta.glob<string>('../config/strings/*/*.yaml', { query: '?raw', import: 'default', eager: true });

const resources: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, text] of Object.entries(files)) {
  const match = /strings\/([^/]+)\/([^/]+)\.yaml$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const [, namespace, language] = match;
  const parsed: unknown = parse(text);
  const strings: Record<string, string> = {};
  if (parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') strings[key] = value;
  }
  (resources[language] ??= {})[namespace] = strings;
}

void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  // Resource folders are lower-case ("de-ch"); i18next would otherwise look for "de-CH".
  lowerCaseLng: true,
  ns: Array.from(new Set(Object.values(resources).flatMap((namespaces) => Object.keys(namespaces)))),
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'UI language',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES, dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, context) => {
      const language = typeof context.globals.language === 'string' ? context.globals.language : 'en';
      // Resources are in memory, so the switch completes before the story renders.
      if (i18next.language !== language) void i18next.changeLanguage(language);
      return <Story />;
    },
  ],
  parameters: {
    // Accessibility violations fail the story's test run instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
