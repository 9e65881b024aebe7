/**
 * The git side of `portal history`: the commits that changed config/ (newest first, a bounded
 * number of them), the files each changed, and a file's text at a commit. Reads the object
 * store only: neither the index nor the working tree is touched.
 */
import { spawnSync } from 'node:child_process';
import { RevisionError } from '../diff/base-revision.ts';

export interface Commit {
  hash: string;
  /** Empty for a root commit. */
  parent: string;
  author: string;
  email: string;
  /** Author date, ISO 8601 with the author's offset. */
  date: string;
  subject: string;
}

function git(repo: string, args: string[]): { ok: boolean; stdout: string; stderr: string } {
  const result = spawnSync('git', args, { cwd: repo, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  if (result.error) throw new RevisionError(`cannot run git: ${result.error.message}`);
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr.trim() };
}

const SEP = '\u001f';

/** Commits that changed config/, newest first, at most `limit` of them. */
export function configCommits(repo: string, limit: number): Commit[] {
  const log = git(repo, ['log', `-n${limit}`, '--first-parent', `--format=%H${SEP}%P${SEP}%an${SEP}%ae${SEP}%aI${SEP}%s`, '--', 'config/']);
  if (!log.ok) throw new RevisionError(`cannot read the history of ${repo}: ${log.stderr || 'not a git repository?'}`);
  return log.stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [hash = '', parents = '', author = '', email = '', date = '', subject = ''] = line.split(SEP);
      return { hash, parent: parents.split(' ')[0] ?? '', author, email, date, subject };
    });
}

/** The config files a commit changed (against its first parent), repo-relative. */
export function changedFiles(repo: string, commit: Commit): string[] {
  const args = commit.parent
    ? ['diff-tree', '--no-commit-id', '-r', '--name-only', commit.parent, commit.hash, '--', 'config/']
    : ['ls-tree', '-r', '--name-only', commit.hash, '--', 'config/'];
  const out = git(repo, args);
  return out.ok ? out.stdout.split('\n').filter((f) => f.endsWith('.yaml')) : [];
}

/** A file's text at a commit, or null when it did not exist there. */
export function fileAt(repo: string, commit: string, file: string): string | null {
  if (!commit) return null;
  const out = git(repo, ['show', `${commit}:${file}`]);
  return out.ok ? out.stdout : null;
}
