/**
 * Shared test helpers: the repository root and the shipped config, compiled once per run by the
 * unit tests' global setup (tests/support/shared-compiled-config.ts) and read back once per test
 * file; compiled here where no setup did it (the browser tests, watch mode).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { loadCompiledConfig } from '../../tools/config/validate.ts';
import { readSharedCompiledConfig } from './shared-compiled-config.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

let cached: CompiledConfig | undefined;

/** The compiled shipped config. Treat it as read-only: tests that change it make a copy. */
export function compiledConfig(): CompiledConfig {
  cached ??= readSharedCompiledConfig(inject('compiledConfigFile') ?? '', repoRoot) ?? loadCompiledConfig(repoRoot);
  return cached;
}
