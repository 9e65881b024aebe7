// The preview validates config/ in a worker thread when a server mounts it:
// a large or hostile file takes the worker's time, never the server's, and a run that never
// ends is stopped and reported.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorkspace, type PreviewWorkspace } from '../../../tools/preview/workspace.ts';
import { createValidationThread } from '../../../tools/preview/validation-thread.ts';
import { addPageCopies, tempRepo, type TempRepo } from './temp-repo.ts';

let repo: TempRepo;
let workspace: PreviewWorkspace | undefined;

beforeEach(() => {
  repo = tempRepo();
  addPageCopies(repo, 4);
});
afterEach(() => {
  workspace?.close();
  workspace = undefined;
  repo.remove();
});

/** How long after reload() the event loop turns again, against how long the validation took. */
async function timing(ws: PreviewWorkspace): Promise<{ loopMs: number; totalMs: number }> {
  const started = performance.now();
  ws.reload({ config: true });
  await new Promise((resolve) => setImmediate(resolve));
  const loopMs = performance.now() - started;
  await ws.settled();
  return { loopMs, totalMs: performance.now() - started };
}

// A worker starts cold (it compiles the validator's modules itself): on a busy machine that takes a while.
describe('validation in a worker thread', { timeout: 120_000 }, () => {
  it('validates in the worker, with the same result as in process, while the event loop stays free', async () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false, validateIn: 'thread' });
    await workspace.settled();
    const state = workspace.state();
    expect(state.hasConfig).toBe(true);
    const inThread = workspace.config()!.config;
    expect(inThread.locales.list.map((l) => l.code.toLowerCase())).toContain('de-de');

    const { loopMs, totalMs } = await timing(workspace);
    expect(loopMs).toBeLessThan(totalMs / 2);

    const inProcess = createWorkspace({ repoRoot: repo.root, watch: false });
    try {
      expect(JSON.stringify(inThread)).toBe(JSON.stringify(inProcess.config()!.config));
      expect(workspace.state().problems).toEqual(inProcess.state().problems);
    } finally {
      inProcess.close();
    }
  });

  it('in process (the contrast): reload holds the event loop for the whole validation', async () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    const { loopMs, totalMs } = await timing(workspace);
    expect(loopMs).toBeGreaterThan(totalMs / 2);
  });

  it('reports a finding from the worker at its place, and tells subscribers when it is done', async () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false, validateIn: 'thread' });
    await workspace.settled();
    const seen: number[] = [];
    workspace.subscribe((state) => seen.push(state.problems.length));
    writeFileSync(
      join(repo.root, 'config/menus/de-de.yaml'),
      Buffer.concat([Buffer.from('# yaml-language-server: x\nlocale: Gr'), Buffer.from([0xfc]), Buffer.from('\n')]),
    );
    workspace.reload({ config: true });
    await workspace.settled();
    expect(seen.at(-1)).toBeGreaterThan(0);
    expect(workspace.state().problems).toEqual([expect.objectContaining({ file: 'config/menus/de-de.yaml', line: 2, col: 11, code: 'NOT_UTF8' })]);
    // The last good config stays on offer.
    expect(workspace.state().hasConfig).toBe(true);
  });

  it('stops a run that needs more memory than its limit and says so', async () => {
    // 12 MB does not even hold the validator's modules: the worker is stopped as a huge config would be.
    const thread = createValidationThread({ repoRoot: repo.root, configDir: join(repo.root, 'config'), maxMemoryMb: 12 });
    try {
      const outcome = await thread.validate();
      expect(outcome).toEqual({ ok: false, message: expect.stringContaining('needed more than 12 MB and was stopped') });
    } finally {
      thread.close();
    }
  });

  it('stops a run that overruns its time limit and says so', async () => {
    const thread = createValidationThread({ repoRoot: repo.root, configDir: join(repo.root, 'config'), timeoutMs: 5 });
    try {
      const outcome = await thread.validate();
      expect(outcome).toEqual({ ok: false, message: expect.stringContaining('took longer than') });
    } finally {
      thread.close();
    }
  });
});
