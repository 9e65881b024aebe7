/** The printed table of `npm run size`: per entry the served first-load bytes against its budget. */
import { KB } from './budgets.ts';
import type { EntryMeasurement } from './measure-entry.ts';

const kB = (bytes: number) => (bytes / KB).toFixed(1);

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
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
    lines.push(row([m.entry.name, m.entry.path, kB(m.js.gzip), kB(m.js.br), kB(m.css.gzip), kB(m.css.br), kB(m.html.gzip), String(m.assets.length), kB(m.entry.jsGzipBudget), verdict], widths));
  }
  for (const m of measurements) {
    lines.push('', `${m.entry.name} (${m.entry.path}):`);
    for (const asset of m.assets) {
      lines.push(`  ${kB(asset.bytes.gzip).padStart(7)} gzip ${kB(asset.bytes.br).padStart(7)} br ${kB(asset.bytes.raw).padStart(8)} raw  ${asset.path}  (${asset.via})`);
    }
    for (const url of m.external) lines.push(`  not counted, another origin: ${url}`);
  }
  return lines.join('\n');
}
