/**
 * One folder watcher: src/node/follow-folders.ts follows config/ and personas/ for the stack, the
 * incremental save and the preview. Node's own fs.watch elsewhere would bring back the watcher
 * that loses a file once it was replaced by a rename.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');
const WATCHER = 'src/node/follow-folders.ts';

it('only the shared folder watcher calls fs.watch', () => {
  const calling = ['src', 'server', 'tools', 'bench']
    .flatMap((dir) =>
      readdirSync(join(repoRoot, dir), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
        .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name))),
    )
    .filter((file) => {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      return /import\s*\{[^}]*\bwatch\b[^}]*\}\s*from\s*'(node:)?fs(\/promises)?'|\bfs\.watch\(|\bchokidar\b/.test(text);
    });
  expect(calling, `follow folders with ${WATCHER}`).toEqual([WATCHER]);
});
