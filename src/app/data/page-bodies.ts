/**
 * The page bodies the browser has loaded (each page's intro, head and blocks are a chunk of their
 * own: tools/vite/portal-config-plugin.ts). An observable cache: the app reads a body with
 * useSyncExternalStore and asks for it to be loaded when its page is shown; a failed load is
 * remembered so the page can say so and offer a retry. The page the HTML was prerendered for
 * starts with the body its HTML carries (engine/pages/page-data.ts); on a page that answers for
 * many paths that body holds one path's subject, so it answers for that subject only.
 */
import { createContext } from 'react';
import type { PageBody } from '../../engine/pages/compiled.ts';
import type { PageData } from '../../engine/pages/page-data.ts';

export interface PageBodies {
  /** The page's body; `subject`, the path's subject on a page that answers for many paths. */
  get(id: string, subject?: string | null): PageBody | undefined;
  failed(id: string): boolean;
  /** Loads once (concurrent calls share the request); a failed load may be asked again. */
  load(id: string): Promise<PageBody>;
  subscribe(listener: () => void): () => void;
}

export function createPageBodies(loadBody: (id: string) => Promise<PageBody>, shown: PageData | null = null): PageBodies {
  const bodies = new Map<string, PageBody>();
  if (shown && shown.subject === null) bodies.set(shown.page, shown.body);
  /** The shown page's body cut down to one subject: the whole body, once loaded, answers for every one. */
  const forSubject = shown?.subject != null ? shown : null;
  const failures = new Set<string>();
  const pending = new Map<string, Promise<PageBody>>();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (id, subject = null) => bodies.get(id) ?? (forSubject && forSubject.page === id && forSubject.subject === subject ? forSubject.body : undefined),
    failed: (id) => failures.has(id),
    load(id) {
      const known = bodies.get(id);
      if (known) return Promise.resolve(known);
      let request = pending.get(id);
      if (!request) {
        request = loadBody(id).then(
          (body) => {
            pending.delete(id);
            failures.delete(id);
            bodies.set(id, body);
            emit();
            return body;
          },
          (error: unknown) => {
            pending.delete(id);
            failures.add(id);
            emit();
            throw error;
          },
        );
        pending.set(id, request);
      }
      return request;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The bodies of the locale the page belongs to; absent when the config carries every body (tests, Storybook). */
export const PageBodiesContext = createContext<PageBodies | null>(null);
