import type { Report } from './report.ts';

export function formatJson(report: Report): string {
  return `${JSON.stringify(report.data, null, 2)}\n`;
}
