/**
 * `portal answer-service`: answers `validate`, `test`, `schedule`, `resolve`, `explain` and `who`
 * (question.ts) from one process that stays up, so a product owner's question costs the command
 * line's start and the answer, not also loading the command and reading back the validation. npm start runs it beside the portal;
 * tools/portal/run.mjs asks it first (answer-client.mjs) and answers alone when it is not there,
 * is another build, or refuses.
 *
 * Each answer is what the command run alone would print, byte for byte:
 * - the command runs in this process as main.ts runs it, in the asker's folder, its stdout and
 *   stderr kept and sent back with its exit code;
 * - it validates as a command run alone does: the validation's key is every config file's text
 *   (validation-cache.ts), so a saved file is a new key and a new validation. What is kept in
 *   memory is only a validation read back by its key;
 * - caches that a command keeps for its one run are forgotten before each question
 *   (src/node/per-question.ts);
 * - a question from another build of the command, or from an environment that changes answers
 *   (time zone, locale), is refused and answered by the command alone. After another build the
 *   service ends with RESTART_FOR_NEW_BUILD, and npm start starts it again on the new build.
 * Questions are answered one at a time, in the order they arrive. After a save under config/ or
 * schemas/ it validates before it is asked, so the next question finds the new config ready.
 *
 * It listens on a Unix socket of the checkout (only its user may connect) and ends when npm start
 * ends, by a signal or when its parent is gone.
 */
import { rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { connect, createServer, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { writeFoundPositions } from '../../config/kept-positions.ts';
import { rememberReadValidations } from '../../config/validation-cache.ts';
import { UsageError } from '../usage-error.ts';
import { onFirstLine } from './first-line.ts';
import { InTurn } from './in-turn.ts';
import { answer, isQuestion, refusal, type RunCommandLine } from './question.ts';
import { warmOnSave } from './warm-on-save.ts';

/** Its niceness: the stack's rebuild after a save goes first; alone on the machine it makes no difference. */
const BEHIND_THE_PORTAL = 10;
/** The exit code that asks npm start for a service on the new build (tools/start.mjs, NEW_BUILD). */
const RESTART_FOR_NEW_BUILD = 75;
/** Linux's limit on a Unix socket's path (108 bytes with its closing zero). */
const LONGEST_SOCKET_PATH = 107;
/** The working tree's validation and one other (a --config folder): dropped beyond that. */
const REMEMBERED_VALIDATIONS = 2;

/** Whether a service already answers on the socket (a second npm start of the same checkout). */
function answering(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Listens on the socket, created under a umask that leaves other users nothing: only this user may connect. */
async function listenAsOwnerOnly(server: ReturnType<typeof createServer>, socketPath: string): Promise<void> {
  const umask = process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
}

const reply = (socket: Socket, message: object) => socket.end(`${JSON.stringify(message)}\n`);

export async function runAnswerService(args: string[], repoRoot: string, runCommandLine: RunCommandLine): Promise<number> {
  const { values } = parseArgs({ args, options: { verbose: { type: 'boolean' } } });
  const { PORTAL_ANSWER_SOCKET: socketPath, PORTAL_CODE_VERSION: build } = process.env;
  if (!socketPath || !build) throw new UsageError('answer-service is run by npm run portal (tools/portal/run.mjs), which names its socket and build');
  const log = (line: string): void => {
    if (values.verbose) process.stderr.write(`answer-service: ${line}\n`);
  };
  if (Buffer.byteLength(socketPath) > LONGEST_SOCKET_PATH) {
    // Node would cut the name short and listen where no command looks.
    process.stderr.write(
      `answer-service: not started: ${socketPath} is longer than a Unix socket's name may be (${LONGEST_SOCKET_PATH} bytes); portal commands answer alone\n`,
    );
    return 0;
  }
  if (await answering(socketPath)) {
    process.stderr.write(`answer-service: another one answers for this checkout (${socketPath}); not starting a second\n`);
    return 0;
  }
  // Behind the portal it stands beside: a save must reach the open page first (save-to-served
  // took half as long again while this validated at the same priority, on two cores).
  setPriority(BEHIND_THE_PORTAL);
  // Left by a service that was killed: nobody answers on it.
  rmSync(socketPath, { force: true });
  rememberReadValidations(REMEMBERED_VALIDATIONS);

  const inTurn = new InTurn();
  const open = new Set<Socket>();
  let exitCode = 0;
  let stopping = false;

  const asked = (socket: Socket, line: string) => {
    let question: unknown;
    try {
      question = JSON.parse(line);
    } catch {
      question = undefined;
    }
    if (!isQuestion(question)) return reply(socket, { refused: 'not a question' });
    const refused = refusal(question, build);
    if (refused) {
      log(`refused ${question.argv.join(' ')}: ${refused}`);
      reply(socket, { refused });
      if (question.build !== build) stop(RESTART_FOR_NEW_BUILD);
      return;
    }
    const asking = question.argv.join(' ');
    inTurn.run(
      async () => {
        if (socket.destroyed) return;
        const started = performance.now();
        const answered = await answer(question, runCommandLine);
        log(`${asking}: exit ${answered.code}, ${(performance.now() - started).toFixed(0)} ms`);
        reply(socket, { answer: answered });
        // The rules' places it worked out, kept for the next command alone too.
        writeFoundPositions();
      },
      (error) => {
        log(`could not answer ${asking}: ${error.message}`);
        reply(socket, { refused: 'could not answer' });
      },
    );
  };

  const server = createServer((socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    onFirstLine(socket, (line) => asked(socket, line));
  });
  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  await listenAsOwnerOnly(server, socketPath);
  log(`answering with ${build} on ${socketPath}`);
  const follower = warmOnSave(repoRoot, inTurn, log);

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    follower.close();
    server.close();
    rmSync(socketPath, { force: true });
    // An asker that never reads its answer to the end would keep the service up: once every
    // question is answered, each connection ends when its answer is out.
    void inTurn.idle().then(() => {
      for (const socket of open) {
        if (!socket.writableEnded || socket.writableFinished) socket.destroy();
        else socket.once('finish', () => socket.destroy());
      }
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(0));
  // Started by npm start with a channel: when npm start is gone (even killed), so is the service.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => stop(0));
  }
  await closed;
  await inTurn.idle();
  return exitCode;
}
