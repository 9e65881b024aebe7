/**
 * The real build (vite.config.ts) into a temp directory: the serving plugin runs last and
 * leaves precompressed variants, immutable.json and nginx-build.conf behind.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '..', '..', '..');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'serving-build-'));
  await build({ configFile: join(REPO, 'vite.config.ts'), root: REPO, logLevel: 'error', build: { outDir, emptyOutDir: true } });
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('npm run build', () => {
  it('precompresses the entry script, the stylesheet and the HTML with brotli and gzip', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const entries = assets.filter((name) => /^index-.+\.(js|css)$/.test(name));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const file of [...entries.map((name) => `assets/${name}`), 'index.html']) {
      expect(existsSync(join(outDir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(outDir, `${file}.gz`)), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(readFileSync(join(outDir, file))), file).toBe(true);
    }
  });

  it('lists exactly the files Vite hashed as immutable, none copied from public/', () => {
    const immutable = JSON.parse(readFileSync(join(outDir, 'immutable.json'), 'utf8')) as string[];
    const emitted = readdirSync(join(outDir, 'assets')).filter((name) => /\.(js|css)$/.test(name)).map((name) => `/assets/${name}`);
    expect(immutable.filter((path) => /\.(js|css)$/.test(path)).sort()).toEqual(emitted.sort());
    expect(immutable.some((path) => path.includes('/badges/') || path.endsWith('/logo.svg'))).toBe(false);
  });

  it('writes the nginx locations of this build, including every hashed file', () => {
    const conf = readFileSync(join(outDir, 'nginx-build.conf'), 'utf8');
    const immutable = JSON.parse(readFileSync(join(outDir, 'immutable.json'), 'utf8')) as string[];
    for (const path of immutable) expect(conf).toContain(`location = ${path} {`);
    expect(conf).toMatch(existsSync(join(outDir, 'routes.json')) ? /@portal_not_found_de_de/ : /no routes\.json/);
  });
});
