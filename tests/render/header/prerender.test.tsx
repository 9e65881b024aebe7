// Runs in the node environment on purpose: no window or document exists, so rendering to
// a string proves the header touches neither during render (pages can be prerendered).
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Header as HeaderData } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import * as fixtures from '../../../src/render/header/fixtures.ts';
import { loadStringResources } from '../../../tools/config/strings.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['header'],
  defaultNS: 'header',
  resources: loadStringResources('config'),
  initAsync: false,
  react: { useSuspense: false },
});

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
        <I18nextProvider i18n={i18n}>
          <Header header={header} designVersion="v2" loading={loading} pathname="/de-de/festgeld" locale="de-de" />
        </I18nextProvider>,
      );
      if (header.type === 'integrated') expect(html).toBe('');
      else expect(html).toContain('ph-header');
    }
  });
});
