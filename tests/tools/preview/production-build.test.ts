/**
 * The production build (`npm run build`, vite.config.ts) must carry nothing of the preview:
 * no page, no script, no route. Built in memory (write: false), so dist/ is never touched.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/config.ts';

type Output = Rollup.RollupOutput['output'][number];
let files: Output[] = [];

beforeAll(async () => {
  // Nothing is written (dist/ is other tests'); the outDir makes sure it could not be touched.
  const result = await build({
    configFile: join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    logLevel: 'error',
    build: { write: false, outDir: join(tmpdir(), 'preview-test-never-written'), emptyOutDir: false },
  });
  files = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
}, 180_000);

function text(file: Output): string {
  if (file.type === 'chunk') return file.code;
  return typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
}

describe('npm run build', () => {
  it('builds the portal (the check below looks at real output)', () => {
    expect(files.some((f) => f.fileName === 'index.html')).toBe(true);
    expect(files.some((f) => f.fileName === 'routes.json')).toBe(true);
    expect(files.filter((f) => f.type === 'chunk').length).toBeGreaterThan(0);
  });

  it('has no preview page, script or route', () => {
    expect(files.map((f) => f.fileName).filter((name) => /preview|frame\.html/.test(name))).toEqual([]);
    for (const file of files) {
      const content = text(file);
      expect(content.includes('__preview'), file.fileName).toBe(false);
      expect(content.includes('preview:render'), file.fileName).toBe(false);
      expect(content.includes('Why is this shown?'), file.fileName).toBe(false);
    }
  });
});
