/**
 * The answer service npm start runs beside the portal (tools/portal/answer-service/): the command
 * as users run it (tools/portal/run.mjs) asks it first. Every answer must be the command's own,
 * byte for byte and with its exit code, whatever was saved since, however many ask at once; what
 * it must not answer (another time zone, another build, another command) the command answers
 * alone, and a service that is gone costs nothing but its speed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal, type CliResult } from '../../support/cli.ts';
import { repoRoot } from '../../support/config.ts';

let folder: string;
let service: ChildProcess;
let serviceLog = '';
let served: NodeJS.ProcessEnv;
let alone: NodeJS.ProcessEnv;

function startService(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['tools/portal/run.mjs', 'answer-service', '--verbose'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', (chunk: Buffer) => {
    serviceLog += chunk.toString();
  });
  return child;
}

async function until(done: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`${what} within ${ms} ms; the service said:\n${serviceLog}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** How many answers the service has logged for this command line. */
const answersTo = (args: string[]) => serviceLog.split('\n').filter((line) => line.startsWith(`answer-service: ${args.join(' ')}: exit`)).length;

beforeAll(async () => {
  folder = mkdtempSync(join(repoRoot, 'node_modules', '.cache', 'answer-service-test-'));
  served = { ...process.env, PORTAL_ANSWER_SOCKET: join(folder, 'answers.sock') };
  alone = { ...process.env, PORTAL_ANSWER_SOCKET: join(folder, 'nobody.sock') };
  service = startService(served);
  await until(() => serviceLog.includes('config validated'), 'the service validated config');
}, 120_000);

afterAll(async () => {
  service.kill('SIGTERM');
  await exited(service);
  rmSync(folder, { recursive: true, force: true });
});

/** The same command line asked of the service and run alone: the service answered, the same bytes. */
async function sameAsAlone(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  const before = answersTo(args);
  const asked = await portal(args, { ...served, ...env });
  expect(answersTo(args), `the service answered ${args.join(' ')}`).toBe(before + 1);
  expect(asked).toEqual(await portal(args, { ...alone, ...env }));
  return asked;
}

describe('the portal answer service', () => {
  it('answers validate, test, schedule, resolve, explain and who as the command alone does: output, messages and exit code', async () => {
    const at = ['--at', '2027-01-04T09:00'];
    expect((await sameAsAlone(['who', '--item', 'payment-methods', ...at])).stdout).toMatch(/^who sees item "payment-methods"/);
    expect((await sameAsAlone(['explain', '--persona', 'payment-methods-off-de', '--item', 'payment-methods', ...at])).code).toBe(0);
    expect(JSON.parse((await sameAsAlone(['resolve', '--persona', 'active-de', ...at])).stdout)).toHaveProperty('header');
    // A failure: an unknown item, exit 2 and its message.
    const unknown = await sameAsAlone(['who', '--item', 'no-such-item']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no-such-item/);
    // The product owner's checks: every file, a file that is not there, the rule tests, the schedule.
    expect((await sameAsAlone(['validate', '--format', 'json'])).code).toBe(0);
    expect((await sameAsAlone(['validate', 'config/menus/no-such-menu.yaml'])).code).toBe(1);
    // Passed or failed as the rule tests stand (a product owner's edit may fail one): not malformed.
    expect([0, 1]).toContain((await sameAsAlone(['test', 'config/tests/menus.yaml'])).code);
    expect(JSON.parse((await sameAsAlone(['schedule', '--at', '2027-01-01T00:00', '--format', 'json'])).stdout)).toBeTypeOf('object');
  }, 120_000);

  it('answers from the files as they are now, however they were saved', async () => {
    const configDir = join(folder, 'config');
    cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
    const menu = join(configDir, 'menus', 'de-de.yaml');
    const args = ['explain', '--config', configDir, '--persona', 'payment-methods-off-de', '--item', 'payment-methods'];
    const place = new RegExp(`${relative(repoRoot, menu).replaceAll('.', '\\.')}:(\\d+):\\d+`);
    const lineOf = (result: CliResult) => Number(place.exec(result.stdout)?.[1]);
    const first = lineOf(await sameAsAlone(args));
    expect(first).toBeGreaterThan(1);

    // Written in place: two lines above the item.
    const [schemaLine, ...rest] = readFileSync(menu, 'utf8').split('\n');
    writeFileSync(menu, [schemaLine, '# moved', '# down', ...rest].join('\n'));
    expect(lineOf(await sameAsAlone(args))).toBe(first + 2);

    // An editor's safe save: a new file renamed over the old one, then saved in place again.
    writeFileSync(`${menu}.tmp`, [schemaLine, '# one more', '# moved', '# down', ...rest].join('\n'));
    renameSync(`${menu}.tmp`, menu);
    expect(lineOf(await sameAsAlone(args))).toBe(first + 3);
    writeFileSync(menu, [schemaLine, ...rest].join('\n'));
    expect(lineOf(await sameAsAlone(args))).toBe(first);

    // A flag's default variant switched (on to off, or off to on): what the flag service serves follows.
    const flags = join(configDir, 'flags', 'portal.yaml');
    const who = ['who', '--flag', 'paymentMethods', '--config', configDir, '--at', '2027-01-04T09:00'];
    const before = await sameAsAlone(who);
    const text = readFileSync(flags, 'utf8');
    const block = text.indexOf('  paymentMethods:');
    const given = /defaultVariant: "(on|off)"/.exec(text.slice(block));
    expect(block > 0 && given, 'the paymentMethods flag and its default variant').toBeTruthy();
    const at = block + given!.index;
    writeFileSync(flags, `${text.slice(0, at)}defaultVariant: "${given![1] === 'on' ? 'off' : 'on'}"${text.slice(at + given![0].length)}`);
    const after = await sameAsAlone(who);
    expect(after.stdout).not.toBe(before.stdout);

    // Broken since (a flow list left open at its end): the command's own failure, exit 1 with its message.
    writeFileSync(menu, `${readFileSync(menu, 'utf8')}\nbroken: [\n`);
    const broken = await sameAsAlone(args);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/config is not valid/);
  }, 180_000);

  it('answers twenty questions at once, each with its own answer', async () => {
    const questions = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? ['who', '--item', 'payment-methods', '--at', '2027-01-04T09:00']
        : ['explain', '--persona', 'active-de', '--item', 'postbox', '--at', '2027-01-04T09:00'],
    );
    const expected = new Map<string, CliResult>();
    for (const args of questions.slice(0, 2)) expected.set(args.join(' '), await portal(args, alone));
    const before = answersTo(questions[0]!) + answersTo(questions[1]!);
    const answers = await Promise.all(questions.map((args) => portal(args, served)));
    answers.forEach((answer, i) => expect(answer).toEqual(expected.get(questions[i]!.join(' '))));
    expect(answersTo(questions[0]!) + answersTo(questions[1]!)).toBe(before + 20);
  }, 180_000);

  it('leaves to the command alone what it must not answer: another time zone, another command', async () => {
    const args = ['who', '--item', 'payment-methods'];
    const before = answersTo(args);
    const elsewhere = { TZ: 'Pacific/Auckland' };
    expect(await portal(args, { ...served, ...elsewhere })).toEqual(await portal(args, { ...alone, ...elsewhere }));
    expect(answersTo(args)).toBe(before);
    expect(serviceLog).toContain('refused who --item payment-methods: TZ differs');
    const help = await portal(['help'], served);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run --silent portal/);
    expect(serviceLog).toContain('refused help: help is answered alone');
  }, 120_000);

  it('does not start on a socket path longer than a Unix socket may have (Node would cut it short)', async () => {
    const long = join(folder, 'x'.repeat(120), 'answers.sock');
    const result = await portal(['answer-service'], { ...served, PORTAL_ANSWER_SOCKET: long });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/not started: .* is longer than a Unix socket's name may be \(107 bytes\); portal commands answer alone/);
  }, 30_000);

  /** A connection that asks nothing, left open: the service must still end when it is told to. */
  let silent: Promise<string> | undefined;

  it('refuses what is not a question', async () => {
    const reply = (line: string | null) =>
      new Promise<string>((resolve) => {
        let text = '';
        const socket = connect(served.PORTAL_ANSWER_SOCKET!);
        socket.on('connect', () => line !== null && socket.write(line));
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
    expect(JSON.parse(await reply('{"argv": 3}\n'))).toEqual({ refused: 'not a question' });
    expect(JSON.parse(await reply('not json\n'))).toEqual({ refused: 'not a question' });
    // Asked from a folder that is not one: refused, and the next question is answered.
    const build = /answering with (\S+) on/.exec(serviceLog)?.[1];
    expect(build).toMatch(/^portal-/);
    const fromAFile = { build, argv: ['who', '--item', 'payment-methods'], cwd: join(repoRoot, 'package.json'), environment: process.env };
    expect(JSON.parse(await reply(`${JSON.stringify(fromAFile)}\n`))).toEqual({ refused: 'its folder is gone' });
    await sameAsAlone(['who', '--item', 'payment-methods', '--at', '2027-01-04T09:00']);
    silent = reply(null);
  }, 30_000);

  it('ends for a question of another build, with a connection that asks nothing open; a command whose service is gone or killed answers alone', async () => {
    const args = ['explain', '--persona', 'active-de', '--item', 'postbox', '--at', '2027-01-04T09:00'];
    const expected = await portal(args, alone);
    // Another build (the command's code changed since the service started): refused, and the
    // service ends with 75 for npm start to start it on the new build.
    const question = { build: 'portal-another', argv: args, cwd: repoRoot, environment: {} };
    const socket = connect(served.PORTAL_ANSWER_SOCKET!);
    socket.on('connect', () => socket.write(`${JSON.stringify(question)}\n`));
    expect(await exited(service)).toBe(75);
    // The connection that asked nothing was closed, with no answer.
    expect(await silent).toBe('');
    expect(existsSync(served.PORTAL_ANSWER_SOCKET!)).toBe(false);
    expect(await portal(args, served)).toEqual(expected);

    // A service killed outright leaves its socket behind: nobody answers on it.
    service = startService(served);
    await until(() => existsSync(served.PORTAL_ANSWER_SOCKET!), 'a new service listened');
    service.kill('SIGKILL');
    await exited(service);
    expect(existsSync(served.PORTAL_ANSWER_SOCKET!)).toBe(true);
    expect(await portal(args, served)).toEqual(expected);

    // The next service takes the socket over, and answers.
    service = startService(served);
    await until(() => serviceLog.split('answering with').length > 3, 'a third service listened');
    await sameAsAlone(args);
  }, 180_000);
});
