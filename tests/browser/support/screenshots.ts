import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './portal.ts';

/** Screenshots for review, kept as build artefacts in artifacts/screenshots/. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'artifacts', 'screenshots');

export async function saveScreenshot(target: Page | Locator, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await target.screenshot({ path });
  return path;
}
