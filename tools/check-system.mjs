#!/usr/bin/env node
/**
 * First step of `npm test`: the system packages the tests need, checked in a blink, so a
 * missing one is one line naming it and the command that installs it, not a stack trace
 * minutes into the run. The same list as .ci/run and the README. CHROMIUM_PATH and
 * NGINX_PATH move the programs, as the tests' own helpers allow; SYSTEM_ROOT looks for the
 * other files below another folder, so a test can see what it says with every package missing.
 */
import { existsSync, readdirSync } from 'node:fs';

const root = process.env.SYSTEM_ROOT ?? '';

const NEEDS = [
  { pkg: 'chromium', file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', why: 'browser tests' },
  // Without it Chromium draws text in whatever font is there, and screenshots and layout differ.
  { pkg: 'fonts-dejavu-core', file: `${root}/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`, why: 'browser tests' },
  { pkg: 'nginx', file: process.env.NGINX_PATH ?? '/usr/sbin/nginx', why: 'serving test' },
  { pkg: 'libnginx-mod-http-brotli-static', file: `${root}/usr/lib/nginx/modules/ngx_http_brotli_static_module.so`, why: 'serving test' },
  { pkg: 'postgresql', file: postgresServer(), why: "local bank's tests on a PostgreSQL server" },
];

/** Debian installs the server of each major version under /usr/lib/postgresql/<version>/bin. */
function postgresServer() {
  const dir = `${root}/usr/lib/postgresql`;
  const versions = existsSync(dir) ? readdirSync(dir) : [];
  const found = versions.map((version) => `${dir}/${version}/bin/postgres`).find((file) => existsSync(file));
  return found ?? `${dir}/<version>/bin/postgres`;
}

const missing = NEEDS.filter((need) => !existsSync(need.file));
if (missing.length > 0) {
  const names = missing.map((m) => m.pkg).join(' ');
  const what = missing.map((m) => `${m.pkg} (${m.why}, ${m.file})`).join(', ');
  process.stderr.write(`npm test needs system packages that are missing: ${what}. Install them with: sudo apt-get install ${names}\n`);
  process.exit(1);
}
