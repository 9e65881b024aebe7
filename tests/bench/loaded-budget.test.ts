import { describe, expect, it } from 'vitest';
import type { LoadedScripts } from '../../bench/size/loaded-in-browser.ts';
import { loadedReport, overLoadedBudget } from '../../bench/size/report.ts';

const view = (viewport: LoadedScripts['viewport'], idleGzip: number): LoadedScripts => ({
  viewport,
  byLoad: { raw: 1, gzip: 1, br: 1 },
  byIdle: { raw: idleGzip * 3, gzip: idleGzip, br: idleGzip - 10 },
  scripts: [],
});
const entry = { name: 'home', path: '/de-de/', jsGzipBudget: 1000, loadedJsGzipBudget: 2000 };

describe('the by-network-idle budget', () => {
  it('judges an entry by its heaviest viewport', () => {
    expect(overLoadedBudget({ entry, views: [view('desktop', 1900), view('phone', 2100)] })).toBe(100);
    expect(overLoadedBudget({ entry, views: [view('desktop', 1900), view('phone', 1950)] })).toBe(-50);
  });

  it('prints one row per viewport with its verdict', () => {
    const report = loadedReport([{ entry, views: [view('desktop', 1900), view('phone', 2100)] }]);
    expect(report).toMatch(/desktop\s+0\.0\s+1\.9\s+2\.0\s+ok \(0\.1 kB to spare\)/);
    expect(report).toMatch(/phone\s+0\.0\s+2\.1\s+2\.0\s+OVER by 0\.1 kB/);
  });
});
