/**
 * The child process that writes a product owner's saves into the served build while `npm start`
 * runs (tools/save-to-served/incremental-rebuild.ts starts it, with a memory limit, and stops it when a save
 * takes too long). It keeps the config's validators, the prerender entry and React warm between
 * saves: a save then costs what it changed, not a start.
 *
 *   node --import tsx tools/save-to-served/child.ts --repo DIR --dist DIR --entry FILE [--config DIR]
 */
import { parseArgs } from 'node:util';
import type { ChildMessage, UpdateRequest } from './incremental-protocol.ts';
import { IncrementalBuild } from './incremental-build.ts';

const send = (message: ChildMessage) => process.send?.(message);

const { values } = parseArgs({ options: { repo: { type: 'string' }, dist: { type: 'string' }, entry: { type: 'string' }, config: { type: 'string' } } });
if (!values.repo || !values.dist || !values.entry || !process.send) {
  process.stderr.write('usage: (spawned with an IPC channel) child.ts --repo DIR --dist DIR --entry FILE\n');
  process.exit(2);
}

let build: IncrementalBuild;
try {
  build = await IncrementalBuild.open({
    repoRoot: values.repo,
    distDir: values.dist,
    renderEntry: values.entry,
    ...(values.config ? { configDir: values.config } : {}),
  });
} catch (error) {
  send({ type: 'open-failed', message: (error as Error).stack ?? String(error) });
  process.exit(1);
}

// One save at a time, in the order asked: a later request waits for the one before.
let queue = Promise.resolve();
process.on('message', (message: UpdateRequest) => {
  if (message?.type !== 'update') return;
  queue = queue.then(async () => {
    send({ type: 'outcome', id: message.id, outcome: await build.update(message.first, message.changed) });
  });
});
process.on('disconnect', () => {
  void build.close().finally(() => process.exit(0));
});
// Whatever was saved while the portal was built is written now, before the first save is asked for.
send({ type: 'ready', initial: await build.update() });
