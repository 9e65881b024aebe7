/**
 * Asks the answer service (answer-service/serve.ts, which npm start runs) to answer a command
 * line: its output and exit code, as the command run here would give them. Undefined whenever it
 * does not answer (none running, another build, a refusal, a service gone in the middle, an answer
 * cut short): the command then runs here, and nothing was written yet, so nothing is written twice.
 * Plain JavaScript, loaded by run.mjs before any bundle.
 */
import { connect } from 'node:net';

const SILENT_SERVICE_MS = 60_000;

/**
 * @param {string} socketPath
 * @param {{ build: string, argv: string[] }} question
 * @returns {Promise<{ code: number, stdout: Buffer, stderr: Buffer } | undefined>}
 */
export function askAnswerService(socketPath, { build, argv }) {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(socketPath);
    socket.setEncoding('utf8');
    // A service that says nothing for a minute is stuck: the command answers alone (a validation
    // of this config takes seconds; the service answers one question at a time).
    socket.setTimeout(SILENT_SERVICE_MS, () => socket.destroy());
    // The service's user's own socket; the environment is compared there (time zone, locale).
    const question = { build, argv, cwd: process.cwd(), environment: process.env };
    socket.once('connect', () => socket.write(`${JSON.stringify(question)}\n`));
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.once('error', () => resolve(undefined));
    socket.once('close', () => {
      const end = received.indexOf('\n');
      let reply;
      try {
        reply = end < 0 ? undefined : JSON.parse(received.slice(0, end));
      } catch {
        reply = undefined;
      }
      const answer = reply?.answer;
      if (!answer || !Number.isInteger(answer.code) || typeof answer.stdout !== 'string' || typeof answer.stderr !== 'string') return resolve(undefined);
      resolve({ code: answer.code, stdout: Buffer.from(answer.stdout, 'base64'), stderr: Buffer.from(answer.stderr, 'base64') });
    });
  });
}
