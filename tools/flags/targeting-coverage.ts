/**
 * Coverage of flag targeting (config/flags/): for each flag with a targeting rule, how many
 * personas the rule decided for (by variant) and how many it left to the default, so a rollout
 * no example persona falls into is visible in `portal coverage` (a note, not a failure: the
 * rollouts change while the personas stay).
 */
import type { Persona } from '../../src/engine/types/persona.ts';
import type { FlagDecision, ServedFlags } from './served-flags.ts';

export interface FlagTargetingCoverage {
  flag: string;
  where: string;
  byVariant: Record<string, number>;
  toDefault: number;
}

export function flagTargetingCoverage(
  personas: readonly Persona[],
  serve: (persona: Persona) => ServedFlags,
  targeted: ReadonlyMap<string, string>,
): FlagTargetingCoverage[] {
  const rows = new Map<string, FlagTargetingCoverage>([...targeted].map(([flag, where]) => [flag, { flag, where, byVariant: {}, toDefault: 0 }]));
  for (const persona of personas) {
    for (const decision of serve(persona).decisions.values()) {
      const row = rows.get(decision.flag);
      if (!row) continue;
      count(row, decision);
    }
  }
  return [...rows.values()];
}

function count(row: FlagTargetingCoverage, decision: FlagDecision): void {
  if (decision.by === 'targeting') row.byVariant[decision.variant ?? '?'] = (row.byVariant[decision.variant ?? '?'] ?? 0) + 1;
  else if (decision.by === 'default') row.toDefault++;
}

export function flagTargetingText(rows: readonly FlagTargetingCoverage[]): string[] {
  if (rows.length === 0) return ['  flag targeting: no flag in config/flags/ has targeting'];
  return rows.map((row) => {
    const variants = Object.entries(row.byVariant)
      .map(([variant, n]) => `${variant} ${n}`)
      .join(', ');
    return `  flag targeting ${row.flag} (${row.where}): decided for ${variants || 'no persona'}; ${row.toDefault} to the default${variants ? '' : ' (no example persona falls into it)'}`;
  });
}
