/**
 * The footer's config of the page's locale, loaded after the page (its own chunk, with the
 * footer's code: the footer is below the first screen and its HTML is prerendered). One request
 * per page load, shared by every render; `peek` answers at once once it is there, so a render
 * after the load (and the prerender, which loads it first) never suspends. A failed load is
 * logged and leaves the page without a footer until the next page load: the footer is not worth
 * an error on a page that works.
 */
import type { CompiledConfig } from '../../engine/config/compiled.ts';

export type FooterConfig = CompiledConfig['footers'];

export interface FooterSource {
  /** The config once loaded; null after a failed load; undefined before. */
  peek(): FooterConfig | null | undefined;
  /** Settles once: the config, or null when it could not be loaded. */
  load(): Promise<FooterConfig | null>;
}

export function createFooterSource(load: () => Promise<FooterConfig>): FooterSource {
  let settled: FooterConfig | null | undefined;
  let pending: Promise<FooterConfig | null> | undefined;
  return {
    peek: () => settled,
    load: () =>
      (pending ??= load().then(
        (footers) => (settled = footers),
        (error: unknown) => {
          console.error('The footer could not be loaded', error);
          return (settled = null);
        },
      )),
  };
}
