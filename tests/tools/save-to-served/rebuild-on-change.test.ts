// The running local portal follows config/: the real local stack serves a build
// folder while the rebuild watcher watches a temporary copy of config/. A page file added there
// answers 200 after the rebuild, not 404 until a restart; a broken edit keeps the last good
// build. The build itself is a small stand-in that writes routes.json and one HTML file per
// page from config/pages (the real `vite build` takes minutes on a shared CI machine; what is
// under test is the watching, the swap and the server following the new build).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../../server/local-stack.ts';
import type { LocalStack } from '../../../server/options.ts';
import { rebuildOnChange, type BuildOutcome, type Rebuilder } from '../../../tools/save-to-served/rebuild-on-change.ts';
import { repoRoot } from '../../support/config.ts';

let work: string;
let stack: LocalStack;
let rebuilder: Rebuilder;
const said: string[] = [];

/** Every page of config/pages in de-de, as routes.json and one prerendered file each; a YAML error fails the build. */
async function standInBuild(configDir: string, outDir: string): Promise<BuildOutcome> {
  const pages: { id: string; locale: string; path: string; match: 'exact'; audience: string }[] = [];
  const files: Record<string, string> = { 'index.html': '<!doctype html><title>shell</title>' };
  for (const name of readdirSync(join(configDir, 'pages')).filter((n) => n.endsWith('.yaml'))) {
    let doc: { pages?: { id: string; path?: string; audience: string }[] };
    try {
      doc = parse(readFileSync(join(configDir, 'pages', name), 'utf8')) as typeof doc;
    } catch (error) {
      return { ok: false, output: `config/pages/${name}: ${(error as Error).message}` };
    }
    for (const page of doc.pages ?? []) {
      if (!page.path) continue;
      const path = `/de-de${page.path}`;
      pages.push({ id: page.id, locale: 'de-de', path, match: 'exact', audience: page.audience });
      files[`${path.slice(1)}index.html`] = `<!doctype html><title>${page.id}</title>`;
    }
  }
  files['de-de/404.html'] = '<!doctype html><title>not found</title>';
  files['routes.json'] = JSON.stringify({ defaultLocale: 'de-de', locales: ['de-de'], pages });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
  return { ok: true, output: '' };
}

async function status(path: string): Promise<{ code: number; body: string }> {
  const response = await fetch(`${stack.url}${path}`);
  return { code: response.status, body: await response.text() };
}

const PAGE = `# yaml-language-server: $schema=../../schemas/pages.schema.json
pages:
  - id: zinsrechner
    path: /zinsrechner/
    kind: content
    audience: public
    locales: [de-de]
    title: { de: Zinsrechner }
`;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rebuild-on-change-'));
  cpSync(join(repoRoot, 'config'), join(work, 'config'), { recursive: true });
  const dist = join(work, 'dist');
  const first = await standInBuild(join(work, 'config'), dist);
  expect(first.ok).toBe(true);
  stack = await startLocalStack({ port: 0, distDir: dist, personasDir: join(repoRoot, 'personas') });
  rebuilder = rebuildOnChange({
    watch: [join(work, 'config')],
    distDir: dist,
    build: (outDir) => standInBuild(join(work, 'config'), outDir),
    debounceMs: 100,
    say: (line) => said.push(line),
  });
}, 30_000);

afterAll(async () => {
  rebuilder?.close();
  await stack?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the local portal follows config/ without a restart', () => {
  it('a page file added under config/pages answers 200 after the rebuild (404 before), with one line said', async () => {
    expect((await status('/de-de/zinsrechner/')).code).toBe(404);
    writeFileSync(join(work, 'config/pages/zinsrechner.yaml'), PAGE);
    const deadline = Date.now() + 20_000;
    while ((await status('/de-de/zinsrechner/')).code !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const page = await status('/de-de/zinsrechner/');
    expect(page.code).toBe(200);
    expect(page.body).toContain('<title>zinsrechner</title>');
    await rebuilder.settled();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/zinsrechner\.yaml changed: rebuilt in [\d.]+ s, now serving the new build$/);
  }, 30_000);

  it('a broken edit: the build fails, its output is said in full, and the last good build stays served', async () => {
    said.length = 0;
    writeFileSync(join(work, 'config/pages/zinsrechner.yaml'), `${PAGE}    broken: [\n`);
    const deadline = Date.now() + 20_000;
    while (said.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await rebuilder.settled();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^config\/pages\/zinsrechner\.yaml changed: the build failed, so the portal keeps serving the last good build\. The build said:\nconfig\/pages\/zinsrechner\.yaml: /,
    );
    const page = await status('/de-de/zinsrechner/');
    expect(page.code).toBe(200);
    expect(page.body).toContain('<title>zinsrechner</title>');
  }, 30_000);
});
