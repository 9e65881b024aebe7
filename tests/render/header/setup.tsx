/**
 * Test helpers: the header strings of the tests' own config (tests/fixtures/one-site/strings:
 * German, Swiss German headers and English; other languages fall back to English), and a render
 * function that provides them. A product owner's rewording in config/strings changes nothing here.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import type { UiStrings } from '../../../src/render/i18n/ui-strings.ts';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { fixtureConfigDir } from '../../support/fixture-config.ts';

const resources = loadStringResources(fixtureConfigDir);

export function headerI18n(language = 'en'): UiStrings {
  return uiStringsOf(resources, language);
}

export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  return render(<UiStringsProvider strings={headerI18n(language)}>{ui}</UiStringsProvider>);
}
