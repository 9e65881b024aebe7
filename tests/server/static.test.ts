import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

const INDEX = '<!doctype html><title>portal shell</title>';
const SECRET = 'top secret outside dist';

/** fetch normalises `..` and `%2e%2e` away, so traversal attempts go out as raw request targets. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static portal', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    const dist = join(h.dir, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'app-1a2B_c-9.js'), 'console.log("portal")');
    await writeFile(join(dist, 'assets', 'app-1a2B_c-9.css'), 'body{}');
    // The build lists the files Vite hashed; only those are cached as immutable.
    await writeFile(join(dist, 'immutable.json'), JSON.stringify(['/assets/app-1a2B_c-9.js']));
    await writeFile(join(dist, 'favicon.svg'), '<svg/>');
    await writeFile(join(h.dir, 'secret.txt'), SECRET);
    await symlink(join(h.dir, 'secret.txt'), join(dist, 'link.txt'));
  });
  afterAll(() => h.stop());

  it('serves files with their content types', async () => {
    const js = await fetch(`${h.stack.url}/assets/app-1a2B_c-9.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    expect(await js.text()).toBe('console.log("portal")');
    const css = await fetch(`${h.stack.url}/assets/app-1a2B_c-9.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=600');
    expect((await fetch(`${h.stack.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const root = await fetch(`${h.stack.url}/`);
    expect(root.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await root.text()).toBe(INDEX);
  });

  it('falls back to index.html for app routes, but not for missing assets or API routes', async () => {
    for (const path of ['/de-de/login/', '/en-gb/dashboard', '/de-de/login/?regflow=x']) {
      const response = await fetch(`${h.stack.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
    }
    expect((await fetch(`${h.stack.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${h.stack.url}/api/unknown`)).headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${h.stack.url}/auth/unknown`)).status).toBe(404);
  });

  it('never serves a file outside the dist directory', async () => {
    for (const path of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/link.txt',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const { status, body } = await rawGet(h.stack.url, path);
      expect(body, path).not.toContain(SECRET);
      expect(body, path).not.toContain('root:');
      expect([200, 400, 403, 404], path).toContain(status);
    }
    expect((await rawGet(h.stack.url, '/..%2fsecret.txt')).status).toBe(403);
    expect((await rawGet(h.stack.url, '/link.txt')).status).toBe(403);
    expect((await rawGet(h.stack.url, '/%00')).status).toBe(400);
  });

  it('refuses to change the portal with POST', async () => {
    expect((await fetch(`${h.stack.url}/de-de/login/`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 503 with a hint when the portal is not built', async () => {
    await rm(join(h.dir, 'dist', 'index.html'));
    try {
      const response = await fetch(`${h.stack.url}/de-de/login/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('portal not built: run npm run build');
    } finally {
      await writeFile(join(h.dir, 'dist', 'index.html'), INDEX);
    }
  });
});
