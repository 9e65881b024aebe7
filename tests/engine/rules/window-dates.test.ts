// A from/until written as a date alone is that whole day in the market's time: "until
// 31 December" runs through the 31st. A day the calendar does not have is refused with the
// month's last day, a day that exists.
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/engine/rules/evaluate.ts';
import { boundLogic, parseWindowTime } from '../../../src/engine/rules/window.ts';

const at = (iso: string) => ({ now: { iso, timestamp: Date.parse(iso) } });

describe('from/until written as a date', () => {
  it('until a date holds through the end of that day, not one moment later', () => {
    const until = boundLogic('until', '2026-12-31');
    expect(evaluate(until, at('2026-12-31T23:59:59+01:00'))).toBe(true);
    expect(evaluate(until, at('2027-01-01T00:00:00+01:00'))).toBe(false);
  });

  it('from a date holds from the first moment of that day', () => {
    const from = boundLogic('from', '2026-12-01');
    expect(evaluate(from, at('2026-11-30T23:59:59+01:00'))).toBe(false);
    expect(evaluate(from, at('2026-12-01T00:00:00+01:00'))).toBe(true);
  });

  it("refuses a day the calendar does not have, naming the month's last day", () => {
    expect(parseWindowTime('2027-02-29', 'until')).toEqual({ error: '"2027-02-29" is no day of the calendar: 2027-02 has 28 days, the last is "2027-02-28"' });
    expect(parseWindowTime('2026-11-31T08:00')).toEqual({ error: '"2026-11-31" is no day of the calendar: 2026-11 has 30 days, the last is "2026-11-30"' });
    expect(parseWindowTime('2026-13-01')).toMatchObject({ error: expect.stringContaining('no month 13') });
  });
});
