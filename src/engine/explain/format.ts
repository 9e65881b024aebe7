import type { Explanation } from './explain.ts';
import type { RuleTrace } from './trace.ts';

function value(v: unknown): string {
  return JSON.stringify(v) ?? 'undefined';
}

function traceLines(trace: RuleTrace, depth: number): string[] {
  const pad = '    '.repeat(depth);
  const where = trace.source?.line ? `  (${trace.source.file}:${trace.source.line}:${trace.source.col})` : '';
  const lines = [`${pad}${trace.text} = ${value(trace.value)}${where}`];
  for (const child of trace.children) lines.push(...traceLines(child, depth + 1));
  return lines;
}

/** The words `portal explain` prints. */
export function formatExplanation(e: Explanation): string {
  const lines = [`${e.subject}: ${e.shown ? 'SHOWN' : 'NOT SHOWN'}: ${e.outcome}`];
  for (const step of e.steps) {
    const where = step.source?.line ? ` (${step.source.file}:${step.source.line}:${step.source.col})` : '';
    lines.push(`  ${step.passes ? '✓' : '✗'} ${step.says}${where}`);
    if (step.trace) lines.push(...traceLines(step.trace, 2));
  }
  return lines.join('\n');
}
