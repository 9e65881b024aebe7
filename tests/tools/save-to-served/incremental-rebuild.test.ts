/**
 * The child that writes saves runs within limits (a hostile config kept a rebuild
 * busy for 290 s with no limit): a save over its time limit is stopped, a child over its memory
 * limit ends, a child that crashes is reported, and each time the next save starts a new child.
 * The children here are stand-ins that misbehave on purpose; the protocol is the real one.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIncrementalBuilder } from '../../../tools/save-to-served/incremental-rebuild.ts';
import { repoRoot } from '../../support/config.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'incremental-limits-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A child script: answers 'ready', then does `onUpdate` for each update request. */
async function standIn(name: string, onUpdate: string): Promise<string> {
  const path = join(dir, `${name}.mjs`);
  await writeFile(
    path,
    `let saves = 0;
process.on('message', async (m) => { if (m.type !== 'update') return; saves += 1; ${onUpdate} });
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', initial: { kind: 'unchanged', milliseconds: 0 } });
`,
  );
  return path;
}

const options = (childScript: string, limits: { timeoutMs?: number; maxMemoryMb?: number } = {}) => ({
  repoRoot,
  distDir: dir,
  renderEntry: join(dir, 'render.js'),
  childScript,
  ...limits,
});

describe('the save child', () => {
  it('answers a save with what the child did', async () => {
    const builder = startIncrementalBuilder(
      options(await standIn('fine', "process.send({ type: 'outcome', id: m.id, outcome: { kind: 'unchanged', milliseconds: saves } });")),
    );
    try {
      expect(await builder.update([])).toEqual({ kind: 'unchanged', milliseconds: 1 });
      expect(await builder.update([])).toEqual({ kind: 'unchanged', milliseconds: 2 });
    } finally {
      builder.close();
    }
  });

  it('stops a save that takes longer than its limit, and the next save gets a new child', async () => {
    // The first child of this script hangs; a new one (saves starts at 0 again) answers at once.
    const marker = join(dir, 'hung-once');
    const script = await standIn(
      'hangs',
      `const fs = await import('node:fs');
       if (!fs.existsSync(${JSON.stringify(marker)})) { fs.writeFileSync(${JSON.stringify(marker)}, ''); return; }
       process.send({ type: 'outcome', id: m.id, outcome: { kind: 'unchanged', milliseconds: saves } });`,
    );
    const builder = startIncrementalBuilder(options(script, { timeoutMs: 1500 }));
    try {
      await builder.ready();
      const stopped = await builder.update([]);
      expect(stopped.kind).toBe('failed');
      expect(stopped.kind === 'failed' && stopped.message).toMatch(/took longer than 1\.5 s and was stopped/);
      expect(await builder.update([])).toEqual({ kind: 'unchanged', milliseconds: 1 });
    } finally {
      builder.close();
    }
  });

  it('ends a child over its memory limit and says so', async () => {
    const builder = startIncrementalBuilder(
      options(await standIn('hog', 'const hoard = []; for (;;) hoard.push(new Array(1e6).fill(saves));'), { maxMemoryMb: 64, timeoutMs: 60_000 }),
    );
    try {
      const outcome = await builder.update([]);
      expect(outcome.kind).toBe('failed');
      expect(outcome.kind === 'failed' && outcome.message).toMatch(/over its memory limit of 64 MB/);
    } finally {
      builder.close();
    }
  });

  it('reports a child that crashes, with what it wrote last', async () => {
    const builder = startIncrementalBuilder(options(await standIn('crashes', "console.error('the render entry is broken'); process.exit(3);")));
    try {
      const outcome = await builder.update([]);
      expect(outcome).toMatchObject({ kind: 'failed' });
      expect(outcome.kind === 'failed' && outcome.message).toMatch(/exit code 3:\nthe render entry is broken/);
    } finally {
      builder.close();
    }
  });
});
