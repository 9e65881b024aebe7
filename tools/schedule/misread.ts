/**
 * `validate`'s warnings about a scheduled time that does not compare as the product owner
 * meant: rules compare `now.iso` and `now.date` as text, which orders times only when both are
 * written the same way in the same zone. A literal that is no date or date-time ("1.12.2026"),
 * or one with its own offset or Z ("2026-12-01T07:00Z" against "2026-12-01T08:00:00+01:00"),
 * compares as text but not as time.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Problem } from '../config/problems.ts';
import { describeComparison, scheduledTimes } from './scheduled-times.ts';

const WITH_ZONE = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})$/;

export function misreadSchedules(config: CompiledConfig): Problem[] {
  const problems: Problem[] = [];
  for (const time of scheduledTimes(config)) {
    // A from/until is checked as written (lint/windows.ts), compiled so that it compares right.
    if (time.bound) continue;
    const at = { file: time.source?.file ?? 'config', line: time.source?.line || 1, col: time.source?.col || 1, severity: 'warning' as const };
    const text = typeof time.written === 'string' && time.fact !== 'now.timestamp';
    if (time.fact === 'now.timestamp' ? typeof time.written !== 'number' : time.instants.length === 0) {
      const example =
        time.fact === 'now.timestamp' ? 'a number of milliseconds since 1970, e.g. 1796108400000' : '"2026-12-01T08:00" or "2026-12-01" (the market\'s time)';
      problems.push({
        ...at,
        code: 'SCHEDULE_NOT_A_TIME',
        message: `${describeComparison(time)}: ${JSON.stringify(time.written)} is not a time ${time.fact} can be compared with; write ${example}`,
      });
    } else if (text && WITH_ZONE.test(time.written as string)) {
      const local = (time.written as string).replace(/([zZ]|[+-]\d{2}:?\d{2})$/, '');
      problems.push({
        ...at,
        code: 'SCHEDULE_ZONE',
        message: `${describeComparison(time)}: ${time.fact} is the market's time and compares as text, so a time with its own zone is misread; write the market's time without a zone, e.g. "${local}"`,
      });
    }
  }
  return problems;
}
