/**
 * The portal's flag source: OpenFeature's web SDK with the OFREP web provider, against the
 * local stack's flag service over a temporary config folder. It gives the customer's whole set,
 * reads a disabled or unknown flag as its default, tells of a changed answer (polling: the kill
 * switch), tracks each flag and variant once per session, and falls back to the defaults when
 * the service fails.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../server/local-stack.ts';
import { createOfrepFlagSource } from '../../../src/app/flags/ofrep-flag-source.ts';
import { exposureTracker, EXPOSURES_KEY } from '../../../src/app/flags/exposure.ts';
import type { FlagExposure } from '../../../src/app/flags/flag-source.ts';
import type { TrackingPayload } from '../../../src/app/tracking/tracker.ts';
import { repoRoot } from '../../support/config.ts';
import { flagFacts } from '../../../src/engine/flags/values.ts';

const configDir = mkdtempSync(join(tmpdir(), 'flag-source-config-'));
const flagsFile = join(configDir, 'flags', 'portal.yaml');
let stack: LocalStack;
let token = '';

beforeAll(async () => {
  cpSync(join(repoRoot, 'config', 'flags'), join(configDir, 'flags'), { recursive: true });
  stack = await startLocalStack({ port: 0, personasDir: join(repoRoot, 'personas'), distDir: join(configDir, 'no-dist'), configDir });
  const login = await fetch(`${stack.url}/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ personaId: 'active-nl-wealth-launch' }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await stack.close();
  rmSync(configDir, { recursive: true, force: true });
});

const CONTEXT = { targetingKey: 'NL2233445566', locale: 'nl-nl' };

describe('the flag source', () => {
  it("gives the signed-in persona's whole set: its own flags, the rest as defined", async () => {
    const source = createOfrepFlagSource({ baseUrl: stack.url, pollInterval: 0, accessToken: () => token, warn: () => undefined });
    const flags = await source.evaluate(CONTEXT);
    expect(flags).toMatchObject({
      newDashboard: true,
      newDepositsPage: true,
      nlWealthManagementLaunch: true,
      paymentMethods: false,
      designVersion: 'v2',
      newMarketLocales: [],
    });
  });

  it('tells of a changed answer within its poll interval, and a disabled flag reads as its default (the kill switch)', async () => {
    const original = readFileSync(flagsFile, 'utf8');
    const source = createOfrepFlagSource({ baseUrl: stack.url, pollInterval: 100, accessToken: () => token, warn: () => undefined });
    expect((await source.evaluate(CONTEXT))?.nlWealthManagementLaunch).toBe(true);
    const changed = new Promise<void>((resolve) => source.subscribe(resolve));
    writeFileSync(flagsFile, original.replace(/(  nlWealthManagementLaunch:\n    state:) ENABLED/, '$1 DISABLED'));
    try {
      await changed;
      const flags = await source.evaluate(CONTEXT);
      // Left out of the set: an absent flag is off (flagFacts), whatever the persona says.
      expect(flags?.nlWealthManagementLaunch).toBeUndefined();
      expect(flagFacts(flags).nlWealthManagementLaunch).toBe(false);
      expect(flags?.newDashboard).toBe(true);
    } finally {
      writeFileSync(flagsFile, original);
    }
  });

  it('falls back to the defaults (null) and says so when the service fails', async () => {
    const warn = vi.fn();
    const failing = (async () => new Response('{"errorCode":"GENERAL"}', { status: 500, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const source = createOfrepFlagSource({ baseUrl: stack.url, pollInterval: 0, accessToken: () => token, warn, fetch: failing });
    expect(await source.evaluate(CONTEXT)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Feature flags could not be loaded'), expect.anything());
  });

  it('tracks each flag and variant the customer sees once per session, in the spec payload', async () => {
    const events: TrackingPayload[] = [];
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    const onExposure = exposureTracker((event) => events.push(event), storage);
    const source = createOfrepFlagSource({ baseUrl: stack.url, pollInterval: 0, accessToken: () => token, warn: () => undefined, onExposure });
    await source.evaluate(CONTEXT);
    await source.evaluate(CONTEXT);
    expect(events.filter((event) => event.object === 'nlWealthManagementLaunch')).toEqual([
      {
        event_name: 'feature_flag',
        object: 'nlWealthManagementLaunch',
        action: 'exposure',
        component: 'feature_flags',
        custom_attribute_1: 'on',
        custom_attribute_2: 'TARGETING_MATCH',
      },
    ]);
    expect(new Set(events.map((event) => event.object)).size).toBe(events.length);
    // Another page of the same session (the same per-tab storage) tracks nothing again; a new variant is a new exposure.
    const again: TrackingPayload[] = [];
    const next = exposureTracker((event) => again.push(event), storage);
    next({ key: 'nlWealthManagementLaunch', variant: 'on', reason: 'TARGETING_MATCH' } satisfies FlagExposure);
    next({ key: 'nlWealthManagementLaunch', variant: 'off', reason: 'DISABLED' });
    expect(again.map((event) => event.custom_attribute_1)).toEqual(['off']);
    expect(JSON.parse(store.get(EXPOSURES_KEY) ?? '[]')).toContain('nlWealthManagementLaunch=off');
  });
});
