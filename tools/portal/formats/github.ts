import type { Report, Severity } from './report.ts';

/**
 * GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message` puts an
 * annotation on that line of the pull request. Data and properties are escaped as the runner
 * expects (%, CR and LF everywhere; also : and , inside properties).
 */
const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'notice' };

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatGithub(report: Report): string {
  return report.findings
    .map((f) => {
      const properties = `file=${escapeProperty(f.file)},line=${f.line},col=${f.col},title=${escapeProperty(`${report.command} ${f.code}`)}`;
      const message = f.detail ? `${f.message}\n${f.detail}` : f.message;
      return `::${COMMAND[f.severity ?? 'error']} ${properties}::${escapeData(message)}\n`;
    })
    .join('');
}
