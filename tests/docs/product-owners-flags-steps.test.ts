/**
 * docs/product-owners-flags.md "A new flag, from the YAML alone", followed literally: in a copy of
 * config/, its two YAML blocks go where its steps say, and the commands of its step 3 are run as
 * written (with --config pointing at the copy). No generator runs: the flag and the menu entry
 * that reads it must be valid, and who must know the flag and show the entry to part of the
 * personas, from the YAML alone.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/config.ts';

const guide = readFileSync(join(repoRoot, 'docs/product-owners-flags.md'), 'utf8');
const start = guide.indexOf('\n## A new flag, from the YAML alone\n');
const section = guide.slice(start, guide.indexOf('\n## ', start + 1));

/** Each numbered step's text. */
const steps = section.split(/\n(?=\d\. )/).slice(1);

/** A step's YAML block, without the indentation of the list it is shown in, and where it goes: "Add … to `file`, under `key:`". */
function placed(step: string): { file: string; under: string; yaml: string } {
  const target = /`(config\/[^`]+)`, under `([^`]+)`/.exec(step);
  const block = /```yaml\n([\s\S]*?)\n *```/.exec(step)?.[1];
  if (!target || block === undefined) throw new Error(`a step of the guide names no file and key, or has no YAML: ${step.slice(0, 80)}`);
  const lines = block.split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length)) - 2;
  return { file: target[1]!.replace(/^config\//, ''), under: target[2]!, yaml: lines.map((line) => line.slice(indent)).join('\n') };
}

const copy = mkdtempSync(join(tmpdir(), 'po-flags-'));
cpSync(join(repoRoot, 'config'), join(copy, 'config'), { recursive: true });
const configDir = join(copy, 'config');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function portal(command: string): { status: number | null; output: string } {
  const args = command.replace(/^npm run --silent portal -- /, '').split(' ');
  const result = spawnSync('npm', ['run', '--silent', 'portal', '--', ...args, '--config', configDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('docs/product-owners-flags.md: a new flag from the YAML alone', () => {
  it('its steps, as written, give a valid flag and an entry some customers see, with no generator step', () => {
    expect(steps.length, 'the section has its numbered steps').toBeGreaterThanOrEqual(3);
    for (const step of steps.slice(0, 2)) {
      const { file, under, yaml } = placed(step);
      const path = join(configDir, file);
      const text = readFileSync(path, 'utf8');
      expect(text, `${file} has \`${under}\``).toMatch(new RegExp(`^${under}\\n`, 'm'));
      writeFileSync(path, text.replace(new RegExp(`^${under}\\n`, 'm'), `${under}\n${yaml}\n`));
    }
    const commands = [...steps[2]!.matchAll(/`(npm run --silent portal -- [^`]+)`/g)].map((match) => match[1]!.replace(/\s+/g, ' '));
    expect(commands.map((command) => command.split(' ')[5])).toEqual(['validate', 'who', 'who']);
    const [validate, whoFlag, whoItem] = commands.map(portal);
    expect(validate!.status, validate!.output).toBe(0);
    expect(whoFlag!.status, whoFlag!.output).toBe(0);
    // A rollout to half of the German customers: some personas are in it, some not.
    expect(whoFlag!.output).toMatch(/^true \(\d+\):/m);
    expect(whoFlag!.output).toMatch(/^false \(\d+\):/m);
    expect(whoItem!.status, whoItem!.output).toBe(0);
    expect(whoItem!.output).toMatch(/flags\.savingsCalculator/);
  }, 240_000);
});
