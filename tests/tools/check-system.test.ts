// npm test's first step: a missing system package is one line naming it and the apt-get
// command, exit 1, before anything slow runs; with everything there it says nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/config.ts';

const script = join(repoRoot, 'tools/check-system.mjs');

function check(env: Record<string, string>) {
  return spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('tools/check-system.mjs (first step of npm test)', () => {
  it('on this machine (which runs the browser and serving tests) it passes silently', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })).toBe('');
  });

  it('without nginx: one line naming nginx and the apt-get command, exit 1', () => {
    const run = check({ NGINX_PATH: '/nonexistent/nginx' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/missing: nginx \(serving test/);
    expect(run.stderr).toMatch(/apt-get install nginx\n$/);
    expect(run.stderr).not.toMatch(/chromium/);
  });

  it('without Chromium and nginx: both named in one command', () => {
    const run = check({ NGINX_PATH: '/nonexistent/nginx', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/apt-get install chromium nginx\n$/);
  });

  it('npm test runs it first: a missing package stops the run at once, before any other phase', () => {
    const run = spawnSync(process.execPath, [join(repoRoot, 'tools/ci/test.mjs')], {
      cwd: repoRoot,
      env: { ...process.env, NGINX_PATH: '/nonexistent/nginx', PHASES_REPORT: join(tmpdir(), `phases-${process.pid}.json`) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/missing: nginx/);
    expect(run.stdout).toMatch(/phase system check: FAILED/);
    expect(run.stdout).not.toMatch(/phase typecheck/);
  });

  it("with every package missing it asks for the README's packages, each of which .ci/run installs", () => {
    const nowhere = mkdtempSync(join(tmpdir(), 'no-system-'));
    const run = check({ SYSTEM_ROOT: nowhere, NGINX_PATH: join(nowhere, 'nginx'), CHROMIUM_PATH: join(nowhere, 'chromium') });
    rmSync(nowhere, { recursive: true, force: true });
    expect(run.status).toBe(1);
    const command = run.stderr.match(/(sudo apt-get install .+)\n$/)?.[1];
    expect(command).toBeDefined();
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8').split('\n');
    expect(readme).toContain(command);
    const ci = readFileSync(join(repoRoot, '.ci/run'), 'utf8');
    for (const name of command!.replace('sudo apt-get install ', '').split(' ')) expect(ci).toMatch(new RegExp(`missing\\+=\\([^)]*\\b${name}\\b`));
  });
});
