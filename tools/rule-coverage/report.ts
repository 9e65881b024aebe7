/** The words and data of `portal coverage`: figures per kind of rule, the gaps, and the notes. */
import type { Figures } from './bar.ts';
import type { Measured, RuleCoverage } from './measure.ts';
import { counted } from '../portal/counted.ts';

/** What kind of config place a rule key names, for the per-kind figures. */
export function kindOf(key: string): string {
  if (key.startsWith('namedRules.')) return 'named rules';
  if (key.startsWith('redirects.list')) return 'redirects';
  if (key.startsWith('redirects.')) return 'locale switch';
  if (key.startsWith('headers.types')) return 'header types';
  if (key.startsWith('headers.variants')) return 'header variants';
  if (key.startsWith('headers.logos')) return 'logos';
  if (key.startsWith('headers.')) return 'header rules';
  if (key.startsWith('footers.')) return 'footer parts';
  if (key.startsWith('menus.')) return /\.href\[\d+\]$/.test(key) ? 'href cases' : 'menu items';
  if (key.startsWith('pages')) return 'page blocks';
  return 'other rules';
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '100%' : `${(Math.floor((part / whole) * 1000) / 10).toFixed(1)}%`;
}

export interface Notes {
  unreadFacts: string[];
  unreadFlags: string[];
  unreferencedNamedRules: string[];
  /** Lines on flag targeting (tools/flags/targeting-coverage.ts). */
  flagTargeting?: string[];
}

export function coverageText(
  measured: Measured,
  figures: Figures,
  minimum: { rules: number; items: number },
  notes: Notes,
  excepted: ReadonlySet<string>,
): string {
  const lines = [`rule coverage over ${counted(measured.personas, 'persona')} and ${counted(measured.testRuns, 'test run')}`, ''];
  const byKind = new Map<string, RuleCoverage[]>();
  for (const rule of measured.rules) byKind.set(kindOf(rule.key), [...(byKind.get(kindOf(rule.key)) ?? []), rule]);
  const width = Math.max(...[...byKind.keys()].map((k) => k.length), 'menu items seen'.length);
  lines.push(`  ${'kind'.padEnd(width)}  rules  made true  made false    both  excepted`);
  for (const [kind, rules] of [...byKind.entries()].sort()) {
    const t = rules.filter((r) => r.true > 0).length;
    const f = rules.filter((r) => r.false > 0).length;
    const both = rules.filter((r) => r.true > 0 && r.false > 0).length;
    const exceptions = rules.filter((r) => excepted.has(r.key)).length;
    lines.push(
      `  ${kind.padEnd(width)}  ${String(rules.length).padStart(5)}  ${String(t).padStart(9)}  ${String(f).padStart(10)}  ${pct(both, rules.length).padStart(6)}  ${String(exceptions || '').padStart(8)}`.trimEnd(),
    );
  }
  lines.push('');
  lines.push(
    `  outcomes: ${figures.outcomesCovered} of ${figures.outcomes} (${pct(figures.outcomesCovered, figures.outcomes)})` +
      `${figures.outcomesExcepted ? `, ${figures.outcomesExcepted} excepted` : ''}; counted against the bar ${figures.rulesPercent}% (minimum ${minimum.rules}%)`,
  );
  lines.push(
    `  ${'menu items seen'}: ${figures.itemsSeen} of ${figures.items} (${pct(figures.itemsSeen, figures.items)})` +
      `${figures.itemsExcepted ? `, ${figures.itemsExcepted} excepted` : ''}; counted against the bar ${figures.itemsPercent}% (minimum ${minimum.items}%)`,
  );
  lines.push('');
  lines.push(`  named rules never referenced: ${notes.unreferencedNamedRules.length ? notes.unreferencedNamedRules.join(', ') : 'none'}`);
  lines.push(`  flags no rule reads: ${notes.unreadFlags.length ? notes.unreadFlags.join(', ') : 'none'}`);
  lines.push(`  facts no rule reads: ${notes.unreadFacts.length ? notes.unreadFacts.join(', ') : 'none'}`);
  lines.push(...(notes.flagTargeting ?? []));
  return lines.join('\n');
}
