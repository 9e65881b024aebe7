/**
 * npx tsx tools/serving/cli.ts finish <build dir>
 *   checks, nginx locations (nginx-build.conf) and precompression of a build (what `npm run build` does last)
 * npx tsx tools/serving/cli.ts nginx-conf [--listen 80] [--server-name _] [--root /srv/portal] [--out file]
 *   the nginx site (deploy/nginx/portal.conf is this with the defaults)
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SITE, nginxSiteConf } from '../../server/serving/nginx.ts';
import { finishBuild, sizeTable } from './finish-build.ts';

const USAGE = `usage: tsx tools/serving/cli.ts finish <build dir>
       tsx tools/serving/cli.ts nginx-conf [--listen 80] [--server-name _] [--root /srv/portal] [--out file]`;

function usageError(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'finish') {
  const [dir, ...extra] = rest;
  if (!dir || extra.length > 0) usageError('finish takes exactly one build directory');
  try {
    const report = await finishBuild(resolve(dir));
    process.stdout.write(`${sizeTable(report.compressed)}\n`);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
} else if (command === 'nginx-conf') {
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: { listen: { type: 'string' }, 'server-name': { type: 'string' }, root: { type: 'string' }, out: { type: 'string' } },
    }));
  } catch (error) {
    usageError((error as Error).message);
  }
  const conf = nginxSiteConf({
    listen: values.listen ?? DEFAULT_SITE.listen,
    serverName: values['server-name'] ?? DEFAULT_SITE.serverName,
    root: values.root ?? DEFAULT_SITE.root,
  });
  if (values.out) writeFileSync(values.out, conf);
  else process.stdout.write(conf);
} else {
  usageError(command ? `unknown command "${command}"` : 'missing command');
}
