/** The printed table of `npm run size`: per entry the served first-load bytes against its budget. */
import { KB } from './budgets.ts';
import type { SizeEntry } from './budgets.ts';
import type { LoadedScripts } from './loaded-in-browser.ts';
import type { EntryMeasurement } from './measure-entry.ts';

export interface LoadedMeasurement {
  entry: SizeEntry;
  views: LoadedScripts[];
}

/** Gzip bytes over the entry's by-idle budget at its heaviest viewport; 0 or less is within it. */
export function overLoadedBudget(m: LoadedMeasurement): number {
  return Math.max(...m.views.map((view) => view.byIdle.gzip)) - m.entry.loadedJsGzipBudget;
}

const kB = (bytes: number) => (bytes / KB).toFixed(1);

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ')
    .trimEnd();
}

export function sizeReport(measurements: EntryMeasurement[]): string {
  const widths = [22, 18, 8, 8, 8, 8, 9, 5, 7, 0];
  const lines = [
    'First load per entry: the JS and CSS its HTML references, their static imports and the app its entry script imports, as served (kB = 1000 bytes)',
    '',
    row(['entry', 'path', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'HTML gzip', 'files', 'budget', 'verdict'], widths),
  ];
  for (const m of measurements) {
    const verdict = m.overBudget > 0 ? `OVER by ${kB(m.overBudget)} kB` : `ok (${kB(-m.overBudget)} kB to spare)`;
    lines.push(
      row(
        [
          m.entry.name,
          m.entry.path,
          kB(m.js.gzip),
          kB(m.js.br),
          kB(m.css.gzip),
          kB(m.css.br),
          kB(m.html.gzip),
          String(m.assets.length),
          kB(m.entry.jsGzipBudget),
          verdict,
        ],
        widths,
      ),
    );
  }
  for (const m of measurements) {
    lines.push('', `${m.entry.name} (${m.entry.path}):`);
    for (const asset of m.assets) {
      lines.push(
        `  ${kB(asset.bytes.gzip).padStart(7)} gzip ${kB(asset.bytes.br).padStart(7)} br ${kB(asset.bytes.raw).padStart(8)} raw  ${asset.path}  (${asset.via})`,
      );
    }
    for (const url of m.external) lines.push(`  not counted, another origin: ${url}`);
  }
  return lines.join('\n');
}

/** The second table: JS a browser loaded by the load event and by network idle, per viewport. */
export function loadedReport(loaded: LoadedMeasurement[]): string {
  const widths = [22, 18, 8, 13, 13, 7, 0];
  const lines = [
    'Loaded in Chromium with an empty cache: JS gzip by the load event and by network idle (chunks hydration fetches included)',
    '',
    row(['entry', 'path', 'viewport', 'JS by load', 'JS by idle', 'budget', 'verdict'], widths),
  ];
  for (const m of loaded) {
    for (const view of m.views) {
      const over = view.byIdle.gzip - m.entry.loadedJsGzipBudget;
      const verdict = over > 0 ? `OVER by ${kB(over)} kB` : `ok (${kB(-over)} kB to spare)`;
      lines.push(row([m.entry.name, m.entry.path, view.viewport, kB(view.byLoad.gzip), kB(view.byIdle.gzip), kB(m.entry.loadedJsGzipBudget), verdict], widths));
    }
  }
  return lines.join('\n');
}
