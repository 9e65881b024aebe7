import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emittedAssets, hashedNameProblems } from '../../../tools/serving/hashed-names.ts';

describe('hashed names', () => {
  it('lists only emitted files under assets/ as immutable, as URL paths', () => {
    expect(emittedAssets(['index.html', 'assets/index-Biqrn2W_.js', 'assets/index-DwLGA3XM.css'])).toEqual([
      '/assets/index-Biqrn2W_.js',
      '/assets/index-DwLGA3XM.css',
    ]);
  });

  it('fails when Vite emits a file without a content hash (it would be cached for a year)', () => {
    expect(hashedNameProblems(['assets/index-Biqrn2W_.js', 'index.html'])).toEqual([]);
    expect(hashedNameProblems(['assets/index.js'])).toEqual([expect.stringContaining('assets/index.js was emitted by Vite without a content hash')]);
  });

  it('is why names cannot decide: public/ has files whose names look hashed', () => {
    const publicDir = resolve(import.meta.dirname, '..', '..', '..', 'public');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [relative(publicDir, join(dir, name))]));
    const lookalikes = files(publicDir).filter((file) => hashedNameProblems([file]).length === 0 && file.startsWith('assets/'));
    expect(lookalikes).toContain('assets/badges/app-store-nl.svg');
  });
});
