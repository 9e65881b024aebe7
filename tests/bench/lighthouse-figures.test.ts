import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { median, medianFigures, runFigures } from '../../bench/lighthouse/figures.ts';
import { loggedInProblem } from '../../bench/lighthouse/session-check.ts';

/** The parts of a Lighthouse result the figures read; the rest of a real result is irrelevant here. */
function fakeResult(options: { performance?: number | null; fcp?: number; finalUrl?: string; requests?: { url: string; statusCode: number }[] }): Result {
  return {
    lighthouseVersion: '12.8.2',
    environment: { hostUserAgent: 'HeadlessChrome/156' },
    finalDisplayedUrl: options.finalUrl ?? 'http://127.0.0.1:1/de-de/dashboard/',
    runWarnings: [],
    categories: {
      performance: { score: options.performance === undefined ? 0.655 : options.performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      'first-contentful-paint': { numericValue: options.fcp ?? 2400 },
      'largest-contentful-paint': { numericValue: 3000 },
      'total-blocking-time': { numericValue: 520 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'speed-index': { numericValue: 2500 },
      'total-byte-weight': { numericValue: 300_000 },
      'network-requests': { details: { items: options.requests ?? [] } },
    },
  } as unknown as Result;
}

describe('Lighthouse figures', () => {
  it('reads scores as 0..100 and metrics by audit id', () => {
    const figures = runFigures(fakeResult({ performance: 0.655 }));
    expect(figures.scores).toEqual({ performance: 66, accessibility: 100, 'best-practices': 96, seo: 92 });
    expect(figures.metrics).toEqual({ fcp: 2400, lcp: 3000, tbt: 520, cls: 0.02, speedIndex: 2500, transferBytes: 300_000 });
  });

  it('keeps an unscored category as null instead of 0', () => {
    expect(runFigures(fakeResult({ performance: null })).scores.performance).toBeNull();
  });

  it('takes each figure’s median over the runs, ignoring missing ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, null])).toBe(5);
    expect(median([null])).toBeNull();
    const runs = [fakeResult({ performance: 0.5, fcp: 1000 }), fakeResult({ performance: 0.9, fcp: 3000 }), fakeResult({ performance: 0.7, fcp: 2000 })].map(
      runFigures,
    );
    const medians = medianFigures(runs);
    expect(medians.scores.performance).toBe(70);
    expect(medians.metrics.fcp).toBe(2000);
  });
});

describe('logged-in check of a customer page run', () => {
  const url = 'http://127.0.0.1:1/de-de/dashboard/';
  const api = (path: string, statusCode: number) => ({ url: `http://127.0.0.1:1${path}`, statusCode });

  it('accepts a run that stayed on the page and got its customer data', () => {
    expect(loggedInProblem(fakeResult({ requests: [api('/api/customer', 200), api('/assets/x.js', 200)] }), url)).toBeUndefined();
  });

  it('rejects a run that ended on the login page', () => {
    expect(loggedInProblem(fakeResult({ finalUrl: 'http://127.0.0.1:1/de-de/login/', requests: [api('/api/customer', 200)] }), url)).toMatch(
      /ended on \/de-de\/login\//,
    );
  });

  it('rejects a run whose data calls were refused or never made', () => {
    expect(loggedInProblem(fakeResult({ requests: [api('/api/customer', 401)] }), url)).toMatch(/refused \/api\/customer \(401\)/);
    expect(loggedInProblem(fakeResult({ requests: [api('/assets/x.js', 200)] }), url)).toMatch(/no customer data call/);
  });
});
