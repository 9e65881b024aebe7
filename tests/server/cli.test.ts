import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TSX = join('node_modules', '.bin', 'tsx');

describe('server/main.ts', () => {
  it('prints the URL, serves, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'local-stack-cli-'));
    const child = spawn(TSX, ['server/main.ts', '--port', '0', '--dist', join(dir, 'dist'), '--personas', dir, '--token-lifetime', '5'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          const match = /portal running at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
      });
      expect(await (await fetch(`${url}/auth/local/personas`)).json()).toEqual([]);
      expect((await fetch(`${url}/`)).status).toBe(503);
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it('exits 2 with usage on a bad option', async () => {
    const child = spawn(TSX, ['server/main.ts', '--session-max', 'soon'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--session-max must be a positive number/);
  }, 20_000);
});
