/**
 * The shipped config compiled once for a whole Vitest run instead of once per test file: the
 * global setup compiles it and keeps it in a temporary file (as `portal` keeps a validation,
 * tools/config/validation-cache.ts), and each file reads that back, a tenth of the compile's time.
 *
 * Only for a single run: in watch mode an edit of config/ or of the compiler must be seen by the
 * next run, so nothing is shared there and each file compiles as before.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { TestProject } from 'vitest/node';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { loadCompiledConfig } from '../../tools/config/validate.ts';
import { revive, storable } from '../../tools/config/validation-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shipped config compiled by the global setup, or '' when it was not (watch mode, invalid config). */
    compiledConfigFile: string;
  }
}

/**
 * One compile per run, however many projects' global setups ask (vitest.config.ts has two): kept
 * on globalThis because each project may load this module anew; removed when the last is done.
 */
const SHARED = Symbol.for('savings-portal.shared-compiled-config');
interface SharedCompile {
  file: string;
  users: number;
  remove: () => void;
}
type WithShared = typeof globalThis & { [SHARED]?: SharedCompile };

/** Compiles config/ into a file for the run's test files; returns the clean-up. */
export function shareCompiledConfig(project: TestProject, repoRoot: string): () => void {
  if (project.config.watch) {
    project.provide('compiledConfigFile', '');
    return () => undefined;
  }
  const holder = globalThis as WithShared;
  holder[SHARED] ??= compileToFile(repoRoot);
  const shared = holder[SHARED];
  shared.users += 1;
  project.provide('compiledConfigFile', shared.file);
  return () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    shared.remove();
    delete holder[SHARED];
  };
}

function compileToFile(repoRoot: string): SharedCompile {
  const dir = mkdtempSync(join(tmpdir(), 'compiled-config-'));
  const file = join(dir, 'config.v8');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    writeFileSync(file, serialize(storable(loadCompiledConfig(repoRoot))));
    return { file, users: 0, remove };
  } catch {
    // An invalid shipped config is each test's finding, with its own message: they compile it themselves.
    return { file: '', users: 0, remove };
  }
}

/** The config the global setup compiled, or undefined when there is none to read. */
export function readSharedCompiledConfig(file: string, repoRoot: string): CompiledConfig | undefined {
  if (!file) return undefined;
  try {
    return revive(deserialize(readFileSync(file)), repoRoot) as CompiledConfig;
  } catch {
    return undefined;
  }
}
