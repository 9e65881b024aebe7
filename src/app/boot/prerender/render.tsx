/**
 * The prerender entry (built for Node by the ssr environment of vite.config.ts): renders one page
 * of one locale to HTML for an anonymous visitor, as the browser's first render will draw it
 * before hydration (see the server snapshots in data/services-context.tsx). Customer pages come
 * out as their loading skeleton; the not-found page as itself.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { builtAt, loadLocale, setConfigSource } from 'virtual:portal-config';
import { App } from '../../App.tsx';
import { createPageBodies, PageBodiesContext } from '../../data/page-bodies.ts';
import { pageAt } from '../../../engine/pages/in-window.ts';
import { languageTagOf, type PrerenderedPage } from '../../../contract/build-and-browser.ts';
import { pageDataFor } from '../../../engine/pages/page-data-for-path.ts';
import { BLOCKS_FOR_SUBJECT } from '../../../blocks/subjects.generated.ts';
import { ServicesContext } from '../../data/services-context.tsx';
import { uiStringsOf } from '../../../render/i18n/strings-of-language.ts';
import { createFooterSource } from '../footer/footer-source.ts';
import { withFooterStrings } from '../footer/footer-strings.ts';
import { splitHeadTags } from './head-tags.ts';
import { preloadAllComponents } from '../../../render/lazy.ts';
import { staticEnvironment } from './static-environment.ts';

/** The build folder's config modules (tools/prerender/prerender-site.ts names them before rendering), and the build's instant. */
export { builtAt, setConfigSource };

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders `pathname` (which names its locale) with the locale site's origin. */
export async function renderPage(locale: string, pathname: string, origin: string): Promise<PrerenderedPage> {
  await preloadAllComponents();
  const { config, strings, loadBody, loadFooter } = await loadLocale(locale);
  const page = pageAt(config.pages, locale, pathname, config.now);
  const pageData = page ? pageDataFor(page, await loadBody(page.id), pathname, BLOCKS_FOR_SUBJECT) : null;
  const bodies = createPageBodies(loadBody, pageData);
  const lang = languageTagOf(locale);
  const language = config.locales.byCode[locale]?.language ?? 'en';
  const uiStrings = uiStringsOf(strings, language);
  // The footer is drawn from its own config, loaded first: the prerender never suspends.
  const footerSource = createFooterSource(() => loadFooter().then((footer) => withFooterStrings(uiStrings, footer)));
  if (!(await footerSource.load())) throw new Error(`The footer config of ${locale} could not be loaded`);
  const environment = staticEnvironment(pathname, origin, lang);
  const { prelude } = await prerender(
    <StrictMode>
      <ServicesContext.Provider value={environment}>
        <PageBodiesContext.Provider value={bodies}>
          <App config={config} uiStrings={() => uiStrings} footerSource={footerSource} />
        </PageBodiesContext.Provider>
      </ServicesContext.Provider>
    </StrictMode>,
    // React outlines a large finished boundary to stream it progressively, revealed later by an
    // inline script; a static page has nothing to stream, and the CSP allows no inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, body } = splitHeadTags(await text(prelude));
  return { pageData, lang, head, body, resolvedAt: config.now?.iso ?? null };
}
