/**
 * The prerender entry (built for Node by the ssr environment of vite.config.ts): renders one page
 * of one locale to HTML for an anonymous visitor, as the browser's first render will draw it
 * before hydration (see the server snapshots in data/services-context.tsx). Customer pages come
 * out as their loading skeleton; the not-found page as itself.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { loadLocale } from 'virtual:portal-config';
import { App } from '../App.tsx';
import { createPortalQueryClient } from '../data/query-client.ts';
import { ServicesContext } from '../data/services-context.tsx';
import { createI18n } from '../i18n.ts';
import { languageTagOf } from '../routes/locale.ts';
import { splitHeadTags } from './head-tags.ts';
import { staticEnvironment } from './static-environment.ts';

export interface PrerenderedPage {
  /** The <html lang> value (de-DE). */
  lang: string;
  /** Head tags the page rendered (title, meta, canonical). */
  head: string;
  /** The markup inside #root. */
  body: string;
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Renders `pathname` (which names its locale) with the locale site's origin. */
export async function renderPage(locale: string, pathname: string, origin: string): Promise<PrerenderedPage> {
  const { config, strings } = await loadLocale(locale);
  const lang = languageTagOf(locale);
  const i18n = createI18n(strings, config.locales.byCode[locale]?.language ?? 'en');
  const environment = staticEnvironment(pathname, origin, lang);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={createPortalQueryClient()}>
        <ServicesContext.Provider value={environment}>
          <App config={config} i18n={i18n} />
        </ServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const { head, body } = splitHeadTags(await text(prelude));
  return { lang, head, body };
}
