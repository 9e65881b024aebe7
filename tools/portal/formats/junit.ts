import type { Report } from './report.ts';

/** JUnit XML (the common Surefire/Ant shape CI servers read): one test case per file, test or subject. */
export function escapeXml(text: string): string {
  // XML 1.0 has no way to write most control characters: drop them.
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are what this removes.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

export function formatJunit(report: Report): string {
  const groups = new Map<string, Report['cases']>();
  for (const c of report.cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const failed = report.cases.filter((c) => c.failures.length > 0).length;
  lines.push(`<testsuites name="portal ${report.command}" tests="${report.cases.length}" failures="${failed}" errors="0">`);
  for (const [group, cases] of groups) {
    const groupFailed = cases.filter((c) => c.failures.length > 0).length;
    lines.push(`  <testsuite name="${escapeXml(group)}" tests="${cases.length}" failures="${groupFailed}" errors="0" skipped="0">`);
    for (const c of cases) {
      const attributes = `name="${escapeXml(c.name)}" classname="${escapeXml(c.group)}" file="${escapeXml(c.file)}"${c.line ? ` line="${c.line}"` : ''}`;
      // validate's warnings (a schedule in the past) do not fail their file's case: they are its output.
      const warnings = report.command === 'validate' ? report.findings.filter((f) => f.file === c.file && f.severity === 'warning') : [];
      const output = warnings.length
        ? `      <system-out>${escapeXml(warnings.map((f) => `${f.file}:${f.line}:${f.col}: warning ${f.code}: ${f.message}`).join('\n'))}</system-out>`
        : null;
      if (c.failures.length === 0 && !output) {
        lines.push(`    <testcase ${attributes}/>`);
        continue;
      }
      lines.push(`    <testcase ${attributes}>`);
      if (output) lines.push(output);
      for (const f of c.failures) {
        const body = [`${f.file}:${f.line}:${f.col}: ${f.message}`, ...(f.detail ? [f.detail] : [])].join('\n');
        lines.push(`      <failure type="${escapeXml(f.code)}" message="${escapeXml(f.message)}">${escapeXml(body)}</failure>`);
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
