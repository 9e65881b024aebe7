import { join, relative, resolve as resolvePath } from 'node:path';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import type { Problem } from '../../config/problems.ts';
import { validateConfig } from '../../config/validate.ts';
import { counted } from '../counted.ts';

/**
 * The config that `test` and `coverage` run against. Problems in config/tests/ (the tests
 * and the coverage bar themselves) are malformed tests, exit 2; any other problem means the
 * config under test is not valid, exit 1.
 */
export type LoadedForTests = { ok: true; config: CompiledConfig; configDir: string } | { ok: false; exitCode: 1 | 2; problems: Problem[]; message: string };

export function loadConfigForTests(repoRoot: string, configOption: string | undefined): LoadedForTests {
  const configDir = configOption ? resolvePath(configOption) : join(repoRoot, 'config');
  const result = validateConfig({ repoRoot, configDir, warnings: false });
  const testsDir = `${relative(repoRoot, join(configDir, 'tests')).replace(/\\/g, '/')}/`;
  const inTests = result.problems.filter((p) => p.file.startsWith(testsDir));
  const elsewhere = result.problems.filter((p) => !p.file.startsWith(testsDir));
  if (elsewhere.length > 0) {
    return {
      ok: false,
      exitCode: 1,
      problems: result.problems,
      message: `config is not valid (${counted(elsewhere.length, 'problem')}); run: npm run --silent portal -- validate`,
    };
  }
  if (inTests.length > 0 || !result.config) {
    return { ok: false, exitCode: 2, problems: inTests, message: `${counted(inTests.length, 'problem')} in the test files` };
  }
  return { ok: true, config: result.config, configDir };
}
