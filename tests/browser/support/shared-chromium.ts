import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (launchChromiumServer), for usePortalAndBrowser to connect to. */
    chromiumEndpoint: string;
  }
}

/**
 * Global setup of the browser tests: one Chromium for the run instead of one launch per file
 * (a launch is a second or more of both cores on a busy machine). Files connect to it; their
 * contexts stay their own. Closed when the run ends.
 */
export default async function startSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
