import { defineConfig } from 'vitest/config';

// Browser tests: playwright-core drives Debian's Chromium against the built portal served
// by the local stack. They run after `vite build`, one file at a time (2 cores).
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the page to reach a state; a second (the default) is too short on a
    // busy machine (CI once failed a focus check by it). Speed is measured by benchmarks instead.
    expect: { poll: { timeout: 5_000 } },
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/test-results/browser.json' },
  },
});
