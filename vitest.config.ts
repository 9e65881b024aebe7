import { defineConfig } from 'vitest/config';

// Unit and component tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` docblock; browser tests have their own config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on CI's two. Most files wait on
    // servers, child processes and builds as much as they compute, so two share the cores well.
    maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
    // The first test of a file compiles the shipped config (schemas, ~100 YAML files, every
    // locale's pages): about a second alone, several on a loaded 2-core machine.
    testTimeout: 30_000,
    setupFiles: ['tests/support/preload-components.ts'],
    // Compiles the shipped config once for the run instead of once per file (tests/support/config.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    hookTimeout: 60_000,
    // The JSON report feeds the plain 'N passed, N failed' line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/test-results/unit.json' },
  },
});
