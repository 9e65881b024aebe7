/**
 * Which test files may share a worker's modules with the files before them, and which need
 * a fresh module graph of their own (vitest.config.ts runs the two groups as two projects).
 *
 * A fresh graph per file (Vitest's default) costs every file the import of the engine, the
 * renderer and the components again: about half of a node file's CPU time. Most files only call
 * functions and start servers of their own, so they lose nothing by sharing. A file that changes
 * what every module sees keeps its own graph: a DOM environment (`@vitest-environment`), a mocked
 * module, a replaced global, fake timers, a spy on a shared object, or a changed environment
 * variable or working directory. The test is read from the file itself, so a new file that starts
 * doing one of these moves to the isolated group without anyone listing it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What makes a file change state that other files in its worker would see. */
const CHANGES_SHARED_STATE: readonly RegExp[] = [
  /@vitest-environment\s/,
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\(/,
  /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)/,
  /\bdelete\s+process\.env\b/,
  /\bprocess\.chdir\(/,
  /\bObject\.(assign|defineProperty)\(\s*(globalThis|process\.env|window|navigator)\b/,
];

/** Whether the test file's text does any of CHANGES_SHARED_STATE. */
export function changesSharedState(source: string): boolean {
  return CHANGES_SHARED_STATE.some((pattern) => pattern.test(source));
}

export interface TestFileGroups {
  /** Files that run after one another in a worker, sharing its modules. */
  shared: string[];
  /** Files that each get a fresh module graph. */
  isolated: string[];
}

/** The test files under `testsDir` (paths relative to `root`, with `/`), minus `excluded` folders, by group. */
export function testFileGroups(root: string, testsDir: string, excluded: readonly string[]): TestFileGroups {
  const groups: TestFileGroups = { shared: [], isolated: [] };
  const files = (readdirSync(join(root, testsDir), { recursive: true }) as string[])
    .map((file) => `${testsDir}/${file.split(sep).join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !excluded.some((folder) => file.startsWith(`${folder}/`)))
    .sort();
  for (const file of files) {
    const group = changesSharedState(readFileSync(join(root, file), 'utf8')) ? groups.isolated : groups.shared;
    group.push(relative(root, join(root, file)).split(sep).join('/'));
  }
  return groups;
}
