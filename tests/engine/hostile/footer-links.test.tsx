// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { Footer as FooterModel } from '../../../src/engine/types/view-model.ts';
import { Footer } from '../../../src/render/footer/Footer.tsx';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { loadPersona, resolvePersona } from '../../support/personas.ts';
import { testI18n } from '../../render/footer/i18n.tsx';
import { ENTITY_LINKS, UNSAFE_LINKS, isScriptable, liveCodeIn, parseHtml } from './vectors.ts';

/**
 * Footer social links and credit links and logos reach the view model as configured (the
 * engine does not pass them through its href check; `validate` rejects unsafe ones). For a
 * config that bypassed validate, the renderer is the last guard: the server markup of the
 * footer has no live link.
 */
const HOSTILE = [...UNSAFE_LINKS, ...ENTITY_LINKS];

describe('footer social and credit links from a config that bypassed validate', () => {
  let config: CompiledConfig;
  beforeAll(() => {
    config = structuredClone(fixtureConfig());
  }, 60_000);

  function footerWith(href: string): FooterModel {
    for (const footer of Object.values(config.footers.content)) {
      for (const icon of footer.social?.icons ?? []) icon.link = href;
      for (const credit of footer.credits ?? []) {
        credit.institute_link.href = href;
        credit.institute_logo.url = href;
      }
    }
    const footer = resolvePersona(loadPersona('anonymous-de'), config).footer;
    expect(footer?.parts.some((p) => p.kind === 'social') && footer.parts.some((p) => p.kind === 'credits')).toBe(true);
    return footer!;
  }

  function markup(footer: FooterModel): string {
    return renderToStaticMarkup(
      <UiStringsProvider strings={testI18n('de')}>
        <Footer footer={footer} markets={[]} locale="de-de" designVersion="v2" year={2026} />
      </UiStringsProvider>,
    );
  }

  it('a harmless marker is drawn as a link (control: the tainting reaches the markup)', () => {
    const html = markup(footerWith('https://marker.example/'));
    expect(html.match(/href="https:\/\/marker\.example\/"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(html).toContain('src="https://marker.example/"');
  });

  it.each(HOSTILE.map((href) => [JSON.stringify(href), href] as const))('%s is drawn without its href or src', (_name, href) => {
    const document = parseHtml(markup(footerWith(href)));
    expect(liveCodeIn(document, { ui: true })).toEqual([]);
    for (const element of document.querySelectorAll('[href], [src]')) {
      const url = element.getAttribute('href') ?? element.getAttribute('src')!;
      expect(isScriptable(url), element.outerHTML).toBe(false);
      expect(url).not.toBe(href);
    }
  });
});
