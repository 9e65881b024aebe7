/**
 * What the portal's web server must answer, checked the same way against the local server
 * (local.test.ts) and Debian's nginx with the shipped configuration (nginx.test.ts), both
 * serving the fixture build (fixture-dist.ts). Expected values come from the header
 * definitions and the fixture files, never from the server under test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_ONLY_FILES } from '../../../server/serving/build-only.ts';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../../server/serving/headers.ts';
import { BADGE_PATH, CSS_PATH, FIXTURE, JS_PATH } from './fixture-dist.ts';
import { rawRequest, type RawResponse } from './http.ts';

export interface ServerUnderTest {
  url: () => string;
  dist: () => string;
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  expect(encoding, 'an unexpected Content-Encoding').toBeUndefined();
  return response.body.toString('utf8');
}

function expectSecurityHeaders(response: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], `${name} on ${what}`).toBe(value);
}

export function servingContract(server: ServerUnderTest): void {
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url(), path, { headers });
  const fileSize = (path: string) => readFileSync(join(server.dist(), path)).length;

  describe('security headers', () => {
    it('every answer carries the CSP and the security headers: page, asset, 404 page, asset miss', async () => {
      for (const path of ['/', '/de-de/', JS_PATH, BADGE_PATH, '/robots.txt', '/de-de/no-such-page', '/en-gb/no-such-page', '/assets/missing-AbCd1234.js']) {
        expectSecurityHeaders(await get(path, { 'accept-encoding': 'gzip, br' }), path);
      }
    });

    it('the policy is strict: script-src self only, no unsafe-inline or unsafe-eval, objects and framing off', async () => {
      const csp = (await get('/de-de/')).headers['content-security-policy'] ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name = '', ...sources]) => [name, sources]),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)/);
    });
  });

  describe('precompressed files', () => {
    it("brotli when accepted, with Vary, the variant's length and the original content", async () => {
      const response = await get(JS_PATH, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(fileSize(`${JS_PATH}.br`));
      expect(response.body.length).toBe(fileSize(`${JS_PATH}.br`));
      expect(fileSize(`${JS_PATH}.br`)).toBeLessThan(FIXTURE.js.length / 3);
      expect(decoded(response)).toBe(FIXTURE.js);
    });

    it('gzip when brotli is not accepted (absent or q=0)', async () => {
      for (const accept of ['gzip', 'gzip, br;q=0', 'deflate, gzip;q=0.5']) {
        const response = await get(CSS_PATH, { 'accept-encoding': accept });
        expect(response.headers['content-encoding'], accept).toBe('gzip');
        expect(Number(response.headers['content-length']), accept).toBe(fileSize(`${CSS_PATH}.gz`));
        expect(decoded(response), accept).toBe(FIXTURE.css);
      }
    });

    it('the raw file when nothing we have is accepted, still with Vary', async () => {
      const cases: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'gzip;q=0, br;q=0' },
        { 'accept-encoding': 'deflate' },
      ];
      for (const headers of cases) {
        const response = await get(JS_PATH, headers);
        const what = JSON.stringify(headers);
        expect(response.headers['content-encoding'], what).toBeUndefined();
        expect(response.headers.vary, what).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), what).toBe(FIXTURE.js.length);
        expect(response.body.toString('utf8'), what).toBe(FIXTURE.js);
      }
    });

    it('a file too small to gain from compression is sent as it is, without Vary', async () => {
      const response = await get('/robots.txt', { 'accept-encoding': 'gzip, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
      expect(response.body.toString('utf8')).toBe(FIXTURE.robots);
    });

    it('HTML pages and the 404 page are precompressed too', async () => {
      expect(decoded(await get('/de-de/', { 'accept-encoding': 'br' }))).toBe(FIXTURE.home);
      const notFound = await get('/de-de/no-such-page', { 'accept-encoding': 'gzip' });
      expect(notFound.status).toBe(404);
      expect(notFound.headers['content-encoding']).toBe('gzip');
      expect(decoded(notFound)).toBe(FIXTURE.notFound);
    });

    it('HEAD: the same headers and Content-Length as GET, no body', async () => {
      for (const accept of ['br', 'gzip', 'identity']) {
        const got = await get('/de-de/deposit-guarantee/', { 'accept-encoding': accept });
        const head = await rawRequest(server.url(), '/de-de/deposit-guarantee/', { method: 'HEAD', headers: { 'accept-encoding': accept } });
        expect(head.status, accept).toBe(200);
        expect(head.body.length, accept).toBe(0);
        expect(head.headers['content-length'], accept).toBe(String(got.body.length));
        expect(head.headers['content-encoding'], accept).toBe(got.headers['content-encoding']);
        expect(head.headers.etag, accept).toBe(got.headers.etag);
      }
    });
  });

  describe('caching', () => {
    it('files Vite hashed: immutable for a year; unhashed assets, even with a hash-like name, ten minutes', async () => {
      expect((await get(JS_PATH)).headers['cache-control']).toBe(CACHE_CONTROL.immutable);
      expect((await get(CSS_PATH, { 'accept-encoding': 'br' })).headers['cache-control']).toBe(CACHE_CONTROL.immutable);
      expect((await get(BADGE_PATH)).headers['cache-control']).toBe(CACHE_CONTROL.other);
      expect((await get('/robots.txt')).headers['cache-control']).toBe(CACHE_CONTROL.other);
      expect((await get('/de-de/sitemap.xml')).headers['cache-control']).toBe(CACHE_CONTROL.other);
    });

    it('HTML is revalidated: the shell, prerendered pages and 404 pages', async () => {
      for (const path of ['/', '/login', '/de-de/', '/de-de/dashboard/', '/de-de/no-such-page', '/en-gb/no-such-page']) {
        expect((await get(path)).headers['cache-control'], path).toBe(CACHE_CONTROL.html);
      }
    });

    it('304 for a matching If-None-Match or If-Modified-Since, per encoding', async () => {
      for (const [path, accept] of [
        [JS_PATH, 'br'],
        [JS_PATH, 'gzip'],
        [JS_PATH, 'identity'],
        ['/de-de/', 'br'],
      ] as const) {
        const first = await get(path, { 'accept-encoding': accept });
        const etag = first.headers.etag ?? '';
        expect(etag, `${path} ${accept}`).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
        const byTag = await get(path, { 'accept-encoding': accept, 'if-none-match': etag });
        expect(byTag.status, `${path} ${accept} If-None-Match`).toBe(304);
        expect(byTag.body.length).toBe(0);
        expect(byTag.headers.etag).toBe(etag);
        const byDate = await get(path, { 'accept-encoding': accept, 'if-modified-since': first.headers['last-modified'] ?? '' });
        expect(byDate.status, `${path} ${accept} If-Modified-Since`).toBe(304);
        expect((await get(path, { 'accept-encoding': accept, 'if-none-match': '"0-0"' })).status, `${path} stale tag`).toBe(200);
      }
      // Each encoding is its own representation: brotli's tag does not validate the gzip body.
      const brotliTag = (await get(JS_PATH, { 'accept-encoding': 'br' })).headers.etag ?? '';
      expect((await get(JS_PATH, { 'accept-encoding': 'gzip', 'if-none-match': brotliTag })).status).toBe(200);
    });
  });

  describe('pages and 404s (routes.json)', () => {
    it('a page answers with its prerendered HTML, whatever the case and trailing slash', async () => {
      for (const path of ['/de-de/', '/de-de', '/DE-DE/']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.home);
      }
      for (const path of ['/de-de/deposit-guarantee/', '/de-de/deposit-guarantee', '/de-de/Deposit-Guarantee/']) {
        expect((await get(path)).body.toString('utf8'), path).toBe(FIXTURE.guarantee);
      }
    });

    it('a page without prerendered HTML, and every path below a prefix page, gets the app shell (200)', async () => {
      for (const path of ['/en-gb/', '/en-gb/login', '/de-de/dashboard/', '/de-de/dashboard/accounts/123', '/de-de/dashboard/accounts/123/']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.shell);
      }
    });

    it("a path under a locale that no page answers is a 404: the locale's 404 page, else the shell", async () => {
      for (const path of ['/de-de/no-such-page', '/de-de/no-such-page/', '/de-de/deposit-guarantee/more', '/DE-DE/x/y/z', '/de-de/dashboardx']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.notFound);
      }
      for (const path of ['/en-gb/no-such-page', '/en-gb/login/more/']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.shell);
      }
    });

    it("the app's entry points outside the locales (/ and /login) get the shell, 200: the app redirects them", async () => {
      for (const path of ['/', '/login', '/login/', '/LOGIN', '/index.html']) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.shell);
      }
    });

    it("on a site's own host (routes.json siteHosts) / and /login redirect to that site's home and login page, query kept; a host without a site of its own (the .com domain, or none in siteHosts) gets the shell", async () => {
      const cases: [string, string, string][] = [
        ['www.example.co.uk', '/', '/en-gb/'],
        ['WWW.Example.CO.UK', '/login?product=abc&regflow=x', '/en-gb/login/?product=abc&regflow=x'],
        ['www.example.co.uk', '/LOGIN/', '/en-gb/login/'],
      ];
      for (const [host, path, location] of cases) {
        const response = await get(path, { host });
        expect(response.status, `${host}${path}`).toBe(302);
        expect(response.headers.location, `${host}${path}`).toBe(location);
        expectSecurityHeaders(response, `${host}${path}`);
      }
      for (const host of ['www.example.com', 'www.example.de']) {
        const response = await get('/login', { host });
        expect(response.status, host).toBe(200);
        expect(response.body.toString('utf8'), host).toBe(FIXTURE.shell);
      }
    });

    it("any other path outside the locales is a 404 with the default locale's not-found page", async () => {
      for (const path of ['/does-not-exist', '/does-not-exist/', '/sitemap.xml', '/xx-yy/somewhere', '/de/', '/a/b/c', '/login/more', '/favicon.ico']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.body.toString('utf8'), path).toBe(FIXTURE.notFound);
        expectSecurityHeaders(response, path);
      }
    });

    it('files are served as files, also under a locale', async () => {
      const sitemap = await get('/de-de/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(sitemap.body.toString('utf8')).toBe(FIXTURE.sitemap);
      expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
      expect((await get(BADGE_PATH)).headers['content-type']).toBe('image/svg+xml');
    });

    it('a missing asset is a plain 404, never the app shell', async () => {
      for (const path of ['/assets/missing-AbCd1234.js', '/assets/', '/assets/badges/']) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers['content-type'] ?? '', path).not.toMatch(/javascript/);
        expect(response.body.toString('utf8'), path).not.toContain('app shell');
      }
    });

    it("the build's server-only files (nginx-build.conf, routes.json, immutable.json and variants) are a 404, however spelled", async () => {
      for (const path of [...BUILD_ONLY_FILES.map((file) => `/${file}`), '//nginx-build.conf', '/assets/../nginx-build.conf', '/%6eginx-build.conf']) {
        const response = await get(path, { 'accept-encoding': 'gzip, br' });
        expect(response.status, path).toBe(404);
        expect(response.body.toString('utf8'), path).not.toMatch(/location|"pages"|assets\//);
        expectSecurityHeaders(response, path);
      }
    });
  });
}
