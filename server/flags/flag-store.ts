/**
 * The local flag service's flags: the definitions in <configDir>/flags/ (flagd's format) with
 * the signed-in persona's own flags as targeting on its customer number
 * (src/engine/flags/persona-targeting.ts), evaluated by @openfeature/flagd-core. Per persona
 * and not for all at once: personas of one customer number differ in their flags (active-nl and
 * active-nl-wealth-launch), and the token says which persona is asking. Followed like
 * the personas are: a watcher on the folder marks the definitions stale, the next request reads
 * them again (and at least every second, for file systems that report no change), so a saved
 * edit is served at once: the kill switch. A file that does not read keeps the last good
 * definitions and is warned about once; the stack never stops for it.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { withPersonaTargeting, type PersonaFlags } from '../../src/engine/flags/persona-targeting.ts';
import { loadFlagDefinitions } from '../../src/node/flags/definitions.ts';
import { FlagEvaluator } from '../../src/node/flags/evaluate.ts';
import { followFolders, type FolderFollower } from '../../src/node/follow-folders.ts';
import type { Persona } from '../../src/engine/types/persona.ts';

export interface FlagStore {
  /** The evaluator of the current definitions with the persona's flags (none: a visitor), and a tag that changes with either. */
  current(persona?: Persona | null): { evaluator: FlagEvaluator; revision: string };
  close(): void;
}

export const FLAGS_MAX_AGE_MS = 1000;

export function personaFlagsOf(persona: Persona | null | undefined): PersonaFlags[] {
  return persona?.customer?.bacNumber && persona.flags ? [{ key: persona.customer.bacNumber, flags: persona.flags as Record<string, unknown> }] : [];
}

/** Evaluators kept: one per persona asking, of the current definitions. */
const MAX_EVALUATORS = 256;

export function flagStore(repoRoot: string, configDir: string, warn: (message: string) => void): FlagStore {
  let watcher: FolderFollower | undefined;
  let definitions: { at: number; text: string; set: ReturnType<typeof loadFlagDefinitions>['set'] } | undefined;
  let lastGood: typeof definitions;
  const built = new Map<string, { evaluator: FlagEvaluator; revision: string }>();
  const warned = new Set<string>();
  let closed = false;

  function ensureWatcher(): void {
    if (watcher || closed) return;
    try {
      watcher = followFolders([join(configDir, 'flags')], () => (definitions = undefined), { persistent: false });
    } catch {
      watcher = undefined;
    }
  }

  function readDefinitions() {
    ensureWatcher();
    const now = performance.now();
    if (definitions && watcher && now - definitions.at <= FLAGS_MAX_AGE_MS) return definitions;
    const loaded = loadFlagDefinitions(repoRoot, configDir);
    for (const problem of loaded.problems) {
      const message = `flag definitions ${problem.file}: ${problem.message}`;
      if (!warned.has(message)) warn(message);
      warned.add(message);
    }
    // A broken file keeps the last good definitions (its flags would otherwise vanish mid-session).
    if (loaded.problems.length > 0 && lastGood) return (definitions = { ...lastGood, at: now });
    definitions = { at: now, text: JSON.stringify(loaded.set), set: loaded.set };
    if (loaded.problems.length === 0) lastGood = definitions;
    return definitions;
  }

  return {
    current(persona) {
      const read = readDefinitions();
      const own = personaFlagsOf(persona);
      const set = withPersonaTargeting(read.set, own);
      const text = JSON.stringify(set);
      const found = built.get(text);
      if (found) return found;
      if (built.size >= MAX_EVALUATORS) built.clear();
      const entry = { evaluator: new FlagEvaluator(set), revision: createHash('sha256').update(text).digest('base64url').slice(0, 16) };
      built.set(text, entry);
      return entry;
    },
    close() {
      closed = true;
      watcher?.close();
      watcher = undefined;
    },
  };
}
