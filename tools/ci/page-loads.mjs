// Counts the page loads BROWSER_PAGE_LOADS=<file> recorded (tests/browser/support/page-loads.ts):
// per test file, the portal's own pages, the sign-in round trips (the provider's pages) and the
// tests, most first. `node tools/ci/page-loads.mjs <file>`.
import { readFileSync } from 'node:fs';

const path = process.argv[2];
if (!path) {
  console.error('usage: node tools/ci/page-loads.mjs <file written by BROWSER_PAGE_LOADS>');
  process.exit(2);
}
const files = new Map();
for (const line of readFileSync(path, 'utf8').split('\n').filter(Boolean)) {
  const { file, test, url } = JSON.parse(line);
  const entry = files.get(file) ?? { portal: 0, provider: 0, signIns: 0, tests: new Set() };
  const { pathname, search } = new URL(url);
  if (/^\/(auth|identity)\//.test(pathname)) {
    entry.provider += 1;
    if (pathname.endsWith('/protocol/openid-connect/auth')) entry.signIns += 1;
  } else if (!/\.(txt|xml|json)$/.test(pathname)) entry.portal += 1;
  if (search.includes('code=')) entry.callbacks = (entry.callbacks ?? 0) + 1;
  entry.tests.add(test);
  files.set(file, entry);
}
const rows = [...files].sort((a, b) => b[1].portal - a[1].portal);
console.log(`${'file'.padEnd(48)} portal  provider  sign-ins  tests`);
for (const [file, entry] of rows) {
  console.log(
    `${file.padEnd(48)} ${String(entry.portal).padStart(6)} ${String(entry.provider).padStart(9)} ${String(entry.signIns).padStart(9)} ${String(entry.tests.size).padStart(6)}`,
  );
}
const total = rows.reduce((sum, [, entry]) => ({ portal: sum.portal + entry.portal, signIns: sum.signIns + entry.signIns }), { portal: 0, signIns: 0 });
console.log(`all: ${total.portal} portal page loads, ${total.signIns} sign-in round trips`);
