/**
 * Storybook preview: every UI string namespace of every language (config/strings, compiled by
 * the portal's config plugin), given to each story as the portal gives them
 * (render/i18n/useTranslation.tsx), and a toolbar to switch the language.
 */
import type { Preview } from '@storybook/react-vite';
import { strings } from 'virtual:portal-config/all';
import { uiStringsOf } from '../src/render/i18n/strings-of-language.ts';
import type { UiStrings } from '../src/render/i18n/ui-strings.ts';
import { UiStringsProvider } from '../src/render/i18n/useTranslation.tsx';

const LANGUAGES = ['en', 'de', 'de-ch', 'es', 'fr', 'nl', 'pl', 'fi', 'it'];

const byLanguage = new Map<string, UiStrings>(LANGUAGES.map((language) => [language, uiStringsOf(strings, language)]));

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
      return (
        <UiStringsProvider strings={byLanguage.get(language) ?? uiStringsOf(strings, language)}>
          <Story />
        </UiStringsProvider>
      );
    },
  ],
  parameters: {
    // Accessibility violations fail the story's test run instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
