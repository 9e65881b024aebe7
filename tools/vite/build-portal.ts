import { join } from 'node:path';
import { createBuilder } from 'vite';

/**
 * The production build from code, as `vite build` runs it: the whole app (client, prerender,
 * precompression: tools/vite/build-plugin.ts) into `outDir`. Vite's `build()` function builds
 * the client only, so tests and tools that need the real build call this.
 */
export async function buildPortal(repoRoot: string, outDir: string, logLevel: 'error' | 'silent' | 'info' = 'error'): Promise<void> {
  const builder = await createBuilder({ configFile: join(repoRoot, 'vite.config.ts'), root: repoRoot, logLevel, build: { outDir, emptyOutDir: true } });
  await builder.buildApp();
}
