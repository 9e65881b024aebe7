/**
 * The compiled config for a `portal` command's question: the kept validation when there is one
 * (validation-cache.ts), else a validation, whose code (every lint, the compiler, the schemas) is
 * loaded only then.
 */
import { join } from 'node:path';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { readValidation, validationKey } from './validation-cache.ts';

export async function keptValidConfig(repoRoot: string, configDir?: string): Promise<{ config: CompiledConfig; strings: StringResources }> {
  const dir = configDir ?? join(repoRoot, 'config');
  const key = validationKey({ repoRoot, configDir: dir });
  const kept = key ? readValidation<{ config: CompiledConfig | null; strings: StringResources | null }>(repoRoot, key, dir) : undefined;
  if (kept?.config) return { config: kept.config, strings: kept.strings ?? {} };
  // None kept, or a config with findings: validate says which (and keeps it).
  const { loadValidConfig } = await import('./validate.ts');
  return loadValidConfig(repoRoot, configDir);
}
