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

/** Compiles config/ into a file for the run's test files; returns the clean-up. */
export function shareCompiledConfig(project: TestProject, repoRoot: string): () => void {
  if (project.config.watch) {
    project.provide('compiledConfigFile', '');
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'compiled-config-'));
  const file = join(dir, 'config.v8');
  try {
    writeFileSync(file, serialize(storable(loadCompiledConfig(repoRoot))));
    project.provide('compiledConfigFile', file);
  } catch {
    // An invalid shipped config is each test's finding, with its own message: they compile it themselves.
    project.provide('compiledConfigFile', '');
  }
  return () => rmSync(dir, { recursive: true, force: true });
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
