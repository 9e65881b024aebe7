/**
 * A `portal` command answers from what an earlier one kept (the validation, in parts, and the
 * places its rules are written at: tools/config/validation-cache.ts): the command as users run it
 * (tools/portal/run.mjs) must still see a file edited a moment before, at its new lines, and a
 * file broken since must still fail with its file:line:col.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal } from '../../support/cli.ts';
import { repoRoot } from '../../support/config.ts';

// A config folder inside the repository (places are named relative to it).
let configDir: string;
let menu: string;
beforeAll(() => {
  configDir = mkdtempSync(join(repoRoot, 'node_modules', '.cache', 'kept-answers-test-'));
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
  menu = join(configDir, 'menus', 'de-de.yaml');
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

const explain = () => portal(['explain', '--config', configDir, '--persona', 'payment-methods-off-de', '--item', 'payment-methods']);

/** The line explain names for the item's rule in the de-de menu. */
function menuLine(stdout: string): number {
  const place = new RegExp(`${relative(repoRoot, menu).replaceAll('.', '\\.')}:(\\d+):(\\d+)`).exec(stdout);
  expect(place, stdout).not.toBeNull();
  return Number(place![1]);
}

describe('a portal command answering from what an earlier one kept', () => {
  it('names the lines of a file edited since, and fails at the place of a file broken since', async () => {
    const first = await explain();
    expect(first.code).toBe(0);
    const line = menuLine(first.stdout);
    // Asked again: answered from the kept validation and places, the same answer.
    const again = await explain();
    expect(again).toEqual(first);

    // Two comment lines above the item: its rule is two lines further down.
    const text = readFileSync(menu, 'utf8');
    const [schemaLine, ...rest] = text.split('\n');
    writeFileSync(menu, [schemaLine, '# moved', '# down', ...rest].join('\n'));
    const edited = await explain();
    expect(edited.code).toBe(0);
    expect(menuLine(edited.stdout)).toBe(line + 2);
    expect((await explain()).stdout).toBe(edited.stdout);

    // A flow list left open on the item's title line: validate names that file and line.
    writeFileSync(menu, readFileSync(menu, 'utf8').replace('title: Zahlungsmethoden', 'title: [Zahlungsmethoden'));
    const broken = await explain();
    expect(broken.code).toBe(1);
    const validate = await portal(['validate', '--config', configDir]);
    expect(validate.code).toBe(1);
    expect(validate.stdout + validate.stderr).toMatch(new RegExp(`${relative(repoRoot, menu).replaceAll('.', '\\.')}:\\d+:\\d+: error`));
    // Six runs of the command, two of them validating: minutes on a loaded machine.
  }, 180_000);
});
