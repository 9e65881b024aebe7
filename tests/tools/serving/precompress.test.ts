import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, precompressDirectory, qualityFor } from '../../../server/serving/precompress.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serving-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes .br and .gz next to every text file, decoding to the original', async () => {
    const js = 'const a = 1;\n'.repeat(500);
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets', 'app-AbCd1234.js'), js);
    const [result] = await precompressDirectory(dir);
    expect(result).toMatchObject({ file: 'assets/app-AbCd1234.js', raw: js.length });
    expect(brotliDecompressSync(await readFile(join(dir, 'assets', 'app-AbCd1234.js.br'))).toString()).toBe(js);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'app-AbCd1234.js.gz'))).toString()).toBe(js);
    expect(result?.br).toBeLessThan(result?.gzip ?? 0);
  });

  it('skips images that are already compressed and variants that would not be smaller', async () => {
    await writeFile(join(dir, 'photo.png'), Buffer.alloc(4000, 7));
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
    const results = await precompressDirectory(dir);
    expect(results.map((file) => file.file)).toEqual(['robots.txt']);
    expect(results[0]).toMatchObject({ gzip: undefined, br: undefined });
    expect(existsSync(join(dir, 'photo.png.gz')) || existsSync(join(dir, 'robots.txt.gz')) || existsSync(join(dir, 'robots.txt.br'))).toBe(false);
  });

  it('removes stale variants of a file that is gone or changed, and leaves real archives alone', async () => {
    await writeFile(join(dir, 'old-AbCd1234.js.br'), 'stale');
    await writeFile(join(dir, 'old-AbCd1234.js.gz'), 'stale');
    await writeFile(join(dir, 'data.tar.gz'), 'an archive shipped on purpose');
    await writeFile(join(dir, 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'tiny.css.br'), 'from a bigger earlier build');
    await precompressDirectory(dir);
    expect(existsSync(join(dir, 'old-AbCd1234.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'old-AbCd1234.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'data.tar.gz'))).toBe(true);
  });
});

describe('brotli quality per file kind', () => {
  it('spends the slowest setting on the year-cached assets only; pages, revalidated on every use, get the fast one', () => {
    expect(qualityFor('assets/app-AbCd1234.js')).toBe(BROTLI_QUALITY.immutable);
    expect(qualityFor('de-de/index.html')).toBe(BROTLI_QUALITY.revalidated);
    expect(qualityFor('sitemap-de-de.xml')).toBe(BROTLI_QUALITY.revalidated);
    expect(BROTLI_QUALITY.revalidated).toBeLessThan(BROTLI_QUALITY.immutable);
  });
});
