/**
 * The local flag service under hostile flag files: a link out of config/, a link to /dev/zero,
 * a FIFO, and shared rules that double with every step are each refused at once with a
 * warning, the last good flags stay served, and the stack's other routes answer meanwhile.
 * Small files: what is tested is the bound, not a size.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../harness.ts';
import { repoRoot } from '../../support/config.ts';

describe('the flag service and hostile flag files', () => {
  let h: Harness;
  const configDir = mkdtempSync(join(tmpdir(), 'hostile-flags-'));
  const outside = mkdtempSync(join(tmpdir(), 'outside-config-'));
  const flagsDir = join(configDir, 'flags');
  const warnings: string[] = [];

  beforeAll(async () => {
    cpSync(join(repoRoot, 'config', 'flags'), flagsDir, { recursive: true });
    h = await startHarness({ configDir, log: (line) => void (line.startsWith('flag definitions') && warnings.push(line)) });
  });
  afterAll(async () => {
    await h.stop();
    rmSync(configDir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const flags = async () => {
    const response = await fetch(`${h.stack.url}/ofrep/v1/evaluate/flags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"context":{}}',
    });
    expect(response.status).toBe(200);
    return Object.fromEntries(((await response.json()) as { flags: { key: string; value?: unknown }[] }).flags.map((flag) => [flag.key, flag.value]));
  };
  /** Asks until a warning about `file` arrives (the folder's watcher reports the change first). */
  const warningAbout = async (file: string) => {
    for (let i = 0; i < 50 && !warnings.some((line) => line.includes(file)); i++) {
      await flags();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return warnings.find((line) => line.includes(file)) ?? '';
  };

  it('refuses each hostile file at once, keeps serving the last good flags, and answers other routes meanwhile', async () => {
    expect((await flags()).smartBanner).toBe(false);
    const leaked = join(outside, 'leaked.yaml');
    writeFileSync(leaked, 'flags:\n  leaked:\n    state: ENABLED\n    variants: { "on": true }\n    defaultVariant: "on"\n');
    symlinkSync(leaked, join(flagsDir, 'leaked.yaml'));
    expect(await warningAbout('leaked.yaml')).toContain('outside config/');
    expect((await flags()).leaked).toBeUndefined();

    symlinkSync('/dev/zero', join(flagsDir, 'zero.yaml'));
    expect(await warningAbout('zero.yaml')).toMatch(/outside config\/|not a regular file|a device/);
    execFileSync('mkfifo', [join(flagsDir, 'pipe.yaml')]);
    expect(await warningAbout('pipe.yaml')).toContain('FIFO');

    copyFileSync(join(repoRoot, 'tests/fixtures/broken-config/flags-fanout/flags/fanout.yaml'), join(flagsDir, 'fanout.yaml'));
    expect(await warningAbout('fanout.yaml')).toContain('RULE_TOO_LARGE');
    const served = await flags();
    expect(served.fannedOut).toBeUndefined();
    expect(served.smartBanner).toBe(false);
    expect((await fetch(`${h.stack.url}/api/products`)).status).toBe(200);

    // Without them, an edit is served again.
    for (const name of ['leaked.yaml', 'zero.yaml', 'pipe.yaml', 'fanout.yaml']) rmSync(join(flagsDir, name));
    const portal = join(flagsDir, 'portal.yaml');
    writeFileSync(
      portal,
      readFileSync(portal, 'utf8').replace(
        /(  smartBanner:\n    state: ENABLED\n    variants: \{ "on": true, "off": false \}\n    defaultVariant:) "off"/,
        '$1 "on"',
      ),
    );
    let value: unknown;
    for (let i = 0; i < 50 && value !== true; i++) value = (await flags()).smartBanner;
    expect(value).toBe(true);
  });
});
