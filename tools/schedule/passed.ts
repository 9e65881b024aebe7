/**
 * `validate`'s warning about a schedule in the past: a comparison of `now` with a time that has
 * passed in every market the rule applies to can no longer change its outcome, so the rule
 * says something it does not mean any more (a campaign that ended, a launch long done). A
 * warning, not an error: the config still works as it did the day before.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Problem } from '../config/problems.ts';
import { describeComparison, scheduledTimes } from './scheduled-times.ts';

export function passedSchedules(config: CompiledConfig, now: number): Problem[] {
  return scheduledTimes(config)
    .filter((time) => time.instants.length > 0 && time.instants.every((i) => i.at <= now))
    .map((time) => {
      const locales = [...new Set(time.instants.map((i) => i.locale))];
      const where = locales.length > 3 ? `all ${locales.length} locales it applies to` : locales.join(', ');
      return {
        file: time.source?.file ?? 'config',
        line: time.source?.line || 1,
        col: time.source?.col || 1,
        code: 'SCHEDULE_PASSED',
        severity: 'warning' as const,
        message: `${describeComparison(time)}: that time has passed (${where}), so this comparison no longer changes anything; remove it (or what it guarded), or give a time still to come`,
      };
    });
}
