/**
 * `from:` / `until:` of menu items, pages, page blocks, footer parts and offer-selection entries
 * (src/engine/rules/window.ts): each must be a time (ISO 8601, with its offset or in the market's
 * time; a date alone is that whole day), and `until` must come after `from`. Each finding at the value.
 * A time without an offset is compared in every market zone of config/markets/locales.yaml
 * against one with: `until` must be later in each.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import { instantOf } from '../../../src/engine/facts/now.ts';
import { parseWindowTime, type WindowTime } from '../../../src/engine/rules/window.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import type { ConfigKind } from '../registry.ts';
import { validFile } from './known.ts';
import { walk } from './walk.ts';

/** The kinds whose entries may carry a window (their schemas allow from/until nowhere else). */
const WINDOWED: ReadonlySet<ConfigKind> = new Set(['menu', 'pages', 'footerLayout', 'offerSelection']);

/** The instant of a parsed time in a zone (a time without offset is that zone's wall clock). */
function instantIn(time: WindowTime, timeZone: string): number | null {
  return time.zoned ? time.at : instantOf(time.text, timeZone);
}

export function lintWindows(records: readonly ConfigFileRecord[]): Problem[] {
  const locales = (validFile(records, 'locales')?.source.data as { locales?: { timeZone?: string }[] } | undefined)?.locales ?? [];
  const zones = [...new Set(locales.map((l) => l.timeZone ?? 'UTC'))];
  if (zones.length === 0) zones.push('UTC');
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.valid || !WINDOWED.has(record.kind)) continue;
    const at = (path: JsonPath, code: string, message: string) => {
      const { line, col } = record.source.locate(path);
      problems.push({ file: record.file, line, col, code, message });
    };
    walk(record.source.data, (value, path) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const entry = value as Record<string, unknown>;
      if (entry.from === undefined && entry.until === undefined) return;
      const parsed: Partial<Record<'from' | 'until', WindowTime>> = {};
      for (const kind of ['from', 'until'] as const) {
        if (entry[kind] === undefined) continue;
        const time = parseWindowTime(entry[kind], kind);
        if ('error' in time) at([...path, kind], 'BAD_TIME', `${kind}: ${time.error}`);
        else parsed[kind] = time;
      }
      const { from, until } = parsed;
      if (!from || !until) return;
      const wrong = zones.find((zone) => {
        const start = instantIn(from, zone);
        const end = instantIn(until, zone);
        return start !== null && end !== null && end <= start;
      });
      if (wrong !== undefined) {
        const where = from.zoned && until.zoned ? '' : ` (in ${wrong}, a market's time zone)`;
        at(
          [...path, 'until'],
          'UNTIL_NOT_AFTER_FROM',
          `until "${until.text}" is not after from "${from.text}"${where}: nothing would ever show; until is the first moment it no longer shows`,
        );
      }
    });
  }
  return problems;
}
