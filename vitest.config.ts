import { defineConfig } from 'vitest/config';
import { testFileGroups } from './tests/support/test-isolation.ts';

/** Browser tests have their own config (vitest.browser.config.ts). */
const NOT_UNIT = ['tests/browser'];

/**
 * Files that change what other files would see (a DOM, mocks, fake timers, globals) get a fresh
 * module graph each; the rest share their worker's, so the engine, renderer and components are
 * imported once per worker instead of once per file (tests/support/test-isolation.ts says which).
 */
const { isolated } = testFileGroups(import.meta.dirname, 'tests', NOT_UNIT);

// Unit and component tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` docblock.
const shared = {
  environment: 'node' as const,
  // The first test of a file compiles the shipped config (schemas, ~100 YAML files, every
  // locale's pages): about a second alone, several on a loaded 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['tests/support/preload-components.ts'],
  // Compiles the shipped config once for the run instead of once per file (tests/support/config.ts).
  globalSetup: ['tests/support/global-setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on
    // servers, child processes and builds as much as they compute, so two share the cores well.
    maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
    // The JSON report feeds the plain 'N passed, N failed' line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/test-results/unit.json' },
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...NOT_UNIT.map((folder) => `${folder}/**`), 'node_modules/**', ...isolated],
          isolate: false,
        },
      },
      { test: { ...shared, name: 'unit-isolated', include: isolated.length > 0 ? isolated : ['(none)'], isolate: true } },
    ],
  },
});
