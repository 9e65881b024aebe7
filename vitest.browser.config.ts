import { defineConfig } from 'vitest/config';
import { testFileGroups } from './tests/support/test-isolation.ts';

/**
 * Files that rebuild the portal (the incremental build, the preview's own build, the review's two
 * sides) load both cores by themselves: they run alone, after the rest, so they neither slow nor
 * are slowed by a page's timing in another file.
 */
const REBUILDING = ['tests/browser/save-served.test.ts', 'tests/browser/preview.test.ts', 'tests/browser/review.test.ts'];

/**
 * With them, one by one in a fresh module graph each, any file that changes what other files in
 * its worker would see (a mocked module, a global: tests/support/test-isolation.ts).
 */
const RUN_ALONE = [...new Set([...REBUILDING, ...testFileGroups(import.meta.dirname, 'tests/browser', []).isolated])];

/** Browser files at once: one per core by default; BROWSER_WORKERS=1 runs them one by one. */
const WORKERS = Number(process.env.BROWSER_WORKERS ?? 2);

const shared = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // expect.poll waits for the page to reach a state; a second (the default) is too short on a
  // busy machine (CI once failed a focus check by it). Speed is measured by benchmarks instead.
  expect: { poll: { timeout: 5_000 } },
  // One Chromium for the run, which the files connect to (each project starts its own).
  globalSetup: ['tests/browser/support/shared-chromium.ts'],
} as const;

// Browser tests: playwright-core drives Debian's Chromium against the built portal served by the
// local stack, one portal per file and one Chromium for the run (each file its own contexts).
// Each file's portal is its own (its own bank, tokens and tracking events), so two files at once
// never see each other's state.
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/test-results/browser.json' },
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: RUN_ALONE,
          maxWorkers: WORKERS,
          // A worker's files share its modules (playwright-core, the local stack, the engine and
          // the compiled config) instead of importing them again for each file; what a file starts
          // (its portal, its contexts) is its own and stopped in its afterAll. No browser file
          // mocks a module or changes a global.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'browser-alone', include: RUN_ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
