/**
 * A visitor's flag client against the local stack's flag service (server/flags/, flagd's
 * evaluator) over a flags file of the test's own: the static context decides (device, locale),
 * a fractional rollout needs the anonymous key, a kill switch reaches an open page by polling,
 * and a failing service leaves the page's flags as they are.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { watchVisitorFlags, type VisitorContext, type VisitorFlagClient } from '../../../src/app/flags/visitor-flag-client.ts';
import { FLAGS } from '../../../src/engine/flags/declaration.ts';
import { flagFacts } from '../../../src/engine/flags/values.ts';
import type { FeatureFlags } from '../../../src/engine/types/persona.ts';
import { repoRoot } from '../../support/config.ts';

const configDir = mkdtempSync(join(tmpdir(), 'visitor-flags-config-'));
const flagsFile = join(configDir, 'flags', 'portal.yaml');

/** smartBanner on for phones in Germany; multiContext rolled out to every keyed visitor (100 %). */
function flagsYaml(smartBannerState: 'ENABLED' | 'DISABLED'): string {
  return `# yaml-language-server: $schema=../../schemas/flags.schema.json
flags:
  smartBanner:
    state: ${smartBannerState}
    variants: { "on": true, "off": false }
    defaultVariant: "off"
    targeting:
      if:
        - and:
            - "==": [{ var: device }, mobile]
            - "==": [{ var: locale }, de-de]
        - "on"
        - "off"
  multiContext:
    state: ENABLED
    variants: { "on": true, "off": false }
    defaultVariant: "off"
    targeting:
      fractional:
        - ["on", 100]
        - ["off", 0]
`;
}

let stack: LocalStack;
const clients: VisitorFlagClient[] = [];

beforeAll(async () => {
  mkdirSync(join(configDir, 'flags'));
  writeFileSync(flagsFile, flagsYaml('ENABLED'));
  stack = await startLocalStack({ port: 0, personasDir: join(repoRoot, 'personas'), distDir: join(configDir, 'no-dist'), configDir });
});
afterAll(async () => {
  for (const client of clients) client.stop();
  await stack.close();
  rmSync(configDir, { recursive: true, force: true });
});

/** A client's answers as they come, and the first one. */
function watch(context: VisitorContext, options: { pollInterval?: number; fetch?: typeof fetch; warn?: (message: string) => void } = {}) {
  const answers: FeatureFlags[] = [];
  let tell: (flags: FeatureFlags) => void = () => undefined;
  const first = new Promise<FeatureFlags>((resolve) => (tell = resolve));
  const client = watchVisitorFlags({
    baseUrl: stack.url.replace(/\/$/, ''),
    pollInterval: options.pollInterval ?? 0,
    table: FLAGS,
    context,
    onFlags: (flags) => {
      answers.push(flags);
      tell(flags);
    },
    warn: options.warn ?? (() => undefined),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  clients.push(client);
  return { client, answers, first };
}

describe("a visitor's flags", () => {
  it('follow the static context: a phone in Germany gets the banner, a desktop or another locale does not', async () => {
    expect((await watch({ locale: 'de-de', device: 'mobile', channel: 'web' }).first).smartBanner).toBe(true);
    expect((await watch({ locale: 'de-de', device: 'desktop', channel: 'web' }).first).smartBanner).toBe(false);
    expect((await watch({ locale: 'fr-fr', device: 'mobile', channel: 'web' }).first).smartBanner).toBe(false);
  });

  it('take part in a fractional rollout only with the anonymous key (given with consent), and get the default without it', async () => {
    expect((await watch({ locale: 'de-de', targetingKey: 'anonymous-context-1' }).first).multiContext).toBe(true);
    expect((await watch({ locale: 'de-de' }).first).multiContext).toBe(false);
  });

  it('are asked again at once when the context changes (consent given on the open page)', async () => {
    const { client, answers, first } = watch({ locale: 'de-de' });
    expect((await first).multiContext).toBe(false);
    client.setContext({ locale: 'de-de', targetingKey: 'anonymous-context-2' });
    await vi.waitFor(() => expect(answers.at(-1)?.multiContext).toBe(true), { timeout: 10_000 });
  });

  it('lose a killed flag on the open page within the poll interval, and say nothing while nothing changes', async () => {
    const { answers, first } = watch({ locale: 'de-de', device: 'mobile' }, { pollInterval: 100 });
    expect((await first).smartBanner).toBe(true);
    // Several polls with the same answer (its ETag) tell the page nothing new.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(answers).toHaveLength(1);
    writeFileSync(flagsFile, flagsYaml('DISABLED'));
    try {
      // A disabled flag is left out of the answer, so the page reads its default: off.
      await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 10_000 });
      expect(answers[1]?.smartBanner).toBeUndefined();
      expect(flagFacts(answers[1]).smartBanner).toBe(false);
    } finally {
      writeFileSync(flagsFile, flagsYaml('ENABLED'));
    }
  });

  it('keep what the page has when the service fails, and say so once', async () => {
    const warn = vi.fn();
    let calls = 0;
    const failing = (async () => {
      calls++;
      return new Response('{"errorCode":"GENERAL"}', { status: 500, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const { answers } = watch({ locale: 'de-de' }, { pollInterval: 50, fetch: failing, warn });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(answers).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('could not be loaded');
  });
});
