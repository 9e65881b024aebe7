// `portal explain` and `portal who` give resolve's verdict. On a
// registration page the header variant lists its actions by id (login only): resolve draws no
// "my-account" there, and explain said it was shown until it read resolve's record.
import { beforeAll, describe, expect, it } from 'vitest';
import { portal, type CliResult } from '../support/cli.ts';

let explain: CliResult;
let resolved: CliResult;

beforeAll(async () => {
  const persona = ['--persona', 'active-de', '--page', '/de-de/register/'];
  [explain, resolved] = await Promise.all([portal(['explain', ...persona, '--item', 'my-account']), portal(['resolve', ...persona])]);
}, 120_000);

describe('portal explain on a variant that lists its actions by id', () => {
  it('says NOT SHOWN where resolve draws no my-account, naming the variant as the reason', () => {
    expect(resolved.code).toBe(0);
    const view = JSON.parse(resolved.stdout) as { header: { actions: { id: string }[] } };
    expect(view.header.actions.map((a) => a.id)).not.toContain('my-account');
    expect(explain.code).toBe(0);
    expect(explain.stdout).toMatch(/^item "my-account" in actions\.private of config\/menus\/de-de\.yaml:\d+:\d+: NOT SHOWN: hidden$/m);
    expect(explain.stdout).toMatch(/^ {2}✗ the variant shows actions: login; the item is in actions\.private$/m);
  });
});
