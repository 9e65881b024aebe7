import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import type { PreviewState } from '../../../src/preview/protocol.ts';
import { tempRepo, type TempRepo } from './temp-repo.ts';

let repo: TempRepo;
let distDir: string;

beforeAll(() => {
  repo = tempRepo();
  // A stand-in portal build: the stack serves it for every path it does not own.
  distDir = join(repo.root, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>portal shell</title>');
});
afterAll(() => repo.remove());

async function withStack(options: Parameters<typeof startLocalStack>[0], use: (stack: LocalStack) => Promise<void>): Promise<void> {
  const stack = await startLocalStack({ port: 0, distDir, personasDir: join(repo.root, 'personas'), log: () => undefined, ...options });
  try {
    await use(stack);
  } finally {
    await stack.close();
  }
}

describe('the local stack and the preview', () => {
  it('has no preview unless asked: /__preview/ is the portal app shell, with no preview API', async () => {
    await withStack({}, async (stack) => {
      const page = await fetch(`${stack.url}/__preview/`);
      expect(await page.text()).toContain('portal shell');
      const api = await fetch(`${stack.url}/__preview/api/state`);
      expect(api.headers.get('content-type')).not.toContain('application/json');
      expect(await api.text()).toContain('portal shell');
    });
  });

  it('mounts the preview with the option, answering from the given config and the stack personas', async () => {
    await withStack({ preview: { repoRoot: repo.root } }, async (stack) => {
      const state = (await (await fetch(`${stack.url}/__preview/api/state`)).json()) as PreviewState;
      expect(state.hasConfig).toBe(true);
      expect(state.personas.some((p) => p.id === 'active-de')).toBe(true);
      // Everything else is still the portal.
      expect(await (await fetch(`${stack.url}/de-de/`)).text()).toContain('portal shell');
    });
  }, 60_000);
});
