/**
 * The preview's HTTP side, mounted under /__preview/ by the local stack (`npm start`) and by
 * the Vite dev server (`npm run dev`):
 *   GET /__preview/api/state    the personas, locales, flags and current findings (JSON)
 *   GET /__preview/api/view     one resolved view with its explanations (JSON, see request.ts)
 *   GET /__preview/api/events   server-sent `state` events: one on connect, one per reload
 *   GET /__preview/…            the built preview page (local stack only; Vite serves it in dev)
 * It writes to the response itself: an event stream stays open, a Reply could not.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import { sendFile } from '../../server/serving/static-send.ts';
import { PREVIEW_API, PREVIEW_BASE } from '../../src/preview/protocol.ts';
import { PREVIEW_HEADERS } from './headers.ts';
import { parseViewRequest } from './request.ts';
import { previewView, ViewRequestError } from './view.ts';
import type { PreviewWorkspace } from './workspace.ts';

export interface PreviewHandlerOptions {
  workspace: PreviewWorkspace;
  /** The built preview page (dist-preview/); without it only the API answers. */
  assetsDir?: string;
  /** Seconds between keep-alive comments on an event stream. Default 20. */
  heartbeatSeconds?: number;
}

/** Answers a request under /__preview/ and returns true, or returns false for any other path. */
export type PreviewHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export const NOT_BUILT = 'the preview page is not built: npm start builds it (vite build --config tools/preview/vite.config.ts)';

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer): void {
  res.writeHead(status, { ...PREVIEW_HEADERS, ...headers });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(value));
}

function openEvents(req: IncomingMessage, res: ServerResponse, workspace: PreviewWorkspace, heartbeatSeconds: number): void {
  res.writeHead(200, {
    ...PREVIEW_HEADERS,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const write = (state: unknown) => res.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);
  // A reconnecting page (the stack restarted) tries again after a second.
  res.write('retry: 1000\n\n');
  write(workspace.state());
  const unsubscribe = workspace.subscribe(write);
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatSeconds * 1000);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  req.on('close', stop);
  res.on('error', stop);
}

function answerView(res: ServerResponse, workspace: PreviewWorkspace, query: URLSearchParams): void {
  const state = workspace.state();
  const good = workspace.config();
  if (!good) {
    sendJson(res, 503, { error: 'no_valid_config', message: 'config/ has not validated yet; fix the findings', problems: state.problems });
    return;
  }
  try {
    const request = parseViewRequest(query, state.flags);
    const loaded = workspace.persona(request.persona);
    if (!loaded) {
      sendJson(res, 404, { error: 'unknown_persona', message: `no persona "${request.persona}" in personas/` });
      return;
    }
    const summary = state.personas.find((p) => p.id === request.persona)!;
    sendJson(
      res,
      200,
      previewView(
        {
          config: good.config,
          strings: good.strings,
          persona: loaded.persona,
          summary,
          version: state.version,
          serveFlags: good.serveFlags,
          offers: good.offers,
        },
        request,
      ),
    );
  } catch (error) {
    if (!(error instanceof ViewRequestError)) throw error;
    sendJson(res, 400, { error: 'bad_request', message: error.message });
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function answerAsset(req: IncomingMessage, res: ServerResponse, assetsDir: string | undefined, pathname: string): Promise<void> {
  const root = assetsDir ? resolve(assetsDir) : undefined;
  if (!root || !(await isFile(join(root, 'index.html')))) {
    send(res, 503, { 'content-type': 'text/plain; charset=utf-8' }, `${NOT_BUILT}\n`);
    return;
  }
  let rest: string;
  try {
    rest = decodeURIComponent(pathname.slice(PREVIEW_BASE.length));
  } catch {
    send(res, 400, { 'content-type': 'text/plain; charset=utf-8' }, 'bad request: the path is not valid percent-encoding\n');
    return;
  }
  const file = join(root, rest === '' ? 'index.html' : rest);
  const inside = relative(root, file);
  if (rest.includes('\0') || inside.startsWith('..') || isAbsolute(inside) || !(await isFile(file))) {
    send(res, 404, { 'content-type': 'text/plain; charset=utf-8' }, `not found: ${pathname}\n`);
    return;
  }
  const reply = await sendFile(file, { req, hashed: rest.startsWith('assets/'), status: 200 });
  send(res, reply.status, reply.headers ?? {}, reply.body);
}

export function createPreviewHandler(options: PreviewHandlerOptions): PreviewHandler {
  const { workspace, assetsDir } = options;
  const heartbeatSeconds = options.heartbeatSeconds ?? 20;
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/__preview') {
      send(res, 301, { location: PREVIEW_BASE });
      return true;
    }
    if (!url.pathname.startsWith(PREVIEW_BASE)) return false;
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, `${method} is not allowed on the preview; use GET\n`);
      return true;
    }
    try {
      // Until the first validation is done there is nothing to answer about: the preview's own
      // API waits for it (in a worker, when a server mounts it); the server's other paths never do.
      if (url.pathname === `${PREVIEW_API}state` || url.pathname === `${PREVIEW_API}view`) {
        if (!workspace.config()) await workspace.settled();
      }
      switch (url.pathname) {
        case `${PREVIEW_API}state`:
          sendJson(res, 200, workspace.state());
          return true;
        case `${PREVIEW_API}view`:
          answerView(res, workspace, url.searchParams);
          return true;
        case `${PREVIEW_API}events`:
          openEvents(req, res, workspace, heartbeatSeconds);
          return true;
      }
      if (url.pathname.startsWith(PREVIEW_API)) {
        sendJson(res, 404, { error: 'not_found', message: `no preview route ${url.pathname}` });
        return true;
      }
      await answerAsset(req, res, assetsDir, url.pathname);
    } catch (error) {
      // A bug in one view costs that request, never the server.
      if (!res.headersSent) sendJson(res, 500, { error: 'internal_error', message: (error as Error).message });
      else res.end();
    }
    return true;
  };
}
