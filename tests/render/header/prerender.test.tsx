// Runs in the node environment on purpose: no window or document exists, so rendering to
// a string proves the header touches neither during render (pages can be prerendered).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Header as HeaderData } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import * as fixtures from '../../../src/render/header/fixtures.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';
import { uiStringsOf } from '../../../src/render/i18n/strings-of-language.ts';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';

const strings = uiStringsOf(loadStringResources('config'), 'en');

const headers = Object.entries(fixtures).filter(
  (entry): entry is [string, HeaderData] => typeof entry[1] === 'object' && entry[1] !== null && 'variant' in entry[1],
);

describe('header prerendering', () => {
  it('there is no DOM in this environment', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it.each(headers)('%s renders to a string without window or document', (_name, header) => {
    for (const loading of [false, true]) {
      const html = renderToString(
        <UiStringsProvider strings={strings}>
          <Header header={header} designVersion="v2" loading={loading} pathname="/de-de/festgeld" locale="de-de" />
        </UiStringsProvider>,
      );
      if (header.type === 'integrated') expect(html).toBe('');
      else expect(html).toContain('ph-header');
    }
  });
});
