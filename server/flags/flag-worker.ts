/**
 * The flag service's thread (flag-thread.ts starts it): it reads config/flags/ and evaluates
 * the flags, so that neither a large definitions file nor a large flag set ever holds up the
 * local stack's other requests. Messages are handled one at a time, in the order sent: a load
 * asked for before an evaluation is done before it, so a saved edit is what the next request
 * gets. A load with problems keeps the last good definitions (its flags would otherwise vanish
 * mid-session); the problems go to the server to be warned about.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { withPersonaTargeting, type PersonaFlags } from '../../src/engine/flags/persona-targeting.ts';
import type { FlagdFlagSet } from '../../src/engine/flags/flagd-format.ts';
import { flagFilesIn, loadFlagDefinitions } from '../../src/node/flags/definitions.ts';
import { FlagEvaluator, type FlagEvaluation } from '../../src/node/flags/evaluate.ts';

export interface FlagThreadStart {
  repoRoot: string;
  configDir: string;
  /** The last good definitions of a thread that was stopped, as JSON. */
  lastGood?: string;
  /** The files' state whose reading was stopped: not read again until a file changes. */
  skipSignature?: string;
}

export type FlagThreadRequest =
  /** Reads the files when they changed since the last reading (or the stopped one's). */
  { type: 'load' } | { type: 'evaluate'; id: number; persona: PersonaFlags[]; context: Record<string, unknown>; key?: string };

export type FlagThreadReply =
  /** A load was taken up; `signature` is set when the files are read (they changed). */
  | { type: 'loading'; signature?: string }
  /** `lastGood`: the new definitions as JSON when they changed; null when they did not, or did not read. */
  | { type: 'loaded'; lastGood: string | null }
  | { type: 'warn'; message: string }
  | { type: 'evaluated'; id: number; revision: string; evaluations: FlagEvaluation[] }
  | { type: 'failed'; id: number; message: string };

/** Evaluators kept: one per persona asking, of the current definitions. */
const MAX_EVALUATORS = 256;

const start = workerData as FlagThreadStart;
const post = (reply: FlagThreadReply) => parentPort!.postMessage(reply);
const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

let current: { set: FlagdFlagSet; revision: string } = start.lastGood
  ? { set: JSON.parse(start.lastGood) as FlagdFlagSet, revision: digest(start.lastGood) }
  : { set: { flags: {} }, revision: digest('{}') };
let lastSignature = start.skipSignature;
const evaluators = new Map<string, FlagEvaluator>();

/** Names, sizes, times and inodes of the files loadFlagDefinitions reads: cheap to take, different after any save. */
function signatureOf(configDir: string): string {
  return flagFilesIn(configDir)
    .map((path) => {
      try {
        const stats = statSync(path);
        return `${basename(path)}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
      } catch {
        return `${basename(path)}:-`;
      }
    })
    .join('\n');
}

/**
 * Reads the files only when their signature changed: a watcher's event about files that did not
 * change (or about the very files a stopped thread was reading) reads nothing.
 */
function load(): void {
  const signature = signatureOf(start.configDir);
  if (signature === lastSignature) {
    post({ type: 'loading' });
    return;
  }
  lastSignature = signature;
  post({ type: 'loading', signature });
  let loaded: ReturnType<typeof loadFlagDefinitions>;
  let text: string;
  try {
    loaded = loadFlagDefinitions(start.repoRoot, start.configDir);
    text = JSON.stringify(loaded.set);
  } catch (error) {
    loaded = { set: { flags: {} }, fileOf: {}, problems: [{ file: 'config/flags/', message: `cannot be read: ${(error as Error).message}` }] };
    text = '';
  }
  for (const problem of loaded.problems) post({ type: 'warn', message: `flag definitions ${problem.file}: ${problem.message}` });
  if (loaded.problems.length > 0) {
    post({ type: 'loaded', lastGood: null });
    return;
  }
  const revision = digest(text);
  // Unchanged definitions (a save that changed nothing, a file touched) are not sent again.
  if (revision === current.revision) {
    post({ type: 'loaded', lastGood: null });
    return;
  }
  current = { set: loaded.set, revision };
  evaluators.clear();
  post({ type: 'loaded', lastGood: text });
}

function evaluatorFor(persona: PersonaFlags[]): { evaluator: FlagEvaluator; revision: string } {
  // Only the flags the persona names change for it: its own set is the definitions plus those rules.
  const key = persona.length === 0 ? '' : JSON.stringify(persona);
  const revision = key === '' ? current.revision : digest(`${current.revision}\n${key}`);
  let evaluator = evaluators.get(key);
  if (!evaluator) {
    if (evaluators.size >= MAX_EVALUATORS) evaluators.clear();
    evaluator = new FlagEvaluator(persona.length === 0 ? current.set : withPersonaTargeting(current.set, persona));
    evaluators.set(key, evaluator);
  }
  return { evaluator, revision };
}

parentPort!.on('message', (request: FlagThreadRequest) => {
  if (request.type === 'load') {
    load();
    return;
  }
  try {
    const { evaluator, revision } = evaluatorFor(request.persona);
    const evaluations = request.key === undefined ? evaluator.evaluateAll(request.context) : [evaluator.evaluate(request.key, request.context)];
    post({ type: 'evaluated', id: request.id, revision, evaluations });
  } catch (error) {
    post({ type: 'failed', id: request.id, message: (error as Error).message });
  }
});
