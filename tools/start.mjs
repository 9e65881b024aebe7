#!/usr/bin/env node
/**
 * `npm start`: build the portal, then run the local stack (built portal + identity service +
 * backend, answering from personas/) on 127.0.0.1, with the live preview of config/ and
 * personas/ under /__preview/ (built on its own into dist-preview/, never into dist/).
 *
 * Always builds: a stale dist/ shows yesterday's portal with today's config, and a build
 * takes seconds. Environment: PORT (default 4173), TOKEN_LIFETIME and SESSION_MAX
 * (seconds, passed on to the stack when set).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '4173';
// The project's own binaries, run directly: `npx` (npm exec) does not pass SIGTERM on to
// its child, which would leave the stack running after this script is stopped.
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** Runs a command with inherited stdio; resolves with its exit code (signals forwarded). */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(bin(command), args, { cwd: root, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command} ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
  });
}

const built = await run('vite', ['build']);
if (built !== 0) {
  console.error('The portal build failed (see above); not starting the local stack.');
  process.exit(built);
}

const previewBuilt = await run('vite', ['build', '--config', 'tools/preview/vite.config.ts']);
if (previewBuilt !== 0) {
  console.error('The preview page build failed (see above); not starting the local stack.');
  process.exit(previewBuilt);
}

const stackArgs = ['server/main.ts', '--port', port, '--dist', 'dist', '--preview'];
if (process.env.TOKEN_LIFETIME) stackArgs.push('--token-lifetime', process.env.TOKEN_LIFETIME);
if (process.env.SESSION_MAX) stackArgs.push('--session-max', process.env.SESSION_MAX);

const url = `http://127.0.0.1:${port}`;
console.log(`\nStarting the local stack: ${url}/`);
console.log(`Open ${url}/de-de/login/ and pick an example customer.`);
console.log(`Live preview of config/ and personas/: ${url}/__preview/\n`);
process.exit(await run('tsx', stackArgs));
