/**
 * Shared test helpers: the repository root and the shipped config, compiled once per test
 * worker (loading, validating and compiling config/ is the slow part of every engine test).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { loadCompiledConfig } from '../../tools/config/validate.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let cached: CompiledConfig | undefined;

/** The compiled shipped config. Treat it as read-only: tests that change it make a copy. */
export function compiledConfig(): CompiledConfig {
  cached ??= loadCompiledConfig(repoRoot);
  return cached;
}
