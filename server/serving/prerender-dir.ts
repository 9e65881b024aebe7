/**
 * Where a build's prerender entry (the app built for Node, which draws a page's HTML) is kept: one
 * folder per build folder, under node_modules/.cache/portal-prerender/, named by the build
 * folder's path. A save under `npm start` draws pages with the entry of the build it serves, never
 * with that of another build made meanwhile (a test's, `npm run size`'s), whose code may differ
 * (a test's build is React's development build). The build writes it (vite.config.ts), the local
 * stack hands it to the save's child and moves it with the build folder it belongs to.
 */
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';

export function prerenderDirOf(repoRoot: string, outDir: string): string {
  const key = createHash('sha256').update(resolve(repoRoot, outDir)).digest('hex').slice(0, 16);
  return join(repoRoot, 'node_modules', '.cache', 'portal-prerender', key);
}

export const PRERENDER_ENTRY = 'render.js';
