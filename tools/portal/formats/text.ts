import { formatProblem } from '../../config/problems.ts';
import type { Report } from './report.ts';

/** file:line:col: error CODE: message, each detail line indented below its finding. */
export function formatText(report: Report): string {
  const lines: string[] = [];
  for (const finding of report.findings) {
    const line = formatProblem(finding);
    lines.push(finding.severity && finding.severity !== 'error' ? line.replace(': error ', `: ${finding.severity} `) : line);
    if (finding.detail) lines.push(...finding.detail.split('\n').map((l) => `    ${l}`));
  }
  if (report.textBody) lines.push(...(lines.length ? [''] : []), report.textBody);
  return lines.length ? `${lines.join('\n')}\n` : '';
}
