/**
 * Test helpers: the real header strings from config/strings, and a render function that
 * provides them.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import type { UiStrings } from '../../../src/render/i18n/ui-strings.ts';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { loadStringResources } from '../../../tools/config/strings.ts';

const resources = loadStringResources('config');

export function headerI18n(language = 'en'): UiStrings {
  return uiStringsOf(resources, language);
}

export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  return render(<UiStringsProvider strings={headerI18n(language)}>{ui}</UiStringsProvider>);
}
