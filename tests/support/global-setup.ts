/** Vitest's global setup of the unit tests (vitest.config.ts): what the run's files share. */
import type { TestProject } from 'vitest/node';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shareCompiledConfig } from './shared-compiled-config.ts';

export default function setup(project: TestProject): () => void {
  return shareCompiledConfig(project, resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
}
