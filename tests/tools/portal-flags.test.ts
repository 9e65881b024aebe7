/**
 * The portal command knows flags: explain names the flag rule and variant that
 * gave a flag's value, with file:line; who --flag lists what every persona is served and why;
 * a targeting rule in config/flags/ reaches resolve. The tests' own config (tests/fixtures/one-site),
 * with a rollout to British customers standing in for a product owner's edit.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portal } from '../support/cli.ts';
import { fixtureRepo } from '../support/fixture-config.ts';

const plainRepo = fixtureRepo();
const plainConfig = join(plainRepo, 'config');
const repo = fixtureRepo();
const configDir = join(repo, 'config');
const flagsFile = join(configDir, 'flags', 'portal.yaml');
const text = readFileSync(flagsFile, 'utf8');
const shipped = '  paymentMethods:\n    state: ENABLED\n    variants:\n      on: true\n      off: false\n    defaultVariant: off\n';
if (!text.includes(shipped)) throw new Error(`${flagsFile} no longer declares paymentMethods as this test edits it: update the test`);
const edited = text.replace(shipped, `${shipped}    targeting:\n      if: [{ "==": [{ var: country }, GB] }, "on"]\n`);
writeFileSync(flagsFile, edited);
const targetingLine = edited.split('\n').findIndex((line) => line.includes('var: country }, GB')) + 1;
afterAll(() => {
  for (const folder of [plainRepo, repo]) rmSync(folder, { recursive: true, force: true });
});

describe('the portal command knows flags', () => {
  it("explain names the persona's own flags as what decided, under the flag its rule read", async () => {
    const { code, stdout } = await portal(['explain', '--persona', 'payment-methods-de', '--item', 'payment-methods', '--config', plainConfig]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /flags\.paymentMethods = true\n\s+flag paymentMethods: the persona's own flags \(personas\/payment-methods-de\.json\), targeting on its key: variant "on" = true/,
    );
  });

  it('explain names the targeting rule and its variant with file:line, and resolve follows it', async () => {
    const explained = await portal(['explain', '--persona', 'active-gb', '--item', 'payment-methods', '--locale', 'de-de', '--config', configDir]);
    expect(explained.stdout).toMatch(
      new RegExp(
        `flags\\.paymentMethods = true\\n\\s+flag paymentMethods: its targeting gave variant "on" \\(TARGETING_MATCH\\) = true  \\(\\S+/flags/portal\\.yaml:${targetingLine}:\\d+\\)`,
      ),
    );
    const resolved = JSON.parse((await portal(['resolve', '--persona', 'active-gb', '--locale', 'de-de', '--config', configDir])).stdout) as {
      header: { account: { menu: { id: string }[] } };
    };
    expect(resolved.header.account.menu.map((item) => item.id)).toContain('payment-methods');
  });

  it('who --flag lists what every persona is served and the rule that decided', async () => {
    const { code, stdout } = await portal(['who', '--flag', 'paymentMethods', '--config', configDir]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^true \(\d+\):$/m);
    expect(stdout).toMatch(/^  active-gb@en-gb: flag paymentMethods: its targeting gave variant "on" \(TARGETING_MATCH\)/m);
    expect(stdout).toMatch(/^  active-fr@fr-fr: flag paymentMethods: no targeting rule matched, its default variant "off"/m);
    expect(stdout).toMatch(/^  payment-methods-off-de@de-de: flag paymentMethods: the persona's own flags/m);
    expect(stdout).toContain('visitors, served no flags');
    const unknown = await portal(['who', '--flag', 'paymentMethod', '--config', plainConfig]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('did you mean "paymentMethods"?');
  });
});
