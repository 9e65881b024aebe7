// The tracking store (and the stand-ins that record tracked events) is bounded in
// count, size and depth per event, and listing and clearing it are for local tests only.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nestingDepth, RECORD_LIMITS } from '../../../server/backend/bounded-records.ts';
import { get, localTest, postJson, startHarness, type Harness } from '../harness.ts';
import { raw } from './raw.ts';

const EVENTS = '/api/tracking/events';

describe('tracking store limits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());
  beforeEach(async () => {
    await localTest(h.stack, EVENTS, 'DELETE');
  });

  it('keeps the newest events up to the limit, dropping the oldest', async () => {
    const total = RECORD_LIMITS.maxRecords + 5;
    for (let i = 0; i < total; i += 50) {
      await Promise.all(Array.from({ length: Math.min(50, total - i) }, (_, k) => postJson(h.stack, EVENTS, { event_name: 'n', seq: i + k })));
    }
    expect(h.stack.events).toHaveLength(RECORD_LIMITS.maxRecords);
    const seqs = h.stack.events.map((event) => event.seq as number).sort((a, b) => a - b);
    expect(seqs[0]).toBe(5);
    expect(seqs.at(-1)).toBe(total - 1);
  });

  it('refuses an event larger than the limit with 413 and a message, and keeps nothing of it', async () => {
    const response = await postJson(h.stack, EVENTS, { event_name: 'x'.repeat(RECORD_LIMITS.maxRecordBytes) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large', message: `request body exceeds ${RECORD_LIMITS.maxRecordBytes} bytes` });
    expect(h.stack.events).toEqual([]);
  });

  it('refuses an event nested deeper than the limit with 400, so listing never fails', async () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 2000; i++) deep = [deep];
    const response = await postJson(h.stack, EVENTS, { event_name: 'deep', deep });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'too_deep', message: expect.stringMatching(/nested 2001 levels deep; at most 8/) });
    let justDeepEnough: unknown = 'leaf';
    for (let i = 1; i < RECORD_LIMITS.maxRecordDepth; i++) justDeepEnough = { inner: justDeepEnough };
    expect((await postJson(h.stack, EVENTS, { event_name: 'ok', nested: justDeepEnough })).status).toBe(202);
    expect((await localTest(h.stack, EVENTS)).status).toBe(200);
  });

  it('applies the same limits to the stand-ins that record tracked events', async () => {
    const response = await postJson(h.stack, '/api/feature-flags/events', { context: 'c', event: { event_name: 'x'.repeat(RECORD_LIMITS.maxRecordBytes) } });
    expect(response.status).toBe(413);
  });

  it('counts nesting depth without recursion', () => {
    expect(nestingDepth({ a: 1 })).toBe(1);
    expect(nestingDepth({ a: [{ b: {} }] })).toBe(4);
    expect(nestingDepth('flat')).toBe(0);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    expect(nestingDepth(deep)).toBe(100_001);
  });
});

describe('listing and clearing recorded events', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.stop());

  it('are refused without the local-test header, and on a site host name even with it (403)', async () => {
    expect((await postJson(h.stack, EVENTS, { event_name: 'kept' })).status).toBe(202);
    for (const path of [EVENTS, '/api/marketing-analytics/events', '/api/feature-flags/identify', '/api/feature-flags/events']) {
      const list = await get(h.stack, path);
      expect(list.status, path).toBe(403);
      expect(await list.json()).toMatchObject({ error: 'local_test_only', message: expect.stringContaining('X-Local-Test: 1') });
      expect((await fetch(`${h.stack.url}${path}`, { method: 'DELETE' })).status, path).toBe(403);
      expect((await raw(h.stack.port, 'GET', path, { host: `www.example.de:${h.stack.port}`, 'x-local-test': '1' })).status, path).toBe(403);
    }
    expect(h.stack.events).toEqual([{ event_name: 'kept' }]);
  });

  it('answer the local tests: 127.0.0.1 or localhost with X-Local-Test: 1', async () => {
    expect(await (await localTest(h.stack, EVENTS)).json()).toEqual({ data: [{ event_name: 'kept' }] });
    expect((await raw(h.stack.port, 'GET', EVENTS, { host: `localhost:${h.stack.port}`, 'x-local-test': '1' })).status).toBe(200);
    expect((await localTest(h.stack, EVENTS, 'DELETE')).status).toBe(204);
    expect(h.stack.events).toEqual([]);
  });
});
