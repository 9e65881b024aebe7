/** The printed table of `npm run lighthouse`: per page the median scores and metrics. */
import { CATEGORIES, METRICS, type Category, type Metric, type RunFigures } from './figures.ts';
import type { LighthousePage } from './pages.ts';

export interface PageResult {
  page: LighthousePage;
  runs: (RunFigures & { problem?: string })[];
  /** Medians over the runs without a problem. */
  median: Pick<RunFigures, 'scores' | 'metrics'>;
}

const SCORE_LABELS: Record<Category, string> = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'best pr.', seo: 'SEO' };

function metricText(metric: Metric, value: number | null): string {
  if (value === null) return '-';
  if (metric === 'cls') return value.toFixed(3);
  if (metric === 'transferBytes') return `${(value / 1024).toFixed(0)} KiB`;
  if (metric === 'tbt') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

export function lighthouseReport(results: PageResult[]): string {
  const metricNames = Object.keys(METRICS) as Metric[];
  const header = [
    'page'.padEnd(22),
    'path'.padEnd(18),
    'valid runs',
    ...CATEGORIES.map((id) => SCORE_LABELS[id].padStart(8)),
    ...metricNames.map((name) => METRICS[name].label.padStart(11)),
  ].join(' ');
  const lines = ['Lighthouse, mobile defaults (simulated throttling): medians', '', header];
  for (const result of results) {
    const valid = result.runs.filter((run) => !run.problem).length;
    lines.push(
      [
        result.page.name.padEnd(22),
        result.page.path.padEnd(18),
        `${valid}/${result.runs.length}`.padStart(10),
        ...CATEGORIES.map((id) => String(result.median.scores[id] ?? '-').padStart(8)),
        ...metricNames.map((name) => metricText(name, result.median.metrics[name]).padStart(11)),
      ].join(' '),
    );
  }
  for (const result of results) {
    result.runs.forEach((run, index) => {
      if (run.problem) lines.push(`  ${result.page.path} run ${index + 1} left out: ${run.problem}`);
      for (const warning of run.warnings) lines.push(`  ${result.page.path} run ${index + 1} Lighthouse warning: ${warning}`);
    });
  }
  lines.push('', 'transfer = Lighthouse total-byte-weight (bytes over the wire, KiB = 1024 bytes)');
  return lines.join('\n');
}
