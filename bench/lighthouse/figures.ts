/**
 * The figures `npm run lighthouse` reports from one Lighthouse result, and their medians over
 * runs (each figure's own median, as Lighthouse's variability guidance suggests for a few runs).
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse audit ids of the metrics, with how they print. */
export const METRICS = {
  fcp: { audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  lcp: { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  tbt: { audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  cls: { audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  speedIndex: { audit: 'speed-index', label: 'Speed Index', unit: 'ms' },
  transferBytes: { audit: 'total-byte-weight', label: 'transfer', unit: 'bytes' },
} as const;
export type Metric = keyof typeof METRICS;

export interface RunFigures {
  /** Scores 0..100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  /** The URL Lighthouse ended on (a redirect to the login page shows here). */
  finalUrl: string;
  /** Lighthouse's own warnings and a runtime error, if any. */
  warnings: string[];
  /** What measured: Lighthouse's version and the browser's user agent. */
  environment: { lighthouse: string; browser: string };
}

export function runFigures(lhr: Result): RunFigures {
  const scores = {} as Record<Category, number | null>;
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics = {} as Record<Metric, number | null>;
  for (const [name, { audit }] of Object.entries(METRICS) as [Metric, (typeof METRICS)[Metric]][]) {
    const value = lhr.audits[audit]?.numericValue;
    metrics[name] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  const warnings = [...lhr.runWarnings];
  if (lhr.runtimeError) warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    scores,
    metrics,
    finalUrl: lhr.finalDisplayedUrl,
    warnings,
    environment: { lighthouse: lhr.lighthouseVersion, browser: lhr.environment.hostUserAgent },
  };
}

/** Median of the numbers present; null when no run produced the figure. */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = present.length >> 1;
  return present.length % 2 ? present[mid]! : (present[mid - 1]! + present[mid]!) / 2;
}

export function medianFigures(runs: readonly RunFigures[]): Pick<RunFigures, 'scores' | 'metrics'> {
  const scores = {} as Record<Category, number | null>;
  for (const id of CATEGORIES) scores[id] = median(runs.map((run) => run.scores[id]));
  const metrics = {} as Record<Metric, number | null>;
  for (const name of Object.keys(METRICS) as Metric[]) metrics[name] = median(runs.map((run) => run.metrics[name]));
  return { scores, metrics };
}
