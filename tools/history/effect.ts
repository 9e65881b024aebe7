/**
 * The per-persona effect of one commit on one item: the config at the commit and at its parent,
 * each compiled by today's code, diffed for today's personas (tools/diff), and only the changes
 * that touch the item kept. Compiled configs are cached by commit, as one commit's parent is
 * often the next one looked at.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { validateConfig } from '../config/validate.ts';
import { checkoutBase, RevisionError } from '../diff/base-revision.ts';
import { diffConfigs, type ChangeGroup } from '../diff/diff-configs.ts';
import type { Segment } from '../diff/compare.ts';

export type Effect = { ok: true; changes: ChangeGroup[] } | { ok: false; reason: string };

export class ConfigAtCommits {
  private readonly cache = new Map<string, CompiledConfig | string>();

  constructor(private readonly repo: string) {}

  /** The compiled config at a commit, or the reason it cannot be had. */
  at(commit: string): CompiledConfig | string {
    const cached = this.cache.get(commit);
    if (cached !== undefined) return cached;
    let result: CompiledConfig | string;
    try {
      const checkout = checkoutBase(this.repo, commit);
      try {
        const validated = validateConfig({ repoRoot: checkout.root, warnings: false });
        result = validated.config ?? `the config at ${commit.slice(0, 7)} does not validate under today's code (${validated.problems.length} problems)`;
      } finally {
        checkout.cleanup();
      }
    } catch (error) {
      if (!(error instanceof RevisionError) && !(error instanceof Error)) throw error;
      result = `the config at ${commit.slice(0, 7)} cannot be read by today's code: ${error.message}`;
    }
    this.cache.set(commit, result);
    return result;
  }
}

function touches(path: Segment[], id: string): boolean {
  return path.some((segment) => typeof segment === 'object' && segment.key === id);
}

export function itemEffect(configs: ConfigAtCommits, commit: string, parent: string, personas: Persona[], id: string): Effect {
  if (!parent) return { ok: false, reason: 'the first commit: nothing before it to compare with' };
  const before = configs.at(parent);
  if (typeof before === 'string') return { ok: false, reason: before };
  const after = configs.at(commit);
  if (typeof after === 'string') return { ok: false, reason: after };
  const result = diffConfigs(before, after, personas, { scope: 'own' });
  return { ok: true, changes: result.changes.filter((change) => touches(change.path, id)) };
}
