/**
 * Runs Debian's nginx with the shipped site (deploy/nginx/portal.conf) on 127.0.0.1 and a free
 * port, as a child process in the foreground with its own prefix, pid and logs in a temp dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_SITE } from '../../../server/serving/nginx.ts';
import { freePort } from '../../../tools/net/free-port.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL = 'apt-get install nginx libnginx-mod-http-brotli-static';
export const SITE_CONF = resolve(import.meta.dirname, '..', '..', '..', 'deploy', 'nginx', 'portal.conf');

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${SITE_CONF}: expected "${from}" exactly once, found ${count}`);
  return text.replace(from, to);
}

/** The shipped site with its listen address and build directory swapped for the test's. */
async function siteFor(port: number, distDir: string): Promise<string> {
  let site = await readFile(SITE_CONF, 'utf8');
  site = replaceOnce(site, `listen ${DEFAULT_SITE.listen};`, `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, `root ${DEFAULT_SITE.root};`, `root ${distDir};`);
  site = replaceOnce(site, `include ${DEFAULT_SITE.root}/`, `include ${distDir}/`);
  return site;
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolveAccepting) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolveAccepting(true);
    });
    socket.once('error', () => resolveAccepting(false));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

/**
 * Starts nginx over `distDir`. A missing nginx or brotli module fails loudly with the command
 * that installs it (.ci/run does); it is never a silent skip.
 */
export async function startNginx(distDir: string): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: run "${INSTALL}" (or set NGINX_PATH)`);
  if (!existsSync(BROTLI_MODULE)) throw new Error(`the nginx brotli module is missing (${BROTLI_MODULE}): run "${INSTALL}"`);
  const prefix = await mkdtemp(join(tmpdir(), 'serving-nginx-'));
  const port = await freePort();
  const errorLog = join(prefix, 'error.log');
  await writeFile(join(prefix, 'site.conf'), await siteFor(port, resolve(distDir)));
  // master_process off: one process as the current user, so it reads the temp build directory
  // (mode 0700) without switching to www-data; stopped with SIGTERM, like any child.
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      `load_module ${BROTLI_MODULE};`,
      'events { worker_connections 64; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(prefix, `${kind}_temp`)};`),
      `    include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = async () => `${output}${existsSync(errorLog) ? await readFile(errorLog, 'utf8') : ''}`.trim();

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    await rm(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepting(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const message = `nginx did not start on 127.0.0.1:${port}:\n${await log()}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
