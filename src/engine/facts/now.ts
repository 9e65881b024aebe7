/**
 * The `now` facts: the time a view is resolved at, as wall-clock time in the market's time zone
 * (config/markets/locales.yaml `timeZone`), so a rule can say "from 1 December 08:00" with
 * `{ ">=": [{ "var": "now.iso" }, "2026-12-01T08:00"] }`: ISO strings of one zone compare
 * correctly as strings. The browser loads this module on its own, after hydration, and only
 * for a locale whose rules read `now` (App.tsx): the first load stays as it is.
 */
import type { NowFacts } from './types.ts';

/** A wall-clock time without an offset ("2026-12-01", "2026-12-01T08:00", "…T08:00:30"): the market's time. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** An instant: a date and time with Z or an offset. */
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

const formats = new Map<string, Intl.DateTimeFormat>();

/** A zone Intl knows, else UTC (validate names a zone it does not know; the engine never throws). */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The last second asked per zone and its wall-clock time: facts derived one after another ask the same second. */
const lastSecond = new Map<string, { second: number; wall: number }>();

/** The wall-clock time of instant `ms` in `timeZone` (to the second), written as if it were UTC (so two can be subtracted). */
function wallClockOf(ms: number, timeZone: string): number {
  const second = Math.floor(ms / 1000);
  const last = lastSecond.get(timeZone);
  if (last?.second === second) return last.wall;
  const parts = formatFor(timeZone).formatToParts(ms);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  lastSecond.set(timeZone, { second, wall });
  return wall;
}

/** Minutes the zone is ahead of UTC at instant `ms`. */
function offsetMinutes(ms: number, timeZone: string): number {
  return Math.round((wallClockOf(ms, timeZone) - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The zone's UTC offset at `ms` as "+01:00". */
function offsetText(ms: number, timeZone: string): string {
  const minutes = offsetMinutes(ms, timeZone);
  const abs = Math.abs(minutes);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * The instant a written time names: an ISO date-time with Z or an offset as written; a date or
 * date-time without one as the wall-clock time of `timeZone` ("2026-12-01T08:00" is 08:00 in
 * Berlin for de-de). Null for anything else, so callers can name the bad value.
 */
export function instantOf(written: string, timeZone: string): number | null {
  const text = written.trim();
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const check = new Date(utc);
    if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
    // Two steps find the offset in force at that wall-clock time (also across a DST change).
    const guess = utc - offsetMinutes(utc, timeZone) * 60_000;
    return utc - offsetMinutes(guess, timeZone) * 60_000;
  }
  if (!INSTANT.test(text)) return null;
  const ms = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : ms;
}

/** The `now` facts of instant `ms` in `timeZone`. */
export function nowFacts(ms: number, timeZone: string): NowFacts {
  const local = new Date(wallClockOf(ms, timeZone)).toISOString();
  return {
    iso: `${local.slice(0, 19)}${offsetText(ms, timeZone)}`,
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    timestamp: ms,
    timeZone,
  };
}

/** The market time zone of a locale (UTC when the locale names none). */
export function timeZoneOf(locale: { timeZone?: string } | undefined): string {
  return locale?.timeZone ?? 'UTC';
}
