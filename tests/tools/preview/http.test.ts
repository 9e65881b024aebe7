import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewHandler, NOT_BUILT } from '../../../tools/preview/http.ts';
import { createWorkspace, type PreviewWorkspace } from '../../../tools/preview/workspace.ts';
import type { PreviewState, PreviewView } from '../../../src/preview/protocol.ts';
import { tempRepo, withUnclosedBracket, type TempRepo } from './temp-repo.ts';

let repo: TempRepo;
let workspace: PreviewWorkspace;
let server: Server;
let base: string;
let assetsDir: string;

async function listen(handler: ReturnType<typeof createPreviewHandler>): Promise<{ server: Server; base: string }> {
  const s = createServer((req, res) => {
    void handler(req, res).then((handled) => {
      if (!handled) {
        res.writeHead(418);
        res.end('not the preview');
      }
    });
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  repo = tempRepo();
  assetsDir = join(repo.root, 'dist-preview');
  mkdirSync(join(assetsDir, 'assets'), { recursive: true });
  writeFileSync(join(assetsDir, 'index.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(assetsDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  workspace = createWorkspace({ repoRoot: repo.root, quietMs: 30 });
  ({ server, base } = await listen(createPreviewHandler({ workspace, assetsDir })));
}, 60_000);

afterAll(async () => {
  workspace.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  repo.remove();
});

/** Reads server-sent events until `count` `state` events arrived (or the time is up). */
async function readStates(response: Response, count: number, onFirst?: () => void): Promise<PreviewState[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const states: PreviewState[] = [];
  let buffer = '';
  const deadline = Date.now() + 20_000;
  while (states.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('event: state\n')) continue;
      states.push(JSON.parse(block.slice(block.indexOf('data: ') + 6)) as PreviewState);
      if (states.length === 1) onFirst?.();
    }
  }
  await reader.cancel();
  return states;
}

describe('the preview API', () => {
  it('answers the state as JSON, uncached, under the preview CSP', async () => {
    const response = await fetch(`${base}/__preview/api/state`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const state = (await response.json()) as PreviewState;
    expect(state.personas.length).toBeGreaterThan(10);
  });

  it('resolves a view with the flag override applied', async () => {
    const response = await fetch(`${base}/__preview/api/view?persona=payment-methods-off-de&flags=paymentMethods`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as PreviewView;
    expect(view.viewModel.header.account?.menu.map((item) => item.id)).toContain('payment-methods');
    expect(view.targets['item:payment-methods']?.[0]?.shown).toBe(true);
  });

  it('says what is wrong with a request: unknown persona 404, unknown flag or locale 400', async () => {
    const unknown = await fetch(`${base}/__preview/api/view?persona=nobody`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'unknown_persona', message: 'no persona "nobody" in personas/' });
    const flag = await fetch(`${base}/__preview/api/view?persona=active-de&flags=paymentMethod`);
    expect(flag.status).toBe(400);
    expect(((await flag.json()) as { message: string }).message).toMatch(/unknown flag "paymentMethod"; flags are .*paymentMethods/);
    const locale = await fetch(`${base}/__preview/api/view?persona=active-de&locale=xx-yy`);
    expect(locale.status).toBe(400);
    expect((await fetch(`${base}/__preview/api/nothing`)).status).toBe(404);
  });

  it('refuses methods other than GET and leaves other paths alone', async () => {
    const post = await fetch(`${base}/__preview/api/state`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${base}/de-de/`)).status).toBe(418);
    expect((await fetch(`${base}/__previewer`)).status).toBe(418);
    const bare = await fetch(`${base}/__preview`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/__preview/');
  });
});

describe('the preview page files', () => {
  it('serves the built page with the portal headers, framing allowed only from the same origin', async () => {
    const response = await fetch(`${base}/__preview/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>preview</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const asset = await fetch(`${base}/__preview/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('never answers a path outside the build', async () => {
    expect((await fetch(`${base}/__preview/..%2fconfig%2fmenus%2fde-de.yaml`)).status).toBe(404);
    expect((await fetch(`${base}/__preview/missing.html`)).status).toBe(404);
  });

  it('says how to build the page when it is not built', async () => {
    const bare = await listen(createPreviewHandler({ workspace }));
    try {
      const response = await fetch(`${bare.base}/__preview/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(`${NOT_BUILT}\n`);
    } finally {
      bare.server.closeAllConnections();
      await new Promise((resolve) => bare.server.close(resolve));
    }
  });
});

describe('the event stream', () => {
  it('sends the state on connect and again after an edit, with the finding at its place', async () => {
    const menu = 'config/menus/de-de.yaml';
    const original = repo.read(menu);
    const response = await fetch(`${base}/__preview/api/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const broken = withUnclosedBracket(original);
    try {
      const states = await readStates(response, 2, () => repo.write(menu, broken.text));
      expect(states).toHaveLength(2);
      expect(states[0]!.problems).toEqual([]);
      expect(states[1]!.version).toBeGreaterThan(states[0]!.version);
      expect(states[1]!.problems[0]).toMatchObject({ file: menu, line: broken.line, code: 'YAML_SYNTAX' });
      // Meanwhile views still answer, from the last good config.
      expect((await fetch(`${base}/__preview/api/view?persona=active-de`)).status).toBe(200);
    } finally {
      repo.write(menu, original);
    }
  }, 30_000);
});

describe('views and config/flags/', () => {
  it("follows config/flags/ as saved: a kill switch turns a persona's flag off, a targeting rule turns it on", async () => {
    // A workspace of its own, reloaded by hand: the shared one's watcher would see these saves.
    const own = tempRepo();
    const ownWorkspace = createWorkspace({ repoRoot: own.root, watch: false });
    const served = await listen(createPreviewHandler({ workspace: ownWorkspace, assetsDir }));
    const flagsFile = 'config/flags/portal.yaml';
    const original = own.read(flagsFile);
    const viewOf = async (query: string) => (await (await fetch(`${served.base}/__preview/api/view?${query}`)).json()) as PreviewView;
    const menuOf = async (persona: string) => {
      const view = await viewOf(`persona=${persona}`);
      return { ids: view.viewModel.header.account?.menu.map((item) => item.id) ?? [], flag: view.applied.flags.paymentMethods };
    };
    const paymentMethods = original.indexOf('  paymentMethods:\n');
    const edit = (replace: (block: string) => string) => {
      const end = original.indexOf('\n\n', paymentMethods);
      return original.slice(0, paymentMethods) + replace(original.slice(paymentMethods, end)) + original.slice(end);
    };
    try {
      expect((await menuOf('active-de')).ids).toContain('payment-methods');
      expect((await menuOf('payment-methods-off-de')).ids).not.toContain('payment-methods');

      own.write(
        flagsFile,
        edit((block) => block.replace('state: ENABLED', 'state: DISABLED')),
      );
      ownWorkspace.reload({ config: true });
      await ownWorkspace.settled();
      expect(await menuOf('active-de')).toEqual({ ids: expect.not.arrayContaining(['payment-methods']), flag: false });
      // The page's own switch still goes over what is served, as --flags does.
      const switched = await viewOf('persona=active-de&flags=paymentMethods');
      expect(switched.viewModel.header.account?.menu.map((item) => item.id)).toContain('payment-methods');

      // Everyone in de-de gets it on by targeting; the persona's own "false" still wins on its key.
      own.write(
        flagsFile,
        edit((block) => `${block}\n    targeting: { if: [{ "==": [{ var: locale }, de-de] }, "on", null] }`),
      );
      ownWorkspace.reload({ config: true });
      await ownWorkspace.settled();
      expect(ownWorkspace.state().problems).toEqual([]);
      expect((await menuOf('active-de')).ids).toContain('payment-methods');
      expect((await menuOf('payment-methods-off-de')).ids).not.toContain('payment-methods');
    } finally {
      ownWorkspace.close();
      served.server.closeAllConnections();
      await new Promise((resolve) => served.server.close(resolve));
      own.remove();
    }
  }, 60_000);
});
