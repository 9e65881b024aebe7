/**
 * The base side of a diff: config/ as it was at a git revision, written to a temporary folder
 * (git archive, so neither the index nor the working tree is touched), beside a link to the
 * working tree's schemas/. The code is the working tree's, and so are the schemas: they are the
 * contract that code reads, and a base that no longer meets them is named field by field
 * instead of failing somewhere inside the compiler.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The revision cannot be read: unknown, not a commit, no config at it, or no git. */
export class RevisionError extends Error {}

export interface BaseCheckout {
  /** A folder holding the revision's config/ and the working tree's schemas/: a repoRoot for validateConfig. */
  root: string;
  /** The full commit hash the revision names. */
  commit: string;
  cleanup: () => void;
}

function git(repo: string, args: string[], input?: Buffer) {
  const result = spawnSync('git', args, { cwd: repo, maxBuffer: 256 * 1024 * 1024, ...(input ? { input } : {}) });
  if (result.error) throw new RevisionError(`cannot run git: ${result.error.message}`);
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.toString('utf8').trim() };
}

export function checkoutBase(repo: string, revision: string): BaseCheckout {
  if (revision.startsWith('-')) throw new RevisionError(`"${revision}" is not a revision`);
  const commit = git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
  if (!commit.ok) {
    // rev-parse --quiet says nothing: ask git for its own words.
    const reason = git(repo, ['rev-parse', '--end-of-options', revision, '--']).stderr || `no commit named ${revision}`;
    throw new RevisionError(`unknown revision "${revision}": ${reason}`);
  }
  const hash = commit.stdout.toString('utf8').trim();
  const archive = git(repo, ['archive', '--format=tar', hash, '--', 'config']);
  if (!archive.ok) throw new RevisionError(`cannot read config/ at ${revision}: ${archive.stderr}`);
  const root = mkdtempSync(join(tmpdir(), 'portal-diff-base-'));
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  const unpack = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  if (unpack.status !== 0) {
    cleanup();
    throw new RevisionError(`cannot unpack ${revision}'s config: ${unpack.error?.message ?? unpack.stderr.toString('utf8').trim()}`);
  }
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'), 'dir');
  return { root, commit: hash, cleanup };
}
