/**
 * The `now` facts: the time a view is resolved at, in the market's time zone, so rules can
 * compare ISO strings of one zone (scheduled changes).
 */
import { describe, expect, it } from 'vitest';
import { instantOf, nowFacts } from '../../../src/engine/facts/now.ts';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { evaluate, truthy } from '../../../src/engine/rules/evaluate.ts';
import { compiledConfig } from '../../support/config.ts';

describe('now facts', () => {
  it('are the wall-clock time of the zone with its offset, in winter and in summer', () => {
    expect(nowFacts(Date.UTC(2026, 11, 1, 7, 0), 'Europe/Berlin')).toEqual({
      iso: '2026-12-01T08:00:00+01:00',
      date: '2026-12-01',
      time: '08:00',
      timestamp: Date.UTC(2026, 11, 1, 7, 0),
      timeZone: 'Europe/Berlin',
    });
    expect(nowFacts(Date.UTC(2026, 6, 1, 22, 30), 'Europe/Berlin').iso).toBe('2026-07-02T00:30:00+02:00');
    expect(nowFacts(Date.UTC(2026, 11, 1, 7, 0), 'America/New_York').iso).toBe('2026-12-01T02:00:00-05:00');
    expect(nowFacts(Date.UTC(2026, 11, 1, 7, 0), 'Europe/London').time).toBe('07:00');
  });

  it("read a time without an offset as the zone's wall-clock time, one with an offset as written", () => {
    expect(instantOf('2026-12-01T08:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 11, 1, 7, 0));
    expect(instantOf('2026-07-01T08:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 6, 1, 6, 0));
    expect(instantOf('2026-12-01', 'Europe/Helsinki')).toBe(Date.UTC(2026, 10, 30, 22, 0));
    // The night the clocks go forward (29 March 2026, 02:00 -> 03:00 in Berlin) and back.
    expect(nowFacts(instantOf('2026-03-29T03:30', 'Europe/Berlin')!, 'Europe/Berlin').iso).toBe('2026-03-29T03:30:00+02:00');
    expect(nowFacts(instantOf('2026-10-25T01:30', 'Europe/Berlin')!, 'Europe/Berlin').iso).toBe('2026-10-25T01:30:00+02:00');
    expect(instantOf('2026-12-01T08:00:00Z', 'Europe/Berlin')).toBe(Date.UTC(2026, 11, 1, 8, 0));
    expect(instantOf('2026-12-01T08:00+0100', 'Europe/Berlin')).toBe(Date.UTC(2026, 11, 1, 7, 0));
  });

  it('name no time for what is not one', () => {
    for (const bad of ['', 'tomorrow', '2026-13-01', '2026-02-30T08:00', '2026-12-01T24:00', '1 Dec 2026'])
      expect(instantOf(bad, 'Europe/Berlin'), bad).toBeNull();
  });

  it('fall back to UTC for a zone Intl does not know, without throwing', () => {
    expect(nowFacts(Date.UTC(2026, 11, 1, 7, 0), 'Mars/Olympus').iso).toBe('2026-12-01T07:00:00+00:00');
  });

  it("come from the persona's context.now in its locale's zone, else the real time", () => {
    const config = compiledConfig();
    const berlin = deriveFacts({ context: { locale: 'de-de', now: '2026-12-01T08:00' } }, config).now;
    expect(berlin.iso).toBe('2026-12-01T08:00:00+01:00');
    expect(berlin.timeZone).toBe('Europe/Berlin');
    const london = deriveFacts({ context: { locale: 'en-gb', now: '2026-12-01T08:00' } }, config).now;
    expect(london.iso).toBe('2026-12-01T08:00:00+00:00');
    const before = Date.now();
    const real = deriveFacts({ context: { locale: 'fi-fi' } }, config).now;
    expect(real.timestamp).toBeGreaterThanOrEqual(before);
    expect(real.timestamp).toBeLessThanOrEqual(Date.now());
    expect(real.timeZone).toBe('Europe/Helsinki');
  });

  it('let a rule say "from 1 December 08:00" and "until the end of the campaign" by comparing strings', () => {
    const config = compiledConfig();
    const from = { '>=': [{ var: 'now.iso' }, '2026-12-01T08:00'] };
    const until = { '<': [{ var: 'now.iso' }, '2026-12-24'] };
    const at = (now: string) => deriveFacts({ context: { locale: 'de-de', now } }, config);
    expect(truthy(evaluate(from, at('2026-12-01T07:59')))).toBe(false);
    expect(truthy(evaluate(from, at('2026-12-01T08:00')))).toBe(true);
    expect(truthy(evaluate(from, at('2026-12-01T07:00:00Z')))).toBe(true);
    expect(truthy(evaluate(until, at('2026-12-23T23:59')))).toBe(true);
    expect(truthy(evaluate(until, at('2026-12-24T00:00')))).toBe(false);
  });
});
