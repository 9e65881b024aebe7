#!/usr/bin/env node
/**
 * `npm start`: build the portal, then run the local stack (built portal + identity service +
 * backend, answering from personas/) on 127.0.0.1, with the live preview of config/ and
 * personas/ under /__preview/ (built on its own into dist-preview/, never into dist/).
 *
 * Always builds: a stale dist/ shows yesterday's portal with today's config. The stack then
 * watches config/ and schemas/ and rebuilds on a change (tools/save-to-served/rebuild-on-change.ts), so a
 * page added under config/pages answers without a restart.
 *
 * The local bank (orders, withdrawals, bookings, read messages) keeps its data in
 * .data/local-bank/ (created here, gitignored), so a restart, even after `kill -9`, keeps what
 * customers did; `npm start -- --fresh` starts it again from the persona files (DATA_DIR moves
 * the folder).
 *
 * Quiet: a few lines saying what is served where. A build prints over a thousand lines and
 * size warnings; they are shown when a build fails, or always with `npm start -- --verbose`
 * (or VERBOSE=1). Environment: PORT (default 4173), TOKEN_LIFETIME and SESSION_MAX (seconds,
 * passed on to the stack when set).
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '4173';
const verbose = process.argv.includes('--verbose') || ['1', 'true'].includes(process.env.VERBOSE ?? '');
const fresh = process.argv.includes('--fresh');
const dataDir = process.env.DATA_DIR || join(root, '.data', 'local-bank');
// The project's own binaries, run directly: `npx` (npm exec) does not pass SIGTERM on to
// its child, which would leave the stack running after this script is stopped.
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * Runs a command; resolves with its exit code (signals forwarded). With `quiet` its output is
 * kept and printed only when it fails.
 */
function run(command, args, quiet = false, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(bin(command), args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (quiet && code !== 0) process.stderr.write(Buffer.concat(output));
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
    child.on('error', (error) => {
      console.error(`Could not start ${command} ${args.join(' ')}: ${error.message}`);
      resolve(1);
    });
  });
}

const quiet = !verbose;
console.log(`Building the portal (about 20 s${verbose ? '' : '; npm start -- --verbose shows the details'})…`);
const built = await run('vite', ['build'], quiet);
if (built !== 0) {
  console.error('The portal build failed (see above); not starting the local stack.');
  process.exit(built);
}

const previewBuilt = await run('vite', ['build', '--config', 'tools/preview/vite.config.ts'], quiet);
if (previewBuilt !== 0) {
  console.error('The preview page build failed (see above); not starting the local stack.');
  process.exit(previewBuilt);
}

const stackArgs = [
  'server/main.ts',
  '--port',
  port,
  '--dist',
  'dist',
  '--data',
  dataDir,
  ...(fresh ? ['--fresh'] : []),
  '--preview',
  '--watch-config',
  ...(verbose ? ['--verbose'] : []),
];
if (process.env.TOKEN_LIFETIME) stackArgs.push('--token-lifetime', process.env.TOKEN_LIFETIME);
if (process.env.SESSION_MAX) stackArgs.push('--session-max', process.env.SESSION_MAX);

/**
 * Under a burst of requests V8 doubles its young generation (8 to 16 MB per semi-space) and
 * keeps it: 16 MB of resident memory for good, while what the requests themselves leave behind
 * is compiled code (every store, limit and record of the stack is bounded). A local stack serves
 * one developer, so it keeps 8 MB and collects the young generation more often instead. An own
 * NODE_OPTIONS setting comes later and wins.
 */
const STACK_NODE_OPTIONS = '--max-semi-space-size=8';
const stackEnv = { ...process.env, NODE_OPTIONS: `${STACK_NODE_OPTIONS} ${process.env.NODE_OPTIONS ?? ''}`.trim() };

/**
 * The `portal` command's answer service (tools/portal/answer-service/serve.ts): while the portal
 * runs, `npm run portal -- who …` (and resolve, explain) is answered by a process that has the
 * command loaded and the config's validation read. It stops with this script (its channel closes),
 * and is started again when it ends for a new build of the command (exit 75); the command answers
 * alone whenever it is not there.
 */
/** The service's RESTART_FOR_NEW_BUILD (serve.ts). */
const NEW_BUILD = 75;
function startAnswerService() {
  const started = Date.now();
  const service = spawn(process.execPath, [join(root, 'tools', 'portal', 'run.mjs'), 'answer-service', ...(verbose ? ['--verbose'] : [])], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  service.on('error', (error) => console.error(`The portal command's answer service did not start (${error.message}); commands answer alone.`));
  service.on('exit', (code, signal) => {
    // Once per new build, not in a loop: a service that ends at once is left ended.
    if (code === NEW_BUILD && Date.now() - started > 2000) startAnswerService();
    else if (code !== 0 && code !== NEW_BUILD && signal !== 'SIGINT' && signal !== 'SIGTERM')
      console.error(`The portal command's answer service ended (${signal ?? `exit ${code}`}); commands answer alone, as fast as without npm start.`);
  });
  service.unref();
  service.channel?.unref();
}
startAnswerService();

const url = `http://127.0.0.1:${port}`;
console.log(`Open ${url}/de-de/login/ and sign in: username a persona id (active-de), password savingo-local; Ctrl+C stops.`);
process.exit(await run('tsx', stackArgs, false, stackEnv));
