/**
 * After `storybook build`: the static Storybook must be Storybook, with its story frame and
 * stories. A build that picked up the portal's own inputs (vite.config.ts) once wrote the
 * portal's index.html and no iframe.html, and nothing noticed. Exits 1 with a message.
 *   node tools/storybook/check-static.mjs [outputDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2] ?? 'storybook-static';
const problems = [];
if (!existsSync(join(out, 'iframe.html'))) problems.push(`${out}/iframe.html is missing: the stories cannot be shown`);
let stories = 0;
try {
  stories = Object.values(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')).entries ?? {}).filter((entry) => entry.type === 'story').length;
} catch (error) {
  problems.push(`${out}/index.json cannot be read: ${error.message}`);
}
if (stories === 0 && problems.length === 0) problems.push(`${out}/index.json lists no story`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`storybook build: ${problem}`);
  process.exit(1);
}
console.log(`storybook build: ${stories} stories, iframe.html present`);
