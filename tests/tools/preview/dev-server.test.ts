/**
 * `npm run dev`: the Vite dev server of vite.config.ts serves the preview page from src/preview/
 * under /__preview/, and its API from the repository's config/ (read only here).
 */
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewState } from '../../../src/preview/protocol.ts';
import { repoRoot } from '../../support/config.ts';

let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({ configFile: join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel: 'error', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('npm run dev', () => {
  it('serves the preview page and its frame under /__preview/, with their modules', async () => {
    const page = await fetch(`${base}/__preview/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Portal preview</title>');
    expect(html).toContain('src="./main.tsx"');
    const frame = await fetch(`${base}/__preview/frame.html`, { headers: { accept: 'text/html' } });
    expect(await frame.text()).toContain('src="./frame.tsx"');
    const module = await fetch(`${base}/__preview/main.tsx`);
    expect(module.status).toBe(200);
    expect(await module.text()).toContain('PreviewApp');
  });

  it('answers the preview API from config/ and personas/', async () => {
    const response = await fetch(`${base}/__preview/api/state`);
    expect(response.status).toBe(200);
    const state = (await response.json()) as PreviewState;
    expect(state.hasConfig).toBe(true);
    expect(state.personas.some((p) => p.id === 'payment-methods-off-de')).toBe(true);
  }, 60_000);

  it("serves each locale's config modules, which the locale loader names", async () => {
    const loader = await (await fetch(`${base}/@id/__x00__virtual:portal-config`)).text();
    const url = /"locale":"(\/@id\/__x00__virtual:portal-config\/data\/locale\/de-de)"/.exec(loader)?.[1];
    expect(url, loader.slice(0, 400)).toBeDefined();
    const module = await fetch(`${base}${url}`);
    expect(module.status).toBe(200);
    const text = await module.text();
    expect(text).toContain('export const config');
    expect(text).toContain('Zahlungsmethoden');
  });

  it('still serves the portal at its own paths', async () => {
    const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('/src/app/boot/boot.ts');
  });
});
