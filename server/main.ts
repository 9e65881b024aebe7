// First: the start's output filter must be in place before anything imports the OpenID provider.
import './quiet-runtime-notice.ts';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalStack, type LocalStackOptions } from './local-stack.ts';
import { describeDatabaseUrl } from './backend/ledger/sql.ts';

const USAGE = `usage: tsx server/main.ts [--port 4173] [--dist dist] [--personas personas]
       [--token-lifetime 300] [--refresh-lifetime 1800] [--session-max 1800] [--log]
       [--data <folder> [--fresh]] [--preview [--preview-dist dist-preview]] [--watch-config] [--verbose]
  durations are in seconds; --port 0 picks a free port; --data keeps the local bank's data
  (orders, withdrawals, bookings, read messages) in that folder across restarts (npm start:
  .data/local-bank), without it the bank lives in memory; --fresh starts the bank in the folder
  again from the persona files; DATABASE_URL=postgres://… keeps the bank in that PostgreSQL
  server instead (--data and --fresh then do not apply); --preview serves the live preview
  of config/ and personas/ under /__preview/ (npm start turns it on); --watch-config rebuilds
  the portal when config/ or schemas/ change and serves the new build once it succeeds
  (npm start turns it on); --verbose prints each rebuild's full output`;

const repoRoot = resolve(import.meta.dirname, '..');

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function seconds(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) usageError(`--${name} must be a positive number of seconds, got "${value}"`);
  return parsed;
}

function parseOptions(argv: string[]): LocalStackOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string', default: '4173' },
        dist: { type: 'string' },
        personas: { type: 'string' },
        'token-lifetime': { type: 'string' },
        'refresh-lifetime': { type: 'string' },
        'session-max': { type: 'string' },
        log: { type: 'boolean', default: false },
        data: { type: 'string' },
        fresh: { type: 'boolean', default: false },
        preview: { type: 'boolean', default: false },
        'preview-dist': { type: 'string' },
        'watch-config': { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    usageError((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) usageError(`--port must be an integer 0..65535, got "${values.port}"`);
  if (values.data === '') usageError('--data needs a folder');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) usageError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  if (databaseUrl !== undefined && values.fresh)
    usageError('--fresh empties a data folder; with DATABASE_URL the bank starts afresh from an empty database (drop and create it)');
  if (values.fresh && values.data === undefined) usageError('--fresh needs --data: a bank in memory always starts from the persona files');
  return {
    port,
    distDir: values.dist,
    personasDir: values.personas,
    tokenLifetime: seconds('token-lifetime', values['token-lifetime']),
    refreshLifetime: seconds('refresh-lifetime', values['refresh-lifetime']),
    sessionMax: seconds('session-max', values['session-max']),
    log: values.log,
    // A server keeps the bank instead of a folder.
    dataDir: values.data === undefined || databaseUrl !== undefined ? undefined : resolve(values.data),
    databaseUrl,
    // A person clicks: their first order must not wait for PostgreSQL to start.
    openBankAtStart: true,
    fresh: values.fresh,
    ...(values.preview ? { preview: { repoRoot, assetsDir: values['preview-dist'] ?? join(repoRoot, 'dist-preview') } } : {}),
  };
}

const options = parseOptions(process.argv.slice(2));
const stack = await startLocalStack(options).catch((error: Error) => {
  process.stderr.write(`local stack failed to start: ${error.message}\n`);
  process.exit(1);
});
process.stdout.write(`portal running at ${stack.url}/\n`);
process.stdout.write(
  options.databaseUrl
    ? `the local bank keeps its data in ${describeDatabaseUrl(options.databaseUrl)}\n`
    : options.dataDir
      ? `the local bank keeps its data in ${options.dataDir}${options.fresh ? ' (started afresh from the persona files)' : ''}; --fresh starts again from the persona files\n`
      : 'the local bank keeps its data in memory: a restart starts from the persona files\n',
);
if (process.argv.includes('--preview')) process.stdout.write(`live preview at ${stack.url}/__preview/\n`);
let stopFollowingSaves: (() => void) | undefined;
if (process.argv.includes('--watch-config')) {
  // Development only, so loaded on demand: the save-to-served path lives in tools/save-to-served/.
  const { followSaves } = await import('../tools/save-to-served/follow-saves.ts');
  const followed = followSaves({
    repoRoot,
    distDir: resolve(options.distDir ?? 'dist'),
    recentPages: stack.recentPages,
    verbose: process.argv.includes('--verbose'),
    say: (line) => process.stdout.write(`${line}\n`),
  });
  stopFollowingSaves = followed.close;
  process.stdout.write('a save in config/ is served within seconds; a change in schemas/ rebuilds the portal (the last good build is served meanwhile)\n');
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopFollowingSaves?.();
    stack.close().then(
      () => process.exit(0),
      (error: Error) => {
        process.stderr.write(`error while stopping: ${error.message}\n`);
        process.exit(1);
      },
    );
  });
}
