/**
 * `portal who --flag NAME`: the value every persona is served for the flag and the rule that
 * decided it (its own flags, the flag's targeting or default variant, or the kill switch), with
 * file:line: who is in a rollout. Visitors are served no flags: they are listed apart.
 */
import type { Persona } from '../../../src/engine/types/persona.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import { decisionText, definedFlags, flagServer, type FlagDecision } from '../../flags/served-flags.ts';
import { UsageError } from '../persona.ts';

export interface FlagRow {
  persona: string;
  locale: string;
  value: unknown;
  decision: FlagDecision | null;
}

export function whoFlag(repoRoot: string, configDir: string | undefined, personas: Persona[], flag: string): FlagRow[] {
  const defined = definedFlags(repoRoot, configDir);
  if (!Object.hasOwn(defined, flag)) {
    const best = closestName(flag, Object.keys(defined));
    throw new UsageError(`no flag "${flag}" in config/flags/${best ? ` (did you mean "${best}"?)` : ''}`);
  }
  const serve = flagServer(repoRoot, configDir);
  return personas.map((persona) => {
    const decision = serve(persona).decisions.get(flag) ?? null;
    return {
      persona: persona.id,
      locale: persona.context.locale.toLowerCase(),
      value: decision ? decision.value : (persona.flags as Record<string, unknown> | undefined)?.[flag],
      decision,
    };
  });
}

export function formatWhoFlag(flag: string, rows: FlagRow[]): string {
  const served = rows.filter((row) => row.decision);
  const visitors = rows.filter((row) => !row.decision);
  const values = new Map<string, FlagRow[]>();
  for (const row of served) values.set(JSON.stringify(row.value), [...(values.get(JSON.stringify(row.value)) ?? []), row]);
  const lines = [`flag ${flag}: what the flag service serves each customer persona (${served.length} of ${rows.length})`, ''];
  for (const [value, group] of values) {
    lines.push(`${value} (${group.length}):`);
    for (const row of group) lines.push(`  ${row.persona}@${row.locale}: ${decisionText(row.decision!, `personas/${row.persona}.json`)}`);
    lines.push('');
  }
  lines.push(
    `visitors, served no flags (the deployment's defaults and ?flags= apply) (${visitors.length}):`,
    ...(visitors.length ? [`  ${visitors.map((row) => row.persona).join(', ')}`] : ['  nobody']),
    '',
  );
  return lines.join('\n');
}
