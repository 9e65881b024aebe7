/**
 * The preview page's own build (tools/preview/vite.config.ts, what `npm start` runs): a page and
 * a frame, no inline script (the CSP allows none), and none of the Node side: explanations
 * arrive as JSON, so neither ajv, the YAML parser nor tools/ may be bundled.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/config.ts';

type Output = Rollup.RollupOutput['output'][number];
let files: Output[] = [];

beforeAll(async () => {
  // Nothing is written; the outDir makes sure no real build folder could be touched.
  const result = await build({
    configFile: join(repoRoot, 'tools', 'preview', 'vite.config.ts'),
    logLevel: 'error',
    build: { write: false, outDir: join(tmpdir(), 'preview-test-never-written'), emptyOutDir: false },
  });
  files = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
}, 120_000);

describe('the preview page build', () => {
  it('has the page and the frame, loading their scripts from /__preview/assets/ and none inline', () => {
    for (const name of ['index.html', 'frame.html']) {
      const html = files.find((f) => f.fileName === name);
      expect(html?.type, name).toBe('asset');
      const source = String((html as Rollup.OutputAsset).source);
      expect(source).toMatch(/<script type="module" crossorigin src="\/__preview\/assets\/[^"]+\.js"><\/script>/);
      expect(source.match(/<script[^>]*>[^<]+<\/script>/g) ?? [], name).toEqual([]);
    }
  });

  it('bundles no validator, YAML parser or Node-side code', () => {
    const modules = files.flatMap((f) => (f.type === 'chunk' ? f.moduleIds : []));
    expect(modules.some((id) => id.includes('/src/render/header/'))).toBe(true);
    expect(modules.filter((id) => /node_modules\/(ajv|ajv-formats|yaml|json-logic-js)\/|\/tools\/|\/server\//.test(id))).toEqual([]);
  });
});
