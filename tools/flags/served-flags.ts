/**
 * A persona's flags as the flag service serves them: the definitions of config/flags/ with the
 * persona's own flags as targeting on its key, evaluated by @openfeature/flagd-core for the
 * persona's facts, as the local stack answers the browser. `portal resolve`, explain, who, diff,
 * coverage and the rule tests use it, so a targeting rule or a rollout in the YAML shows in
 * them as in the running portal; each flag's decision names the rule and variant that decided,
 * with file:line. A visitor is served no flags (the browser gives visitors the deployment's
 * defaults and ?flags=): a visitor persona keeps its own.
 */
import { readConfigFile } from '../../src/node/read-config-file.ts';
import { forgetBeforeEachQuestion } from '../../src/node/per-question.ts';
import { join } from 'node:path';
import type { SourceRef } from '../../src/engine/rules/types.ts';
import type { FeatureFlags, Persona } from '../../src/engine/types/persona.ts';
import type { FlagTable } from '../../src/engine/flags/declaration.ts';
import { absentValue, compileFlags } from '../../src/engine/flags/table-of.ts';
import { fromFlagdValue } from '../../src/engine/flags/flagd-format.ts';
import { withPersonaTargeting } from '../../src/engine/flags/persona-targeting.ts';
import { customerTargeting, pageTargeting, type TargetingContext } from '../../src/engine/flags/targeting-context.ts';
import { loadFlagDefinitions, type FlagDefinitions } from '../../src/node/flags/definitions.ts';
import { FlagEvaluator } from '../../src/node/flags/evaluate.ts';
import { parseYamlSource, type YamlSource } from '../config/yaml-source.ts';

export interface FlagDecision {
  flag: string;
  value: unknown;
  variant?: string;
  /** OpenFeature's reason: STATIC, DEFAULT, TARGETING_MATCH, DISABLED… */
  reason: string;
  /** Which rule decided: the persona's own flags, the flag's targeting, its default variant, or the kill switch. */
  by: 'persona' | 'targeting' | 'default' | 'disabled' | 'not defined';
  source: SourceRef | null;
}

export interface ServedFlags {
  /** The persona with the flags the service gives it (its own `flags` untouched for a visitor). */
  persona: Persona;
  decisions: Map<string, FlagDecision>;
}

interface Loaded {
  definitions: FlagDefinitions;
  sources: Map<string, YamlSource>;
  /** Each defined flag's declaration, from its variants. */
  table: FlagTable;
  /** By the persona's key and flags: diff and who evaluate each persona in many locales. */
  evaluators: Map<string, FlagEvaluator>;
}

const cache = new Map<string, Loaded>();
forgetBeforeEachQuestion(() => cache.clear());

function loaded(repoRoot: string, configDir: string): Loaded {
  let entry = cache.get(configDir);
  if (!entry) {
    const definitions = loadFlagDefinitions(repoRoot, configDir);
    const sources = new Map<string, YamlSource>();
    for (const file of new Set(Object.values(definitions.fileOf))) {
      const read = readConfigFile(join(repoRoot, file), { root: configDir });
      sources.set(file, parseYamlSource(file, read.ok ? read.text : ''));
    }
    entry = { definitions, sources, table: compileFlags(definitions.set.flags).table, evaluators: new Map() };
    cache.set(configDir, entry);
  }
  return entry;
}

/** The evaluation context of a persona, as the browser builds it (src/app/flags/): null for a visitor. */
export function personaTargeting(persona: Persona): TargetingContext | null {
  const key = persona.customer?.bacNumber;
  if (!key) return null;
  const context = persona.context as { locale: string; inApp?: boolean; mobileWebView?: boolean };
  return { targetingKey: key, ...pageTargeting(context), ...customerTargeting(persona.customer) };
}

export function servedFlags(repoRoot: string, persona: Persona, configDir = join(repoRoot, 'config')): ServedFlags {
  return flagServer(repoRoot, configDir)(persona);
}

/** The declaration of every flag config/flags/ defines (its kind from its variants). */
export function definedFlags(repoRoot: string, configDir = join(repoRoot, 'config')): FlagTable {
  return loaded(repoRoot, configDir).table;
}

/** The flags with a targeting rule, and where it is (file:line). */
export function targetedFlags(repoRoot: string, configDir = join(repoRoot, 'config')): Map<string, string> {
  const { definitions, sources } = loaded(repoRoot, configDir);
  const targeted = new Map<string, string>();
  for (const [name, flag] of Object.entries(definitions.set.flags)) {
    const file = definitions.fileOf[name];
    if (flag.targeting === undefined || flag.targeting === null || !file) continue;
    const at = sources.get(file)?.locate(['flags', name, 'targeting']);
    targeted.set(name, at ? `${file}:${at.line}` : file);
  }
  return targeted;
}

/**
 * Serves personas from the definitions as they are now (read at once: diff reads a checkout it then removes).
 * `reread`: read config/flags/ again instead of the copy read before (the preview, after a save).
 */
export function flagServer(repoRoot: string, configDir = join(repoRoot, 'config'), options: { reread?: boolean } = {}): (persona: Persona) => ServedFlags {
  if (options.reread) cache.delete(configDir);
  const definitions = loaded(repoRoot, configDir);
  return (persona) => serve(definitions, persona);
}

function serve({ definitions, sources, table, evaluators }: Loaded, persona: Persona): ServedFlags {
  const decisions = new Map<string, FlagDecision>();
  const context = personaTargeting(persona);
  // A visitor is served nothing; a config from before config/flags/ knew only the personas' own flags.
  if (!context || Object.keys(definitions.set.flags).length === 0) return { persona, decisions };
  const own = (persona.flags ?? {}) as Record<string, unknown>;
  const evaluatorKey = JSON.stringify([context.targetingKey, own]);
  let evaluator = evaluators.get(evaluatorKey);
  if (!evaluator)
    evaluators.set(evaluatorKey, (evaluator = new FlagEvaluator(withPersonaTargeting(definitions.set, [{ key: context.targetingKey, flags: own }]))));
  const flags: Record<string, unknown> = {};
  // Every flag config/flags/ defines, whether or not the code's table has it yet: rules read them all.
  for (const [name, declaration] of Object.entries(table)) {
    const evaluation = evaluator.evaluate(name, context);
    const file = definitions.fileOf[name];
    const at = (path: (string | number)[]): SourceRef | null => {
      const source = file ? sources.get(file) : undefined;
      return source && file ? { file, ...source.locate(path) } : null;
    };
    const named = Object.hasOwn(own, name) && own[name] !== undefined;
    let decision: FlagDecision;
    if (evaluation.errorCode === 'FLAG_NOT_FOUND') decision = { flag: name, value: absentValue(declaration), reason: 'ERROR', by: 'not defined', source: null };
    else if (evaluation.reason === 'DISABLED' || evaluation.value === undefined)
      decision = { flag: name, value: absentValue(declaration), reason: evaluation.reason, by: 'disabled', source: at(['flags', name, 'state']) };
    else {
      const byPersona =
        named && evaluation.reason === 'TARGETING_MATCH' && JSON.stringify(fromFlagdValue(declaration, evaluation.value)) === JSON.stringify(own[name]);
      const by = byPersona ? 'persona' : evaluation.reason === 'TARGETING_MATCH' || evaluation.reason === 'SPLIT' ? 'targeting' : 'default';
      decision = {
        flag: name,
        value: fromFlagdValue(declaration, evaluation.value),
        ...(evaluation.variant !== undefined ? { variant: evaluation.variant } : {}),
        reason: evaluation.reason,
        by,
        source: by === 'persona' ? null : at(['flags', name, by === 'targeting' ? 'targeting' : 'defaultVariant']),
      };
    }
    decisions.set(name, decision);
    // The persona file's shape is kept: a flag it names, and any flag whose value is not the absent one.
    if (named || JSON.stringify(decision.value) !== JSON.stringify(absentValue(declaration))) flags[name] = decision.value;
  }
  return { persona: { ...persona, flags: flags as FeatureFlags }, decisions };
}

/** The words for a decision, for explain and who. */
export function decisionText(decision: FlagDecision, personaFile?: string, options: { withSource?: boolean } = {}): string {
  const variant = decision.variant !== undefined ? ` variant "${decision.variant}"` : '';
  const where = decision.source && options.withSource !== false ? ` (${decision.source.file}:${decision.source.line}:${decision.source.col})` : '';
  switch (decision.by) {
    case 'persona':
      return `flag ${decision.flag}: the persona's own flags${personaFile ? ` (${personaFile})` : ''}, targeting on its key:${variant}`;
    case 'targeting':
      return `flag ${decision.flag}: its targeting gave${variant} (${decision.reason})${where}`;
    case 'default':
      return `flag ${decision.flag}: ${decision.reason === 'STATIC' ? 'no targeting' : 'no targeting rule matched'}, its default${variant}${where}`;
    case 'disabled':
      return `flag ${decision.flag}: DISABLED (the kill switch), so off${where}`;
    default:
      return `flag ${decision.flag}: not defined in config/flags/, so off`;
  }
}
