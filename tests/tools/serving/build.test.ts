/**
 * The real build (vite.config.ts) into a temp directory: the build plugin finishes it and
 * leaves precompressed variants, immutable.json and nginx-build.conf behind; the local server
 * and nginx with the shipped configuration then answer the built portal alike.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { buildPortal } from '../../../tools/vite/build-portal.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack } from '../../../server/local-stack.ts';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../../server/serving/headers.ts';
import { parseRoutes } from '../../../server/serving/routes.ts';
import { rawRequest } from '../../server/serving/http.ts';
import { startNginx } from '../../server/serving/nginx-harness.ts';

const REPO = resolve(import.meta.dirname, '..', '..', '..');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'serving-build-'));
  await buildPortal(REPO, outDir);
}, 240_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('precompresses the entry script, the app, its stylesheet and the HTML with brotli and gzip', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const entries = assets.filter((name) => /^(index|app)-.+\.(js|css)$/.test(name));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const file of [...entries.map((name) => `assets/${name}`), 'index.html']) {
      expect(existsSync(join(outDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(outDir, `${file}.gz`)), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(readFileSync(join(outDir, file))), file).toBe(true);
    }
  });

  it('lists exactly the files the build hashed as immutable (the code and the config modules), none copied from public/', () => {
    const immutable = JSON.parse(readFileSync(join(outDir, 'immutable.json'), 'utf8')) as string[];
    const emitted = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `/assets/${name}`);
    expect(emitted.some((path) => path.startsWith('/assets/config/de-de-'))).toBe(true);
    expect(immutable.filter((path) => /\.(js|css)$/.test(path)).sort()).toEqual(emitted.sort());
    expect(immutable.some((path) => path.includes('/badges/') || path.endsWith('/logo.svg'))).toBe(false);
  });

  it('writes the nginx locations of this build, including every hashed file', () => {
    const conf = readFileSync(join(outDir, 'nginx-build.conf'), 'utf8');
    const immutable = JSON.parse(readFileSync(join(outDir, 'immutable.json'), 'utf8')) as string[];
    for (const path of immutable) expect(conf).toContain(`location = ${path} {`);
    expect(conf).toMatch(/location @portal_not_found_de_de/);
  });
});

describe('the built portal on both servers', () => {
  it('the entry script, the app, its stylesheet and home page: same status, encoding, length, caching and CSP', async () => {
    const entries = readdirSync(join(outDir, 'assets'))
      .filter((name) => /^(index|app)-.+\.(js|css)$/.test(name))
      .map((name) => `/assets/${name}`);
    const local = await startLocalStack({ port: 0, distDir: outDir, personasDir: join(REPO, 'personas') });
    const nginx = await startNginx(outDir);
    try {
      for (const path of [...entries, '/', '/de-de/']) {
        for (const accept of ['br', 'gzip', 'identity']) {
          const [fromLocal, fromNginx] = await Promise.all(
            [local.url, nginx.url].map((url) => rawRequest(url, path, { headers: { 'accept-encoding': accept } })),
          );
          const what = `${path} ${accept}`;
          for (const response of [fromLocal, fromNginx]) {
            expect(response?.headers['content-security-policy'], what).toBe(SECURITY_HEADERS['content-security-policy']);
            expect(response?.headers['cache-control'], what).toBe(path.startsWith('/assets/') ? CACHE_CONTROL.immutable : CACHE_CONTROL.html);
          }
          for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'etag']) {
            expect(fromNginx?.headers[name], `${name} of ${what}`).toBe(fromLocal?.headers[name]);
          }
          expect(fromNginx?.status, what).toBe(fromLocal?.status);
        }
      }
    } finally {
      await nginx.stop();
      await local.close();
    }
  }, 60_000);
});

describe('the pages of routes.json on both servers', () => {
  it("every page answers 200, paths no page answers 404 (outside the locales too), the app's entry points 200: the same body on both", async () => {
    expect(existsSync(join(outDir, 'routes.json')), 'the build writes routes.json (pages as configuration)').toBe(true);
    const routes = parseRoutes(JSON.parse(readFileSync(join(outDir, 'routes.json'), 'utf8')));
    const paths: [string, number][] = [];
    for (const page of routes.pages) {
      paths.push([page.path, 200], [page.path.toUpperCase().replace(/\/$/, ''), 200]);
      if (page.match === 'prefix') paths.push([`${page.path}some/deeper/path`, 200]);
    }
    for (const locale of routes.locales) paths.push([`/${locale}/no-page-here-${locale}`, 404], [`/${locale}/no/page/here/`, 404]);
    paths.push(['/', 200], ['/login', 200], ['/login/', 200], ['/xx-yy/anything', 404], ['/sitemap.xml', 404], ['/does-not-exist', 404]);
    const local = await startLocalStack({ port: 0, distDir: outDir, personasDir: join(REPO, 'personas') });
    const nginx = await startNginx(outDir);
    try {
      const mismatches: string[] = [];
      for (const [path, status] of paths) {
        const [fromLocal, fromNginx] = await Promise.all([local.url, nginx.url].map((url) => rawRequest(url, path, { headers: { 'accept-encoding': 'br' } })));
        if (fromLocal?.status !== status || fromNginx?.status !== status || !fromLocal.body.equals(fromNginx.body)) {
          mismatches.push(
            `${path}: expected ${status}, local ${fromLocal?.status}, nginx ${fromNginx?.status}${fromLocal?.body.equals(fromNginx?.body ?? Buffer.alloc(0)) ? '' : ', bodies differ'}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
      expect(paths.length).toBeGreaterThan(routes.pages.length * 2);
    } finally {
      await nginx.stop();
      await local.close();
    }
  }, 120_000);
});
