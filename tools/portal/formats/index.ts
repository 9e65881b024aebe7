/** The output formats `validate`, `test` and `coverage` share (--format). */
import { UsageError } from '../persona.ts';
import { formatGithub } from './github.ts';
import { formatJson } from './json.ts';
import { formatJunit } from './junit.ts';
import { FORMATS, isFormat, type Format, type Report } from './report.ts';
import { formatSarif } from './sarif.ts';
import { formatText } from './text.ts';

export type { Finding, Format, Report, ReportCase } from './report.ts';

const FORMATTERS: Record<Format, (report: Report) => string> = {
  text: formatText,
  json: formatJson,
  github: formatGithub,
  junit: formatJunit,
  sarif: formatSarif,
};

/** The --format option's value, checked (bad usage exits 2). */
export function parseFormat(value: string | undefined): Format {
  if (value === undefined) return 'text';
  if (!isFormat(value)) throw new UsageError(`--format takes ${FORMATS.join(', ')}, not ${value}`);
  return value;
}

export function formatReport(report: Report, format: Format): string {
  return FORMATTERS[format](report);
}
