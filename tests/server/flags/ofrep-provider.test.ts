/**
 * OpenFeature's own OFREP provider for servers (@openfeature/ofrep-provider) against the local
 * flag service: for several contexts, every flag it resolves has the value and variant that
 * @openfeature/flagd-core gives for the same definitions, and a reason OFREP lists.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlagdCore } from '@openfeature/flagd-core';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import type { EvaluationContext, JsonValue, Logger } from '@openfeature/core';
import { loadFlagDefinitions } from '../../../src/node/flags/definitions.ts';
import { startHarness, type Harness } from '../harness.ts';
import { repoRoot } from '../../support/config.ts';

const ROLLOUT = `flags:
  splitCalculator:
    state: ENABLED
    variants: { "on": true, "off": false }
    defaultVariant: "off"
    targeting:
      if:
        - { $ref: germanPartnerA }
        - fractional: [["on", 50], ["off", 50]]
  bannerColour:
    state: ENABLED
    variants: { red: "#c00", blue: "#00c" }
    defaultVariant: red
    targeting: { if: [{ "==": [{ var: locale }, nl-nl] }, blue] }
  retired:
    state: DISABLED
    variants: { "on": true, "off": false }
    defaultVariant: "on"
$evaluators:
  germanPartnerA:
    and:
      - { "==": [{ var: country }, DE] }
      - { "==": [{ var: distributor }, PARTNER_A] }
`;

const CONTEXTS: EvaluationContext[] = [
  {},
  { targetingKey: 'DE1', country: 'DE', distributor: 'PARTNER_A', locale: 'de-de' },
  { targetingKey: 'DE2', country: 'DE', distributor: 'PARTNER_A', locale: 'de-de' },
  { targetingKey: 'NL5', country: 'NL', locale: 'nl-nl', device: 'mobile' },
  { targetingKey: 'FR1', country: 'FR', distributor: 'PARTNER_B' },
];

const quiet: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

describe('the official OFREP provider against the local flag service', () => {
  let h: Harness;
  const configDir = mkdtempSync(join(tmpdir(), 'ofrep-provider-'));

  beforeAll(async () => {
    cpSync(join(repoRoot, 'config', 'flags'), join(configDir, 'flags'), { recursive: true });
    writeFileSync(join(configDir, 'flags', 'rollout.yaml'), ROLLOUT);
    h = await startHarness({ configDir });
  });
  afterAll(async () => {
    await h.stop();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('resolves every flag as flagd-core does, for each context', async () => {
    const core = new FlagdCore(undefined, quiet);
    core.setConfigurations(JSON.stringify(loadFlagDefinitions(repoRoot, configDir).set));
    const provider = new OFREPProvider({ baseUrl: h.stack.url });
    const keys = [...core.getFlags().keys()];
    expect(keys).toEqual(expect.arrayContaining(['splitCalculator', 'bannerColour', 'retired']));
    for (const context of CONTEXTS) {
      for (const key of keys) {
        const flag = core.getFlag(key)!;
        const sample = [...flag.variants.values()][0] as JsonValue;
        const resolve =
          typeof sample === 'boolean'
            ? provider.resolveBooleanEvaluation.bind(provider)
            : typeof sample === 'string'
              ? provider.resolveStringEvaluation.bind(provider)
              : typeof sample === 'number'
                ? provider.resolveNumberEvaluation.bind(provider)
                : provider.resolveObjectEvaluation.bind(provider);
        const fallback = sample as never;
        // A disabled flag is answered without a value (OFREP: the code default applies), which this
        // provider's release reads as a type mismatch, and the SDK as its default: ofrep.test.ts checks the answer.
        if (flag.state === 'DISABLED') continue;
        const got = await resolve(key, fallback, context);
        const where = `${key} for ${JSON.stringify(context)}`;
        const expected = flag.evaluate(context, quiet);
        expect({ value: got.value, variant: got.variant }, where).toEqual({ value: expected.value, variant: expected.variant });
        expect(got.reason, where).toBe(expected.reason === 'DEFAULT' ? 'UNKNOWN' : expected.reason);
        expect(got.errorCode, where).toBeUndefined();
      }
    }
  });
});
