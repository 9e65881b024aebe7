import { defineConfig } from 'vitest/config';

// Unit and component tests. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` docblock; browser tests have their own config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    environment: 'node',
    // The JSON report feeds the plain 'N passed, N failed' line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/test-results/unit.json' },
  },
});
