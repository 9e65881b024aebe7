/** The build's date (YYYY-MM-DD) in the page locale: "rates as of" in the stale note. */
import { numberLocaleOf } from '../../engine/format/money.ts';

export function formatBuildDate(isoDate: string, locale: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (!Number.isFinite(time)) return isoDate;
  return new Intl.DateTimeFormat(numberLocaleOf(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}
