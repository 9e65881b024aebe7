/**
 * The footer's config of the page's locale, loaded when something asks for the footer (its own
 * chunk, with the footer's code): the prerendered footer is HTML that needs neither until the
 * visitor nears it or it must change (footer-on-approach.ts, App.tsx). One request per page load,
 * shared by every render; `peek` answers at once once it is there, so a render after the load
 * (and the prerender, which loads it first) never suspends. A failed load is logged and leaves
 * the page without a footer until the next page load: the footer is not worth an error on a page
 * that works.
 */
import type { CompiledConfig } from '../../../engine/config/compiled.ts';

export type FooterConfig = CompiledConfig['footers'];

export interface FooterSource {
  /** The config once loaded; null after a failed load; undefined before. */
  peek(): FooterConfig | null | undefined;
  /** Asks for the footer: starts the load once, and settles with the config, or null when it could not be loaded. */
  load(): Promise<FooterConfig | null>;
  /** Whether anything has asked for the footer yet. */
  asked(): boolean;
  /** Settles when something first asks for the footer (App.tsx waits on it before the footer's code is fetched). */
  whenAsked(): Promise<void>;
}

export function createFooterSource(load: () => Promise<FooterConfig>): FooterSource {
  let settled: FooterConfig | null | undefined;
  let pending: Promise<FooterConfig | null> | undefined;
  let markAsked!: () => void;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  return {
    peek: () => settled,
    load: () => {
      markAsked();
      return (pending ??= load().then(
        (footers) => (settled = footers),
        (error: unknown) => {
          console.error('The footer could not be loaded', error);
          return (settled = null);
        },
      ));
    },
    asked: () => pending !== undefined,
    whenAsked: () => asked,
  };
}
