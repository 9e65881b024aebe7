/**
 * `portal schedule [paths…] [--at TIME] [--until TIME] [--format text|json]`: the times still to come at which
 * a config rule changes its outcome (comparisons of `now` with a literal time; a `from`
 * or `until`; an offer's availability date that the offer selection compares `now` with). The
 * prerendered pages are built for one time; production rebuilds at each time listed here
 * (README: "Scheduled changes"). Exit 0; 1 when the config does not validate; 2 for bad usage.
 */
import { parseArgs } from 'node:util';
import { dirname, resolve as resolvePath } from 'node:path';
import { validateConfig } from '../../config/validate.ts';
import { formatProblem } from '../../config/problems.ts';
import { instantOf, nowFacts } from '../../../src/engine/facts/now.ts';
import { describeComparison, scheduledTimes } from '../../schedule/scheduled-times.ts';
import { offerScheduledTimes } from '../../schedule/offer-times.ts';
import { loadOfferContext } from '../../rule-tests/offers.ts';
import { OFFER_SELECTION_FILE } from '../../offers/load-selection.ts';
import { UsageError } from '../persona.ts';
import { counted } from '../counted.ts';

export interface UpcomingChange {
  /** The instant, in UTC: what a scheduler (cron, a CI schedule) is given. */
  at: string;
  /** The same instant as the market's wall-clock time, per locale. */
  locales: { locale: string; timeZone: string; local: string }[];
  file: string;
  line: number;
  col: number;
  place: string;
  rule: string;
}

export function runSchedule(args: string[], repoRoot: string): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { at: { type: 'string' }, until: { type: 'string' }, format: { type: 'string' }, config: { type: 'string' } },
  });
  if (values.format !== undefined && values.format !== 'text' && values.format !== 'json')
    throw new UsageError(`--format must be text or json, not "${values.format}"`);
  const from = values.at === undefined ? Date.now() : instantOf(values.at, 'UTC');
  if (from === null) throw new UsageError(`--at "${values.at}" is not a time: write 2026-12-01T08:00 (UTC) or 2026-12-01T08:00+01:00`);
  // --until: only the changes up to then (a scheduled CI job asks "did anything change since my last run?").
  const until = values.until === undefined ? Number.POSITIVE_INFINITY : instantOf(values.until, 'UTC');
  if (until === null) throw new UsageError(`--until "${values.until}" is not a time: write 2026-12-01T08:00 (UTC) or 2026-12-01T08:00+01:00`);
  const result = validateConfig({
    repoRoot,
    ...(values.config ? { configDir: resolvePath(values.config) } : {}),
    overlay: positionals.map((p) => resolvePath(p)),
    warnings: false,
  });
  if (!result.config) {
    process.stderr.write(
      `${result.problems.map(formatProblem).join('\n')}\nportal schedule: the config does not validate (${counted(result.problems.length, 'problem')})\n`,
    );
    return 1;
  }
  const upcoming: UpcomingChange[] = [];
  // The offer lists change with the selection's times and the catalogue's dates too (offer-times.ts).
  // A selection file given among the paths stands in for config/'s, as validate reads it.
  const givenSelection = positionals.map((p) => resolvePath(p)).find((p) => p.replace(/\\/g, '/').endsWith(`/${OFFER_SELECTION_FILE}`));
  const selectionDir = givenSelection ? dirname(dirname(givenSelection)) : values.config ? resolvePath(values.config) : undefined;
  const offers = loadOfferContext(repoRoot, result.config, selectionDir);
  const times = [...scheduledTimes(result.config), ...(offers ? offerScheduledTimes(result.config, offers.selection, offers.catalogue) : [])];
  for (const time of times) {
    const byInstant = new Map<number, { locale: string; timeZone: string }[]>();
    for (const i of time.instants) if (i.at > from && i.at <= until) byInstant.set(i.at, [...(byInstant.get(i.at) ?? []), i]);
    for (const [at, locales] of byInstant) {
      upcoming.push({
        at: new Date(at).toISOString(),
        locales: locales.map((l) => ({ locale: l.locale, timeZone: l.timeZone, local: nowFacts(at, l.timeZone).iso })),
        file: time.source?.file ?? 'config',
        line: time.source?.line || 1,
        col: time.source?.col || 1,
        place: time.place,
        rule: describeComparison(time),
      });
    }
  }
  upcoming.sort((a, b) => a.at.localeCompare(b.at) || a.file.localeCompare(b.file) || a.line - b.line);
  if (values.format === 'json') {
    process.stdout.write(`${JSON.stringify(upcoming, null, 2)}\n`);
  } else {
    for (const change of upcoming) {
      const zones = [...new Set(change.locales.map((l) => `${l.local.slice(0, 16).replace('T', ' ')} ${l.timeZone}`))].join(', ');
      process.stdout.write(
        `${change.at}  ${change.locales.map((l) => l.locale).join(',')} (${zones})  ${change.file}:${change.line}:${change.col}: ${change.rule}\n`,
      );
    }
  }
  process.stderr.write(upcoming.length ? `${counted(upcoming.length, 'scheduled change')} to come\n` : 'no scheduled change to come\n');
  return 0;
}
