// `npm run dev` validates config/ for the preview in a worker thread: the
// dev server runs in this process, so a validation on its thread would stop these timer ticks.
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreviewState } from '../../../src/preview/protocol.ts';
import { previewDevPlugin } from '../../../tools/vite/preview-plugin.ts';
import { addPageCopies, tempRepo, type TempRepo } from './temp-repo.ts';

let repo: TempRepo | undefined;
let server: ViteDevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  repo?.remove();
  repo = undefined;
});

/** Opens the preview's state until it has a config; the longest gap between 5 ms ticks meanwhile. */
async function firstConfig(validateIn: 'process' | 'thread'): Promise<{ longestGapMs: number; totalMs: number }> {
  repo = tempRepo();
  addPageCopies(repo, 6);
  server = await createServer({
    configFile: false,
    root: repo.root,
    logLevel: 'error',
    plugins: [previewDevPlugin({ repoRoot: repo.root, validateIn })],
    server: { port: 0, host: '127.0.0.1', watch: null },
  });
  await server.listen();
  const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  let last = performance.now();
  let longestGapMs = 0;
  const ticks = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  try {
    for (;;) {
      const state = (await (await fetch(`${base}/__preview/api/state`)).json()) as PreviewState;
      if (state.hasConfig) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    clearInterval(ticks);
  }
  return { longestGapMs, totalMs: performance.now() - started };
}

// A worker starts cold (it compiles the validator's modules itself): on a busy machine that takes a while.
describe('npm run dev: the preview validates off the dev server thread', { timeout: 180_000 }, () => {
  it('keeps the dev server turning while config/ is validated', async () => {
    const { longestGapMs, totalMs } = await firstConfig('thread');
    expect(longestGapMs).toBeLessThan(totalMs / 2);
  });

  it('in process (the contrast): the validation holds the dev server for most of the time', async () => {
    const { longestGapMs, totalMs } = await firstConfig('process');
    expect(longestGapMs).toBeGreaterThan(totalMs / 2);
  });
});
