/**
 * The local flag service answers the OpenFeature Remote Evaluation Protocol over the flag
 * definitions of the config folder it serves (a temporary copy here), with the signed-in
 * persona's own flags as targeting on its key, and follows edits of the definitions at once.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAC } from '../fixtures.ts';
import { login, startHarness, type Harness } from '../harness.ts';
import { repoRoot } from '../../support/config.ts';

const ROLLOUT = `# yaml-language-server: $schema=../../schemas/flags.schema.json
flags:
  savingsCalculator:
    state: ENABLED
    variants: { "on": true, "off": false }
    defaultVariant: "off"
    targeting:
      if:
        - { $ref: germanPartnerA }
        - fractional: [["on", 50], ["off", 50]]
  retiredFeature:
    state: DISABLED
    variants: { "on": true, "off": false }
    defaultVariant: "on"
$evaluators:
  germanPartnerA:
    and:
      - { "==": [{ var: country }, DE] }
      - { "==": [{ var: distributor }, PARTNER_A] }
`;

describe('the local flag service (OFREP)', () => {
  let h: Harness;
  const configDir = mkdtempSync(join(tmpdir(), 'flag-config-'));
  const flagsFile = join(configDir, 'flags', 'portal.yaml');
  const warnings: string[] = [];

  beforeAll(async () => {
    cpSync(join(repoRoot, 'config', 'flags'), join(configDir, 'flags'), { recursive: true });
    writeFileSync(join(configDir, 'flags', 'rollout.yaml'), ROLLOUT);
    h = await startHarness({ configDir, log: (line) => void (line.startsWith('flag definitions') && warnings.push(line)) });
  });
  afterAll(async () => {
    await h.stop();
    rmSync(configDir, { recursive: true, force: true });
  });

  const evaluate = (body: unknown, options: { token?: string; key?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${h.stack.url}/ofrep/v1/evaluate/flags${options.key ? `/${options.key}` : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const byKey = async (response: Response) =>
    Object.fromEntries(((await response.json()) as { flags: { key: string }[] }).flags.map((flag) => [flag.key, flag]));

  it('answers every flag for the signed-in persona, its own flags as targeting on its customer number, with reasons and variants', async () => {
    const { access_token } = await login(h.stack, 'flagged');
    const response = await evaluate({ context: { targetingKey: BAC, locale: 'de-de' } }, { token: access_token });
    expect(response.status).toBe(200);
    const flags = await byKey(response);
    expect(flags.paymentMethods).toMatchObject({ value: false, variant: 'off', reason: 'TARGETING_MATCH' });
    expect(flags.pensionLogout).toMatchObject({ value: true, variant: 'on', reason: 'TARGETING_MATCH' });
    expect(flags.newMarketLocales).toMatchObject({ value: { locales: ['pl-pl'] }, reason: 'TARGETING_MATCH' });
    // A flag the persona does not name follows its definition (config/flags/: on by default).
    expect(flags.newDashboard).toMatchObject({ value: true, variant: 'on', reason: 'STATIC' });
    expect(flags.designVersion).toMatchObject({ value: 'v2', variant: 'v2', reason: 'STATIC' });
    expect(flags.retiredFeature).toEqual({ key: 'retiredFeature', reason: 'DISABLED', metadata: {} });
    // The same definitions without the token: nobody's own flags.
    const visitor = await byKey(await evaluate({ context: { targetingKey: BAC } }));
    expect(visitor.pensionLogout).toMatchObject({ value: false, reason: 'STATIC' });
  });

  it('targets by the facts in the context: half of the German PARTNER_A customers, sticky per customer, nobody else', async () => {
    const values = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const answer = await (
          await evaluate({ context: { targetingKey: `DE${n}`, country: 'DE', distributor: 'PARTNER_A' } }, { key: 'savingsCalculator' })
        ).json();
        const again = await (
          await evaluate({ context: { targetingKey: `DE${n}`, country: 'DE', distributor: 'PARTNER_A' } }, { key: 'savingsCalculator' })
        ).json();
        expect(again.value).toBe(answer.value);
        expect(answer.reason).toBe('TARGETING_MATCH');
        return answer.value as boolean;
      }),
    );
    expect(values.filter(Boolean).length).toBeGreaterThan(5);
    expect(values.filter((value) => !value).length).toBeGreaterThan(5);
    const french = await (await evaluate({ context: { targetingKey: 'FR1', country: 'FR', distributor: 'PARTNER_A' } }, { key: 'savingsCalculator' })).json();
    // No rule matched: flagd-core says DEFAULT, which OFREP's reasons do not list.
    expect(french).toMatchObject({ value: false, variant: 'off', reason: 'UNKNOWN' });
  });

  it('answers one flag, 404 for an unknown one', async () => {
    expect(await (await evaluate({ context: {} }, { key: 'designVersion' })).json()).toMatchObject({
      key: 'designVersion',
      value: 'v2',
      variant: 'v2',
      reason: 'STATIC',
    });
    const unknown = await evaluate({ context: {} }, { key: 'noSuchFlag' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ key: 'noSuchFlag', errorCode: 'FLAG_NOT_FOUND' });
  });

  it('refuses what is not a proper request, and another customer than the signed-in one', async () => {
    expect((await evaluate('{"context":')).status).toBe(400);
    expect(await (await evaluate('[]')).json()).toMatchObject({ errorCode: 'PARSE_ERROR' });
    expect(await (await evaluate({ context: 'DE1' })).json()).toMatchObject({ errorCode: 'INVALID_CONTEXT' });
    expect((await evaluate({ context: { targetingKey: 42 } })).status).toBe(400);
    expect((await evaluate({ context: {} }, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await evaluate({ context: {} }, { token: 'not-a-jwt' })).status).toBe(401);
    const { access_token } = await login(h.stack, 'active-de');
    const other = await evaluate({ context: { targetingKey: 'DE0000000000' } }, { token: access_token });
    expect(other.status).toBe(403);
    expect((await fetch(`${h.stack.url}/ofrep/v1/evaluate/flags`)).status).toBe(405);
  });

  it("answers the single flag's refusals with its key, as OFREP's schema has them", async () => {
    const one = async (body: unknown) => {
      const response = await evaluate(body, { key: 'savingsCalculator' });
      return { status: response.status, body: await response.json() };
    };
    expect(await one('{"context":')).toMatchObject({ status: 400, body: { key: 'savingsCalculator', errorCode: 'PARSE_ERROR' } });
    expect(await one({ context: null })).toMatchObject({
      status: 400,
      body: { key: 'savingsCalculator', errorCode: 'INVALID_CONTEXT', errorDetails: expect.stringContaining('not null') },
    });
    expect(await one({ context: { targetingKey: 7 } })).toMatchObject({ status: 400, body: { key: 'savingsCalculator', errorCode: 'INVALID_CONTEXT' } });
    expect((await evaluate({ context: null })).status).toBe(400);
  });

  it('refuses a body nested deeper than 8 levels with a 400 that says so, before reading it', async () => {
    const nested = `{"context":{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}}`;
    const answer = await evaluate(nested);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ errorCode: 'PARSE_ERROR', errorDetails: 'request body is nested more than 8 levels deep' });
    const single = await evaluate(nested, { key: 'designVersion' });
    expect(await single.json()).toMatchObject({ key: 'designVersion', errorCode: 'PARSE_ERROR' });
  });

  it('answers twenty requests at once alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => evaluate({ context: { targetingKey: 'DE5', country: 'DE', distributor: 'PARTNER_A' } }).then(byKey)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('follows an edit of the definitions at once (the kill switch), 304 while nothing changed, and keeps the last good definitions when a save is broken', async () => {
    const first = await evaluate({ context: { targetingKey: 'DE9' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await evaluate({ context: { targetingKey: 'DE9' } }, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const original = readFileSync(flagsFile, 'utf8');
    writeFileSync(
      flagsFile,
      original.replace(/(  smartBanner:\n    state: ENABLED\n    variants: \{ "on": true, "off": false \}\n    defaultVariant:) "off"/, '$1 "on"'),
    );
    const edited = await evaluate({ context: { targetingKey: 'DE9' } }, { headers: { 'if-none-match': etag } });
    expect(edited.status).toBe(200);
    expect((await byKey(edited)).smartBanner).toMatchObject({ value: true, variant: 'on' });
    writeFileSync(flagsFile, `${original}\n  broken: [`);
    expect((await byKey(await evaluate({ context: { targetingKey: 'DE9' } }))).smartBanner).toMatchObject({ value: true });
    expect(warnings.some((line) => line.includes('portal.yaml'))).toBe(true);
    writeFileSync(flagsFile, original);
    expect((await byKey(await evaluate({ context: { targetingKey: 'DE9' } }))).smartBanner).toMatchObject({ value: false });
  });
});
