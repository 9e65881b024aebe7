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
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { followFolders, type FolderFollower } from '../../../src/node/follow-folders.ts';
import { writeFoundPositions } from '../../config/kept-positions.ts';
import { rememberReadValidations } from '../../config/validation-cache.ts';
import { validateConfig } from '../../config/validate.ts';
import { captureOutput } from './capture-output.ts';
import { UsageError } from '../usage-error.ts';
import { answer, isQuestion, LONGEST_QUESTION, refusal, RESTART_FOR_NEW_BUILD, type RunCommandLine } from './question.ts';

/** The working tree's validation and one other (a --config folder): dropped beyond that. */
const REMEMBERED_VALIDATIONS = 2;
/** How long a connection may wait before it sends its question. */
const SILENT_QUESTION_MS = 10_000;
/** Quiet after the last change under config/ before it validates again (a checkout writes many files). */
const SETTLE_MS = 100;

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

export async function runAnswerService(args: string[], repoRoot: string, runCommandLine: RunCommandLine): Promise<number> {
  const { values } = parseArgs({ args, options: { verbose: { type: 'boolean' } } });
  const socketPath = process.env.PORTAL_ANSWER_SOCKET;
  const build = process.env.PORTAL_CODE_VERSION;
  if (!socketPath || !build) throw new UsageError('answer-service is run by npm run portal (tools/portal/run.mjs), which names its socket and build');
  const log = (line: string): void => {
    if (values.verbose) process.stderr.write(`answer-service: ${line}\n`);
  };
  if (await answering(socketPath)) {
    process.stderr.write(`answer-service: another one answers for this checkout (${socketPath}); not starting a second\n`);
    return 0;
  }
  // Left by a service that was killed: nobody answers on it.
  rmSync(socketPath, { force: true });
  rememberReadValidations(REMEMBERED_VALIDATIONS);

  let queue = Promise.resolve();
  let exitCode = 0;
  let stopping = false;
  const open = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    let received = '';
    socket.setEncoding('utf8');
    // A connection that says nothing is not kept open (nor does it keep the service from ending).
    socket.setTimeout(SILENT_QUESTION_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > LONGEST_QUESTION) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      let question: unknown;
      try {
        question = JSON.parse(received.slice(0, end));
      } catch {
        question = undefined;
      }
      if (!isQuestion(question)) return void socket.end(`${JSON.stringify({ refused: 'not a question' })}\n`);
      const refused = refusal(question, build);
      if (refused) {
        log(`refused ${question.argv.join(' ')}: ${refused}`);
        socket.end(`${JSON.stringify({ refused })}\n`);
        if (question.build !== build) stop(RESTART_FOR_NEW_BUILD);
        return;
      }
      // Never left rejected: one question that could not be answered must not stop the next.
      queue = queue.then(async () => {
        if (socket.destroyed) return;
        const started = performance.now();
        try {
          const answered = await answer(question, runCommandLine);
          log(`${question.argv.join(' ')}: exit ${answered.code}, ${(performance.now() - started).toFixed(0)} ms`);
          socket.end(`${JSON.stringify({ answer: answered })}\n`);
          // The rules' places it worked out, kept for the next command alone too.
          writeFoundPositions();
        } catch (error) {
          log(`could not answer ${question.argv.join(' ')}: ${(error as Error).message}`);
          socket.end(`${JSON.stringify({ refused: 'could not answer' })}\n`);
        }
      });
    });
  });

  const closed = new Promise<void>((resolve) => server.once('close', resolve));
  let follower: FolderFollower | undefined;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    follower?.close();
    server.close();
    rmSync(socketPath, { force: true });
    // An asker that never reads its answer to the end would keep the service up: once every
    // question is answered, each connection ends when its answer is out.
    void queue.then(() => {
      for (const socket of open) {
        if (!socket.writableEnded || socket.writableFinished) socket.destroy();
        else socket.once('finish', () => socket.destroy());
      }
    });
  };
  // Only this user may connect: the socket is created under a umask that leaves others nothing.
  const umask = process.umask(0o077);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => stop(0));
  // Started by npm start with a channel: when npm start is gone (even killed), so is the service.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => stop(0));
  }
  log(`answering with ${build} on ${socketPath}`);

  // Warm: the working tree's validation made and read back before a question asks for it, at
  // the start and after every save (a first validation writes it; the second reads it back
  // and keeps it in memory, as a question would). Its findings are validate's to print.
  const warm = () => {
    queue = queue.then(() =>
      captureOutput(async () => {
        validateConfig({ repoRoot, warnings: false });
        validateConfig({ repoRoot, warnings: false });
      }).then(
        () => log('config validated'),
        () => undefined,
      ),
    );
  };
  let settling: NodeJS.Timeout | undefined;
  follower = followFolders(
    [join(repoRoot, 'config'), join(repoRoot, 'schemas')],
    () => {
      clearTimeout(settling);
      settling = setTimeout(warm, SETTLE_MS).unref();
    },
    { persistent: false },
  );
  warm();
  await closed;
  await queue;
  return exitCode;
}
