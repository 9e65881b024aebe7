/**
 * The config with the shown page's body in it. In the browser a page's body arrives with its
 * page (page-bodies.ts): until it is there the page resolves with its title only, and a failed
 * load is reported so the page can offer a retry.
 */
import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import { withBody } from '../../engine/pages/bodies.ts';
import { pageAt } from '../../engine/pages/in-window.ts';
import { subjectOf } from '../../engine/pages/page-data.ts';
import { PageBodiesContext } from './page-bodies.ts';

const noChanges = () => () => undefined;

export interface PageConfig {
  config: CompiledConfig;
  /** The page's body could not be loaded. */
  bodyFailed: boolean;
  retryBody: () => void;
}

export function usePageConfig(config: CompiledConfig, locale: string, pathAndHash: string): PageConfig {
  const bodies = useContext(PageBodiesContext);
  // The page shown at the config's time (a page outside its from/until window is the not-found page's body).
  const page = useMemo(() => pageAt(config.pages, locale, pathAndHash, config.now), [config, locale, pathAndHash]);
  const id = page?.deferred ? page.id : null;
  const subject = page ? subjectOf(page, pathAndHash) : null;
  const subscribe = bodies?.subscribe ?? noChanges;
  const read = () => (id && bodies ? bodies.get(id, subject) : undefined);
  const body = useSyncExternalStore(subscribe, read, read);
  const bodyFailed = useSyncExternalStore(
    subscribe,
    () => (id && bodies ? bodies.failed(id) : false),
    () => false,
  );
  const load = useCallback(() => {
    if (id && bodies) bodies.load(id).catch((error: unknown) => console.error(`The page "${id}" could not be loaded`, error));
  }, [id, bodies]);
  useEffect(() => {
    if (!body && !bodyFailed) load();
  }, [body, bodyFailed, load]);
  const withPage = useMemo(() => (id && body ? withBody(config, locale, id, body) : config), [config, locale, id, body]);
  return { config: withPage, bodyFailed: bodyFailed && !body, retryBody: load };
}
