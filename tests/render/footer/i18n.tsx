/**
 * Test UI strings: those of the tests' own config (tests/fixtures/one-site/strings: German and
 * English; other languages fall back to English), English by default, so a product owner's
 * rewording in config/strings changes no render test. Shared by the render tests of blocks,
 * footer, country and head.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import type { UiStrings } from '../../../src/render/i18n/ui-strings.ts';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { fixtureConfigDir } from '../../support/fixture-config.ts';

const resources = loadStringResources(fixtureConfigDir);

export function testI18n(language = 'en'): UiStrings {
  return uiStringsOf(resources, language);
}

export function renderWithI18n(ui: ReactElement, language = 'en'): RenderResult {
  return render(<UiStringsProvider strings={testI18n(language)}>{ui}</UiStringsProvider>);
}
