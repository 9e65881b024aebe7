import type { Finding, ReportCase } from '../formats/index.ts';

/** One JUnit case per file: passed when no finding is in it (files with findings only are added). */
export function casesPerFile(files: readonly string[], findings: readonly Finding[], group: string): ReportCase[] {
  const all = [...new Set([...files, ...findings.map((f) => f.file)])];
  return all.map((file) => ({ name: file, group, file, failures: findings.filter((f) => f.file === file && (f.severity ?? 'error') === 'error') }));
}
