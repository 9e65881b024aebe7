import type { Report, Severity } from './report.ts';

/**
 * SARIF 2.1.0 (what code-scanning uploads read): one run of the `portal` tool, a rule per
 * problem code, a result per finding with its region (line and column, 1-based).
 */
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', note: 'note' };

export function formatSarif(report: Report): string {
  const codes = [...new Set(report.findings.map((f) => f.code))].sort();
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'portal',
            rules: codes.map((code) => ({ id: code, name: code, shortDescription: { text: `portal ${report.command}: ${code}` } })),
          },
        },
        automationDetails: { id: `portal/${report.command}/` },
        columnKind: 'unicodeCodePoints',
        results: report.findings.map((f) => ({
          ruleId: f.code,
          ruleIndex: codes.indexOf(f.code),
          level: LEVEL[f.severity ?? 'error'],
          message: { text: f.detail ? `${f.message}\n${f.detail}` : f.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: f.file, uriBaseId: '%SRCROOT%' },
                region: { startLine: Math.max(1, f.line), startColumn: Math.max(1, f.col) },
              },
            },
          ],
        })),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
