import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { PREVIEW_API, PREVIEW_BASE } from '../../src/preview/protocol.ts';
import { createPreviewHandler, type PreviewHandler } from '../preview/http.ts';
import { createWorkspace, type PreviewWorkspace } from '../preview/workspace.ts';

/** Where the preview page's sources are, as Vite's dev server addresses them. */
const SOURCE_BASE = '/src/preview/';

/**
 * `npm run dev` only (apply: 'serve'; the production build never sees it): the live preview
 * under /__preview/. Its API is tools/preview/http.ts, the same the local stack mounts; its page
 * is served from src/preview/ by Vite itself (with hot reload), under the /__preview/ address.
 * The workspace (validation, watchers) starts with the first preview request, so a dev server
 * that never opens the preview pays nothing for it. Config is validated in a worker thread, as
 * the local stack does: the dev server also serves the portal's modules, and a large or hostile
 * file must not hold those up (validateIn: 'process' is for the test that shows the difference).
 */
export function previewDevPlugin(options: { repoRoot: string; validateIn?: 'process' | 'thread' }): Plugin {
  const repoRoot = resolve(options.repoRoot);
  let workspace: PreviewWorkspace | undefined;
  let handler: PreviewHandler | undefined;
  const api = (): PreviewHandler => {
    workspace ??= createWorkspace({ repoRoot, validateIn: options.validateIn ?? 'thread' });
    handler ??= createPreviewHandler({ workspace });
    return handler;
  };
  return {
    name: 'portal-preview',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('close', () => workspace?.close());
      const middleware: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '/';
        const [pathname = '/', search = ''] = url.split(/\?(.*)/s);
        if (pathname === '/__preview') {
          res.writeHead(301, { location: PREVIEW_BASE });
          res.end();
          return;
        }
        if (pathname.startsWith(PREVIEW_API)) {
          api()(req, res).then((handled) => (handled ? undefined : next()), next);
          return;
        }
        if (pathname.startsWith(PREVIEW_BASE)) {
          // Page, frame and their modules: Vite serves src/preview/ (relative URLs in the HTML
          // resolve against /__preview/ and come back here).
          const rest = pathname.slice(PREVIEW_BASE.length);
          req.url = `${SOURCE_BASE}${rest === '' ? 'index.html' : rest}${search ? `?${search}` : ''}`;
        }
        next();
      };
      server.middlewares.use(middleware);
    },
  };
}
